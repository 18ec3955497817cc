import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';

/**
 * The reminders of the work (issue 22). The creator reads an order on /orders/{campaignId}; the
 * brand on the creator's page, opened on that campaign's thread.
 */
export function creatorOrderLink(publicUrl: string, campaignId: string): string {
  return `${publicUrl}/orders/${encodeURIComponent(campaignId)}`;
}

export function brandOrderLink(
  publicUrl: string,
  { campaignId, creatorId }: { campaignId: string; creatorId: string },
) {
  return `${publicUrl}/orders-influencer/${encodeURIComponent(creatorId)}?campaign=${encodeURIComponent(campaignId)}`;
}

// A title and a name are free text: keep the subject on one line whatever they hold.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// 'https://', and a dot between a name and what reads as a domain's next label ('evil.example').
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
const DOMAIN_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}[\p{L}\p{N}-])/gu;

/**
 * Text another party wrote (a deliverable's title, a campaign's, a company's), as these e-mails
 * carry it: on one line, and with anything that reads as an address defanged ('evil[.]example',
 * 'https[:]//'), so no mail client turns it into a link that seems to come from us (issue 28). The
 * HTML part escapes it besides (renderMail); the only link is the order's.
 */
function plain(text: string): string {
  return oneLine(text).replace(SCHEME, '$1[:]//').replace(DOMAIN_DOT, '[.]');
}

// The due instant is the end of a day in the brand's zone; the e-mail names it in UTC, unambiguous.
const DUE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function listOf(items: { title: string; dueAt: Date | null }[]): string {
  return items
    .map((item) => `${plain(item.title)}${item.dueAt ? ` (due ${DUE_FORMAT.format(item.dueAt)} UTC)` : ''}`)
    .join('; ');
}

type OrderNames = { campaignTitle: string; companyName: string; url: string };

/** To the creator, 48 hours before one or more deliverables of an order are due. */
export function deliverablesDueSoonEmail(
  to: string,
  { campaignTitle, companyName, url, items }: OrderNames & { items: { title: string; dueAt: Date | null }[] },
  audience: MailAudience,
) {
  const title = plain(campaignTitle);
  return renderMail({
    category: 'reminders',
    ...audience,
    to,
    subject: `Due soon for ${title}`,
    paragraphs: [
      `${plain(companyName)} expects ${items.length === 1 ? 'this deliverable' : 'these deliverables'} for the campaign ${title} within two days: ${listOf(items)}.`,
      'Submit your draft or the link to the published post on the order, where the brand reviews it.',
    ],
    action: { label: 'Open the order', url },
  });
}

/** To the creator, once, when one or more deliverables of an order have passed their due date. */
export function deliverablesOverdueEmail(
  to: string,
  { campaignTitle, companyName, url, items }: OrderNames & { items: { title: string; dueAt: Date | null }[] },
  audience: MailAudience,
) {
  const title = plain(campaignTitle);
  return renderMail({
    category: 'reminders',
    ...audience,
    to,
    subject: `Overdue for ${title}`,
    paragraphs: [
      `${items.length === 1 ? 'This deliverable' : 'These deliverables'} for the campaign ${title} passed the due date ${plain(companyName)} set: ${listOf(items)}.`,
      'Submit what you have, or write to the brand in the conversation if you need more time.',
    ],
    action: { label: 'Open the order', url },
  });
}

/** To the brand, once per submission, when a creator's work has waited three days for its review. */
export function submissionsAwaitReviewEmail(
  to: string,
  {
    campaignTitle,
    creatorName,
    count,
    url,
  }: { campaignTitle: string; creatorName: string; count: number; url: string },
  audience: MailAudience,
) {
  const title = plain(campaignTitle);
  const creator = plain(creatorName) || 'Your creator';
  return renderMail({
    category: 'reminders',
    ...audience,
    to,
    subject: `Work waiting for your review: ${title}`,
    paragraphs: [
      `${creator} submitted ${count === 1 ? 'work' : `${String(count)} pieces of work`} for the campaign ${title} three days ago, and ${count === 1 ? 'it waits' : 'they wait'} for your review.`,
      'Approve it or request changes, so the creator knows where they stand.',
    ],
    action: { label: 'Review the work', url },
  });
}
