import { AUTO_APPROVE_DAYS, type NotificationKind, type NotificationView } from '@equicreators/shared';
import type { NotificationRecord } from './notifications.repository.ts';

type Words = { title: string; line: string; link: string };

// A title is free text: one line, quoted, whatever it holds.
function quoted(title: string | null): string {
  return title ? `"${title.replace(/\s+/g, ' ').trim()}"` : 'a campaign';
}

function fullName(first: string | null, last: string | null, fallback: string): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || fallback;
}

function stars(count: number | null): string {
  return count === null ? 'a rating' : `${count} ${count === 1 ? 'star' : 'stars'}`;
}

const encode = encodeURIComponent;

/** The creator's campaign card in the feed (the invitation e-mail's link too). */
function feedLink(campaignId: string | null): string {
  return campaignId ? `/contentCreator?campaign=${encode(campaignId)}` : '/contentCreator';
}
/** The brand's own page of the campaign, with its creators and their statuses. */
function brandCampaignLink(campaignId: string | null): string {
  return campaignId ? `/manage-campaign/${encode(campaignId)}` : '/manage-campaign';
}
function creatorOrderLink(campaignId: string | null): string {
  return campaignId ? `/orders/${encode(campaignId)}` : '/orders';
}
/** The brand's order with this creator, the campaign chosen (its Work panel). */
function brandOrderLink(creatorId: string | null, campaignId: string | null): string {
  if (!creatorId) return '/orders-influencer';
  const query = campaignId ? `?campaign=${encode(campaignId)}` : '';
  return `/orders-influencer/${encode(creatorId)}${query}`;
}

/**
 * A change to an order's deal (issue 31) is told to the side that did not act: a notice about the
 * brand goes to the creator (their order), one about the creator to the brand (its order with them).
 */
function dealWords(
  row: NotificationRecord,
  words: { title: string; line: (actor: string, title: string) => string },
): Words {
  const toCreator = row.brandId !== null;
  const actor = toCreator
    ? (row.campaignCompany ?? 'The brand')
    : fullName(row.creatorFirstName, row.creatorLastName, 'Your creator');
  return {
    title: words.title,
    line: words.line(actor, quoted(row.campaignTitle)),
    link: toCreator ? creatorOrderLink(row.campaignId) : brandOrderLink(row.creatorId, row.campaignId),
  };
}

