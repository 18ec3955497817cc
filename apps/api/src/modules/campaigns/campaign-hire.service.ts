import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  dealTermsAtHire,
  HIRE_OFFER_MESSAGES,
  type HireResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { insertDealVersion, withdrawOpenProposal } from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { findActiveCreatorContact, findEntry } from './campaign-entries.repository.ts';
import { campaignOpenTo, creatorNotFound, mailFacts, type EntryTarget } from './campaign-entries.service.ts';
import { moveEntryInTransaction, refusalOf } from './campaign-entry-moves.ts';
import { makeHireOffer } from './campaign-hire-offers.service.ts';
import { startOrder } from './campaign-hire-steps.ts';
import { lockCampaign } from './campaign-lifecycle.repository.ts';
import { storedOffer } from './campaign-offer.ts';
import { hireTermsOf, isCampaignFull } from './campaign-pitch.ts';
import { hiredEmail } from './campaigns.emails.ts';
import { campaignNotFound } from './campaigns.service.ts';

/**
 * POST /api/campaign/{id}/hire: the campaign's brand hires a creator who applied (also on a closed
 * campaign, not on an archived one), at her own rate (issue 46): the one she proposed, else the
 * listed fee. Naming another fee makes an offer instead, which she accepts or declines before she
 * is hired (campaign-hire-offers.service.ts): money moves only on terms both accepted. Hiring
 * someone already hired changes nothing and succeeds, so a repeated click (or a race) hires and
 * e-mails once; a hire racing a withdrawal: one wins.
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
): Promise<HireResponse> {
  const { db, clock, config } = context;
  await requireBrandAccess(context.db, principal);
  const campaign = await campaignOpenTo(context, principal, target);
  const creator = await findActiveCreatorContact(db, target.influencerId);
  if (!creator) throw creatorNotFound();
  const order = { campaignId: campaign.id, creatorId: creator.id };
  // A named fee may be an offer, which tells the creator: counted as a proposal (issue 46).
  const refund =
    requestedFeeMinor === undefined
      ? null
      : await context.limits.consumeQuotas([
          { rule: ACCOUNT_QUOTAS.dealProposalsPerOrder, key: `${order.campaignId}:${order.creatorId}:brand` },
          { rule: ACCOUNT_QUOTAS.dealProposalsPerAccount, key: principal.accountId },
        ]);
  const outcome = await db
    .transaction(async (tx) => {
      const now = clock.now();
      // Locked for update before the entry is read: the terms are judged on what no hire can change.
      const locked = await lockCampaign(tx, campaign.id, 'update');
      if (!locked) throw campaignNotFound();
      const entry = await findEntry(tx, campaign.id, creator.id);
      const { offer } = storedOffer(locked);
      if (entry?.status === 'Applied') {
        const hasTermsChanged =
          entry.appliedAt !== null && locked.termsUpdatedAt !== null && locked.termsUpdatedAt > entry.appliedAt;
        const terms = hireTermsOf(offer, entry, requestedFeeMinor, hasTermsChanged);
        if (terms.isOffer) {
          await makeHireOffer(context, tx, { campaign: locked, creator, principal, feeMinor: terms.feeMinor, now });
          return { offered: true } as const;
        }
      }
      const moved = await moveEntryInTransaction(tx, { ...order, action: 'hire', now, lock: 'update' });
      if (!moved.moved) return moved;
      if (isCampaignFull(moved.campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.fullToHires);
      const { feeMinor } = hireTermsOf(offer, moved.entry, requestedFeeMinor);
      // An offer still waiting gives way to the hire at her own rate.
      await withdrawOpenProposal(tx, order, now);
      const terms = dealTermsAtHire(offer, feeMinor);
      const deal = await insertDealVersion(tx, order, {
        terms,
        status: 'accepted',
        proposedBy: 'hire',
        proposerAccountId: principal.accountId,
        now,
      });
      await startOrder(context, tx, { campaign: moved.campaign, order, deal: { version: deal.version, terms }, now });
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
    })
    .catch(async (error: unknown) => {
      await refund?.();
      throw error;
    });
  if ('offered' in outcome) return { success: true, status: 'offered', message: HIRE_OFFER_MESSAGES.sent };
  // Not an offer: the quota of proposals is not spent.
  await refund?.();
  if (outcome.moved) {
    context.changes.raise('campaigns');
    return { success: true, status: 'hired', message: HIRED };
  }
  if (outcome.status === 'Hired') return { success: true, status: 'hired', message: HIRED };
  throw refusalOf('hire', outcome.status, outcome.reason);
}

const HIRED = 'The creator is hired.';
