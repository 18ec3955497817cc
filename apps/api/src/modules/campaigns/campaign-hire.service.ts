import { AppError, CAMPAIGN_MESSAGES, dealTermsAtHire } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { insertDealVersion } from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { recordPaymentAtHire } from '../payments/payment-at-hire.ts';
import { copyPlanToOrder } from '../work/work-writes.repository.ts';
import { findActiveCreatorContact, incrementHiredCount } from './campaign-entries.repository.ts';
import { campaignOpenTo, creatorNotFound, mailFacts, type EntryTarget } from './campaign-entries.service.ts';
import { moveEntryInTransaction, refusalOf } from './campaign-entry-moves.ts';
import { storedOffer } from './campaign-offer.ts';
import { agreedFeeAtHire, isCampaignFull } from './campaign-pitch.ts';
import { hiredEmail } from './campaigns.emails.ts';

/**
 * POST /api/campaign/{id}/hire: the campaign's brand hires a creator who applied (also on a closed
 * campaign, not on an archived one), at an agreed fee (issue 31): the one the brand names, else
 * the creator's proposed rate, else the listed fee. Hiring someone already hired changes nothing
 * and succeeds, so a repeated click (or a race) hires and e-mails once; a hire racing a
 * withdrawal: one wins.
 *
 * One transaction takes the spot and records the deal: the campaign's row is locked for update, so
 * hires take turns; a hire that finds every spot taken is refused and leaves nothing behind. The
 * deal's first version is the offer as it stands now at the agreed fee; later edits of the
 * campaign never rewrite it.
 */
export async function hire(
  context: AppContext,
  principal: Principal,
  target: EntryTarget,
  requestedFeeMinor?: number,
): Promise<{ success: true }> {
  const { db, clock, config } = context;
  await requireBrandAccess(context.db, principal);
  const campaign = await campaignOpenTo(context, principal, target);
  const creator = await findActiveCreatorContact(db, target.influencerId);
  if (!creator) throw creatorNotFound();
  const order = { campaignId: campaign.id, creatorId: creator.id };
  const outcome = await db.transaction(async (tx) => {
    const now = clock.now();
    const moved = await moveEntryInTransaction(tx, { ...order, action: 'hire', now, lock: 'update' });
    if (!moved.moved) return moved;
    if (isCampaignFull(moved.campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.fullToHires);
    const { offer } = storedOffer(moved.campaign);
    const agreedFee = agreedFeeAtHire(offer, moved.entry.proposedFeeMinor, requestedFeeMinor);
    await incrementHiredCount(tx, campaign.id);
    const terms = dealTermsAtHire(offer, agreedFee);
    const deal = await insertDealVersion(tx, order, {
      terms,
      status: 'accepted',
      proposedBy: 'hire',
      proposerAccountId: principal.accountId,
      now,
    });
    // A paid deal is paid at the hire, through the platform when Stripe is here (docs/decisions/029).
    await recordPaymentAtHire(context, tx, {
      order,
      brandId: campaign.brandId,
      deal: { version: deal.version, terms },
      hiredAt: now,
    });
    // The hire starts with the campaign's deliverables plan (docs/decisions/022).
    await copyPlanToOrder(tx, order, now);
    await announce(tx, {
      kind: 'hired',
      to: creator.id,
      about: { campaignId: campaign.id, brandId: campaign.brandId },
      mail: hiredEmail(
        creator.email,
        { ...mailFacts(moved.campaign, config.publicUrl), creatorFirstName: creator.firstName },
        accountAudience(context, creator.id),
      ),
    });
    return moved;
  });
  if (outcome.moved) {
    context.changes.raise('campaigns');
    return { success: true };
  }
  if (outcome.status === 'Hired') return { success: true };
  throw refusalOf('hire', outcome.status, outcome.reason);
}
