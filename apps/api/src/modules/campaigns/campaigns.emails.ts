import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';

type CampaignMailFacts = { campaignId: string; campaignTitle: string; companyName: string; publicUrl: string };

// A title is the brand's free text: keep a subject on one line whatever it holds.
function quoted(title: string): string {
  return `"${title.replace(/\s+/g, ' ').trim()}"`;
}

/** To the brand (the campaign's contact address) when a creator applies. */
export function applicationEmail(
  to: string,
  facts: CampaignMailFacts & { creatorFirstName: string; creatorLastName: string },
  audience: MailAudience,
) {
  const creator = `${facts.creatorFirstName} ${facts.creatorLastName}`.trim();
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `${creator} applied to ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `${creator} applied to your campaign ${quoted(facts.campaignTitle)}.`,
      'Open Manage Campaign to see their profile and hire them.',
    ],
    action: { label: 'Manage your campaigns', url: `${facts.publicUrl}/manage-campaign` },
  });
}

/** The link of an invitation opens the creators' campaign page with this campaign highlighted. */
export function campaignInvitationLink(publicUrl: string, campaignId: string): string {
  return `${publicUrl}/contentCreator?campaign=${encodeURIComponent(campaignId)}`;
}

/** To a creator a brand invites to a campaign; they accept by applying. */
export function campaignInvitationEmail(
  to: string,
  facts: CampaignMailFacts & { creatorFirstName: string },
  audience: MailAudience,
) {
  return renderMail({
    category: 'invitations',
    ...audience,
    to,
    subject: `${facts.companyName} invites you to ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `Hello ${facts.creatorFirstName},`,
      `${facts.companyName} would like you to join their campaign ${quoted(facts.campaignTitle)}.`,
      'Open the campaign to read the details, and apply if it suits you.',
    ],
    action: { label: 'Open the campaign', url: campaignInvitationLink(facts.publicUrl, facts.campaignId) },
  });
}

/** To a creator when the brand hires them; the order is where the conversation happens. */
export function hiredEmail(
  to: string,
  facts: CampaignMailFacts & { creatorFirstName: string },
  audience: MailAudience,
) {
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `You are hired for ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `Congratulations ${facts.creatorFirstName}!`,
      `${facts.companyName} hired you for their campaign ${quoted(facts.campaignTitle)}.`,
      'The campaign is now one of your orders, where you can talk with the brand.',
    ],
    action: {
      label: 'Open your order',
      url: `${facts.publicUrl}/orders/${encodeURIComponent(facts.campaignId)}`,
    },
  });
}

/**
 * To a creator when the brand offers to hire her at another fee than her own (issue 46): she is
 * hired only once she accepts; the link opens the campaign's card, where she answers.
 */
export function hireOfferedEmail(
  to: string,
  facts: CampaignMailFacts & { creatorFirstName: string; fee: string },
  audience: MailAudience,
) {
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `${facts.companyName} offers to hire you for ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `Hello ${facts.creatorFirstName},`,
      `${facts.companyName} offers to hire you for their campaign ${quoted(facts.campaignTitle)} at ${facts.fee}.`,
      'You are hired only if you accept this offer; until then nothing is charged and no deadline runs. You can also decline it.',
    ],
    action: {
      label: 'Read the offer',
      url: `${facts.publicUrl}/contentCreator?campaign=${encodeURIComponent(facts.campaignId)}`,
    },
  });
}

/** To the brand when the creator answers its offer: accepted (she is hired) or declined. */
export function hireOfferAnsweredEmail(
  to: string,
  facts: CampaignMailFacts & { creatorName: string; accepted: boolean; url: string },
  audience: MailAudience,
) {
  const verb = facts.accepted ? 'accepted' : 'declined';
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `${facts.creatorName} ${verb} your offer for ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `${facts.creatorName} ${verb} your offer for the campaign ${quoted(facts.campaignTitle)}.`,
      facts.accepted
        ? 'They are hired: the order is open.'
        : 'Their application stays open: you can hire them at their rate or make another offer.',
    ],
    action: { label: facts.accepted ? 'Open the order' : 'Open the campaign', url: facts.url },
  });
}
