import type { DealChange, DealProposer, NotificationKind } from '@equicreators/shared';
import { accountAudience } from '../../platform/mail/mail-links.ts';
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
};

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
  { event, actor, changes }: DealEvent,
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
    mail: isActive ? mail : null,
  });
}