/** Each kind's words and the exact place it leads to (issue 30). */
const WORDS: Record<NotificationKind, (row: NotificationRecord) => Words> = {
  'invitation-received': (row) => ({
    title: 'New invitation',
    line: `${row.campaignCompany ?? 'A brand'} invites you to ${quoted(row.campaignTitle)}.`,
    link: feedLink(row.campaignId),
  }),
  hired: (row) => ({
    title: 'You are hired',
    line: `${row.campaignCompany ?? 'The brand'} hired you for ${quoted(row.campaignTitle)}.`,
    link: creatorOrderLink(row.campaignId),
  }),
  'not-selected': (row) => ({
    title: 'Not selected',
    line: `${row.campaignCompany ?? 'The brand'} did not select you for ${quoted(row.campaignTitle)}.`,
    link: feedLink(row.campaignId),
  }),
  'changes-requested': (row) => ({
    title: 'Changes requested',
    line: `The brand asks for changes to your work on ${quoted(row.campaignTitle)}.`,
    link: creatorOrderLink(row.campaignId),
  }),
  'submission-approved': (row) => ({
    title: 'Work approved',
    line: `The brand approved your work on ${quoted(row.campaignTitle)}.`,
    link: creatorOrderLink(row.campaignId),
  }),
  'submission-partly-approved': (row) => ({
    title: 'Work partly approved',
    line: `The brand approved part of your work on ${quoted(row.campaignTitle)}.`,
    link: creatorOrderLink(row.campaignId),
  }),
  'rating-received': (row) =>
    row.brandId
      ? {
          title: 'New rating',
          line: `${row.brandCompany ?? 'The brand'} gave you ${stars(row.ratingStars)} for ${quoted(row.campaignTitle)}.`,
          link: creatorOrderLink(row.campaignId),
        }
      : {
          title: 'New rating',
          line: `${fullName(row.creatorFirstName, row.creatorLastName, 'The creator')} gave you ${stars(row.ratingStars)} for ${quoted(row.campaignTitle)}.`,
          link: brandOrderLink(row.creatorId, row.campaignId),
        },
  'terms-changed': (row) => ({
    title: 'Campaign terms changed',
    line: `${row.campaignCompany ?? 'The brand'} changed the terms of ${quoted(row.campaignTitle)}.`,
    link: feedLink(row.campaignId),
  }),
  'deal-proposed': (row) =>
    dealWords(row, {
      title: 'Deal change proposed',
      line: (actor, title) => `${actor} proposes a change to the deal for ${title}.`,
    }),
  'deal-accepted': (row) =>
    dealWords(row, {
      title: 'Deal change accepted',
      line: (actor, title) => `${actor} accepted your proposed change to the deal for ${title}.`,
    }),
  'deal-declined': (row) =>
    dealWords(row, {
      title: 'Deal change declined',
      line: (actor, title) => `${actor} declined your proposed change to the deal for ${title}.`,
    }),
  'deal-withdrawn': (row) =>
    dealWords(row, {
      title: 'Deal change withdrawn',
      line: (actor, title) => `${actor} withdrew their proposed change to the deal for ${title}.`,
    }),
  'application-received': (row) => ({
    title: 'New application',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'A creator')} applied to ${quoted(row.campaignTitle)}.`,
    link: brandCampaignLink(row.campaignId),
  }),
  'invitation-declined': (row) => ({
    title: 'Invitation declined',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'A creator')} declined your invitation to ${quoted(row.campaignTitle)}.`,
    link: brandCampaignLink(row.campaignId),
  }),
  'submission-waiting': (row) => ({
    title: 'Work to review',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'Your creator')} submitted work on ${quoted(row.campaignTitle)}.`,
    link: brandOrderLink(row.creatorId, row.campaignId),
  }),
  'brand-registered': (row) => ({
    title: 'New brand',
    line: `${row.brandCompany ?? 'A brand'} registered.`,
    link: '/admin?tab=brands',
  }),
  'contact-message': (row) => ({
    title: 'New contact message',
    line: `${fullName(row.contactFirstName, row.contactLastName, 'Someone')} wrote through the contact form.`,
    link: '/admin?tab=contact-messages',
  }),
  'review-to-moderate': (row) => ({
    title: 'Review to moderate',
    line: `A new ${stars(row.ratingStars)} review on ${quoted(row.campaignTitle)}.`,
    link: '/admin?tab=reviews',
  }),
  'payment-received': (row) => ({
    title: 'Order paid',
    line: `${row.campaignCompany ?? 'The brand'} paid for ${quoted(row.campaignTitle)}: the fee is held until the work is approved.`,
    link: creatorOrderLink(row.campaignId),
  }),
  'payment-released': (row) => ({
    title: 'You are paid',
    line: `Your fee for ${quoted(row.campaignTitle)} was sent to your payout account.`,
    link: '/earnings',
  }),
  'payment-refunded': (row) => ({
    title: 'Payment refunded',
    line: `Your payment for ${quoted(row.campaignTitle)} was refunded.`,
    link: brandOrderLink(row.creatorId, row.campaignId),
  }),
  'payouts-needed': (row) => ({
    title: 'Set up payouts',
    line: `Your fee for ${quoted(row.campaignTitle)} is ready: set up payouts to receive it.`,
    link: '/earnings',
  }),
  'review-reminder': (row) => ({
    title: 'Work waiting for review',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'Your creator')}'s work on ${quoted(row.campaignTitle)} counts as approved ${String(AUTO_APPROVE_DAYS)} days after it was submitted unless you review it.`,
    link: brandOrderLink(row.creatorId, row.campaignId),
  }),
  'dispute-opened': (row) =>
    row.brandId === null && row.creatorId === null
      ? {
          title: 'Payment dispute',
          line: `A payment on ${quoted(row.campaignTitle)} is disputed.`,
          link: '/admin/payments',
        }
      : dealWords(row, {
          title: 'Payment dispute opened',
          line: (actor, title) =>
            `${actor} opened a dispute on the payment for ${title}: nothing moves until it is resolved.`,
        }),
  'dispute-resolved': (row) =>
    dealWords(row, {
      title: 'Payment dispute resolved',
      line: (_actor, title) => `The dispute on the payment for ${title} is resolved.`,
    }),
  // A hire at another fee than the creator's own (issue 46): she is not hired yet, so her link is the campaign's card.
  'hire-offered': (row) => ({
    title: 'Offer to hire you',
    line: `${row.campaignCompany ?? 'The brand'} offers to hire you for ${quoted(row.campaignTitle)} at another fee: accept or decline it.`,
    link: feedLink(row.campaignId),
  }),
  'hire-offer-accepted': (row) => ({
    title: 'Offer accepted',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'The creator')} accepted your offer for ${quoted(row.campaignTitle)}: they are hired.`,
    link: brandOrderLink(row.creatorId, row.campaignId),
  }),
  'hire-offer-declined': (row) => ({
    title: 'Offer declined',
    line: `${fullName(row.creatorFirstName, row.creatorLastName, 'The creator')} declined your offer for ${quoted(row.campaignTitle)}.`,
    link: brandCampaignLink(row.campaignId),
  }),
  'dispute-split-proposed': (row) =>
    dealWords(row, {
      title: 'Split proposed',
      line: (actor, title) => `${actor} proposes a split of the disputed payment for ${title}.`,
    }),
};

/** What leaves the server of one notification: its words and link, never the ids behind them. */
export function presentNotification(row: NotificationRecord): NotificationView {
  return {
    _id: row.id,
    kind: row.kind,
    ...WORDS[row.kind](row),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
