import { DEAL_MAIL_RULES, type DealChange, type DealProposer, type NotificationKind } from '@equicreators/shared';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import { cancelPendingMail } from '../../platform/mail/mailer.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { announce } from '../notifications/notification-events.ts';
import type { OrderIds } from '../work/work.repository.ts';
import { brandOrderLink, creatorOrderLink } from '../work/work-reminders.emails.ts';
import { dealAnsweredEmail, dealProposedEmail } from './deals.emails.ts';
import { findDealParties } from './deals.repository.ts';

type DealEvent = {
  event: 'proposed' | 'accepted' | 'declined' | 'withdrawn';
  /** The side that acted; the other side is told. */
  actor: Exclude<DealProposer, 'hire'>;
  /** What a proposal changes (empty for an answer). */
  changes: DealChange[];
  /** No e-mail (and the one still waiting taken back): a proposal withdrawn soon after it was made. */
  quiet?: boolean;
};

/** The key under which one order's deal e-mails to one person replace each other while unsent. */
export function dealMailKey(order: OrderIds): string {
  return `deal:${order.campaignId}:${order.creatorId}`;
}

/** Deal e-mails wait a little, so a newer event of the order replaces one unsent: one e-mail, the latest. */
export function dealMailCoalesce(context: AppContext, order: OrderIds): { key: string; sendAfter: Date } {
  return {
    key: dealMailKey(order),
    sendAfter: new Date(context.clock.now().getTime() + DEAL_MAIL_RULES.delaySeconds * 1000),
  };
}

/**
 * Whether withdrawing a proposal made at `proposedAt` sends no e-mail (issue 46): within minutes
 * of it, the other side is spared two e-mails about nothing.
 */
export function isQuietWithdrawal(proposedAt: Date, now: Date): boolean {
  return now.getTime() - proposedAt.getTime() < DEAL_MAIL_RULES.quietWithdrawMinutes * 60_000;
}

const KINDS: Record<DealEvent['event'], NotificationKind> = {
  proposed: 'deal-proposed',
  accepted: 'deal-accepted',
  declined: 'deal-declined',
  withdrawn: 'deal-withdrawn',
};

/**
 * Tells the side that did not act, in the change's transaction: a notice in the bell and an
 * e-mail (to an active account) that opens the order on their side. A notice to the creator names
 * the brand; one to the brand names the creator.
 */
export async function announceDealChange(
  context: AppContext,
  tx: Database,
  order: OrderIds,
  { event, actor, changes, quiet = false }: DealEvent,
): Promise<void> {
  const parties = await findDealParties(tx, order);
  if (!parties) return;
  const toCreator = actor === 'brand';
  const url = toCreator
    ? creatorOrderLink(context.config.publicUrl, order.campaignId)
    : brandOrderLink(context.config.publicUrl, order);
  const facts = {
    actor: toCreator ? parties.companyName : parties.creatorName || 'Your creator',
    campaignTitle: parties.campaignTitle,
    url,
  };
  const email = toCreator ? parties.creatorEmail : parties.brandEmail;
  const isActive = toCreator ? parties.creatorIsActive : parties.brandIsActive;
  const audience = accountAudience(context, toCreator ? order.creatorId : parties.brandId);
  if (quiet) await cancelPendingMail(tx, dealMailKey(order), email);
  const mail =
    event === 'proposed'
      ? dealProposedEmail(email, { ...facts, changes }, audience)
      : dealAnsweredEmail(email, { ...facts, outcome: event }, audience);
  await announce(tx, {
    kind: KINDS[event],
    to: toCreator ? order.creatorId : parties.brandId,
    about: toCreator
      ? { campaignId: order.campaignId, brandId: parties.brandId }
      : { campaignId: order.campaignId, creatorId: order.creatorId },
    mail: isActive && !quiet ? { ...mail, coalesce: dealMailCoalesce(context, order) } : null,
  });
}
