import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';
import { campaignInvitationLink } from './campaigns.emails.ts';

type LifecycleMailFacts = {
  campaignId: string;
  campaignTitle: string;
  companyName: string;
  publicUrl: string;
  creatorFirstName: string;
};

// A title is the brand's free text: keep a subject on one line whatever it holds.
function quoted(title: string): string {
  return `"${title.replace(/\s+/g, ' ').trim()}"`;
}

/** To a creator the brand declined: polite, final, and pointing to other campaigns. */
export function declinedEmail(to: string, facts: LifecycleMailFacts, audience: MailAudience) {
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `About your application to ${quoted(facts.campaignTitle)}`,
    paragraphs: [
      `Hello ${facts.creatorFirstName},`,
      `Thank you for applying to ${quoted(facts.campaignTitle)}. ${facts.companyName} has chosen other creators for this campaign, so you were not selected this time.`,
      'This says nothing about your work: brands look for many different profiles. New campaigns are published every week.',
    ],
    action: { label: 'See open campaigns', url: `${facts.publicUrl}/contentCreator` },
  });
}

/**
 * To each creator in a campaign (invited, applied or hired) when its brand changes the
 * compensation, the deliverables or the deadlines: one e-mail per change, naming what changed.
 */
export function termsChangedEmail(
  to: string,
  facts: LifecycleMailFacts & { changed: string[] },
  audience: MailAudience,
) {
  return renderMail({
    category: 'campaign_updates',
    ...audience,
    to,
    subject: `${quoted(facts.campaignTitle)} was updated`,
    paragraphs: [
      `Hello ${facts.creatorFirstName},`,
      `${facts.companyName} changed the ${listed(facts.changed)} of ${quoted(facts.campaignTitle)}, a campaign you are part of.`,
      'Open the campaign to read the new terms.',
    ],
    action: { label: 'Open the campaign', url: campaignInvitationLink(facts.publicUrl, facts.campaignId) },
  });
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
