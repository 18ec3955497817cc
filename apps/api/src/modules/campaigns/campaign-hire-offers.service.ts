import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  dealTermsAtHire,
  effectiveCampaignStatus,
  formatMoney,
  HIRE_OFFER_MESSAGES,
  moveEntry,
  type DealAnswerInput,
  type HireOfferAnswerResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import { cancelPendingMail } from '../../platform/mail/mailer.ts';
import { dealMailCoalesce, dealMailKey, isQuietWithdrawal } from '../deals/deal-notices.ts';
import {
  decideDealVersion,
  insertDealVersion,
  lockDealVersion,
  setAgreedFee,
  withdrawOpenProposal,
} from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { brandOrderLink } from '../work/work-reminders.emails.ts';
import { findActiveCreatorContact, findEntry, type CreatorContact } from './campaign-entries.repository.ts';
import { campaignOpenTo, creatorNotFound, mailFacts } from './campaign-entries.service.ts';
import { moveEntryInTransaction, refusalOf } from './campaign-entry-moves.ts';
import { startOrder } from './campaign-hire-steps.ts';
import { storedOffer } from './campaign-offer.ts';
import { isCampaignFull } from './campaign-pitch.ts';
import { hireOfferAnsweredEmail, hireOfferedEmail } from './campaigns.emails.ts';
import type { CampaignRow } from './campaigns.repository.ts';

/**
 * A hire at another fee than the creator's own is an offer (issue 46): version 1 of the order's
 * deal, proposed by the brand, that she accepts (then she is hired, on exactly those terms) or
 * declines. Until then her entry stays an application: no spot is taken, nothing is charged and no
 * deadline runs. An accept names the offer it accepts, so an offer the brand replaced between her
 * reading it and her click is refused (409), never accepted in its new form.
 */

type OfferParams = { campaignId: string; creatorId: string; proposalId: string };

/**
 * In the hire's transaction, the campaign locked for update: the brand's offer to an applicant
 * replaces the one still waiting, if any, and is told to her by notification, e-mail and live event.
 */
export async function makeHireOffer(
  context: AppContext,
  tx: Database,
  facts: { campaign: CampaignRow; creator: CreatorContact; principal: Principal; feeMinor: number | null; now: Date },
): Promise<void> {
  const { campaign, creator, now } = facts;
  const order = { campaignId: campaign.id, creatorId: creator.id };
  // An offer is a hire waiting for her answer: refused where a hire would be.
  const verdict = moveEntry(
    'Applied',
    'hire',
    'brand',
    effectiveCampaignStatus(campaign.status, campaign.applicationDeadline, now),
  );
  if (!verdict.allowed) throw refusalOf('hire', 'Applied', verdict.reason);
  if (isCampaignFull(campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.fullToHires);
  const terms = dealTermsAtHire(storedOffer(campaign).offer, facts.feeMinor);
  await withdrawOpenProposal(tx, order, now);
  await insertDealVersion(tx, order, {
    terms,
    status: 'proposed',
    proposedBy: 'brand',
    proposerAccountId: facts.principal.accountId,
    now,
  });
  const fee = terms.feeMinor === null ? 'no fee' : formatMoney(terms.feeMinor, terms.currency);
  const mail = hireOfferedEmail(
    creator.email,
    { ...mailFacts(campaign, context.config.publicUrl), creatorFirstName: creator.firstName, fee },
    accountAudience(context, creator.id),
  );
  await announce(tx, {
    kind: 'hire-offered',
    to: creator.id,
    about: { campaignId: campaign.id, brandId: campaign.brandId },
    mail: { ...mail, coalesce: dealMailCoalesce(context, order) },
  });
}

/**
 * POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer: the creator accepts or
 * declines the brand's offer, the brand withdraws it. Accepting hires her in the same transaction
 * at the offer's terms (the spot, the payment, the plan), or is refused when a spot, the campaign or
 * her application no longer allows a hire.
 */
export async function answerHireOffer(
  context: AppContext,
  principal: Principal,
  { proposalId, ...order }: OfferParams,
  { answer }: DealAnswerInput,
): Promise<HireOfferAnswerResponse> {
  // Withdrawing an offer changes no terms: a brand without access may (as it may withdraw a deal proposal).
  const campaign = await campaignOpenTo(context, principal, {
    campaignId: order.campaignId,
    influencerId: order.creatorId,
  });
  const isCreator = principal.type === 'contentCreator';
  if (answer === 'withdraw' && isCreator) throw new AppError('FORBIDDEN', HIRE_OFFER_MESSAGES.onlyBrandWithdraws);
  if (answer !== 'withdraw' && !isCreator) throw new AppError('FORBIDDEN', HIRE_OFFER_MESSAGES.onlyCreatorAnswers);
  const creator = await findActiveCreatorContact(context.db, order.creatorId);
  if (!creator) throw creatorNotFound();
  await context.limits.consumeQuota(
    ACCOUNT_QUOTAS.dealAnswersPerOrder,
    `${order.campaignId}:${order.creatorId}:${isCreator ? 'contentCreator' : 'brand'}`,
  );
  const status = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    // The campaign's row first, as every hire takes it: hires and accepts take turns for the spots.
    const moved =
      answer === 'accept' ? await moveEntryInTransaction(tx, { ...order, action: 'hire', now, lock: 'update' }) : null;
    const proposal = await lockDealVersion(tx, order, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', HIRE_OFFER_MESSAGES.notFound);
    if (proposal.status !== 'proposed') throw new AppError('CONFLICT', HIRE_OFFER_MESSAGES.gone);
    const entry = moved?.moved ? moved.entry : await findEntry(tx, order.campaignId, order.creatorId);
    // An offer waits on an application; a proposal on a hired order is the deal box's.
    if (moved && !moved.moved) throw new AppError('CONFLICT', cannotHire(moved.status));
    if (!moved && entry?.status !== 'Applied') throw new AppError('NOT_FOUND', HIRE_OFFER_MESSAGES.notFound);
    if (answer === 'withdraw') {
      await decideDealVersion(tx, proposal.id, { status: 'withdrawn', now });
      if (isQuietWithdrawal(proposal.createdAt, now)) await cancelPendingMail(tx, dealMailKey(order), creator.email);
      return 'withdrawn' as const;
    }
    if (moved?.moved) {
      if (isCampaignFull(moved.campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.fullToHires);
      await decideDealVersion(tx, proposal.id, { status: 'accepted', now });
      await setAgreedFee(tx, order, proposal.terms.feeMinor);
      const deal = { version: proposal.version, terms: proposal.terms };
      await startOrder(context, tx, { campaign: moved.campaign, order, deal, now });
    } else {
      await decideDealVersion(tx, proposal.id, { status: 'declined', now });
    }
    await tellBrand(context, tx, { campaign, creator, accepted: answer === 'accept' });
    return answer === 'accept' ? ('accepted' as const) : ('declined' as const);
  });
  if (status === 'accepted') context.changes.raise('campaigns');
  return { success: true, status, message: HIRE_OFFER_MESSAGES[status] };
}

async function tellBrand(
  context: AppContext,
  tx: Database,
  facts: { campaign: CampaignRow; creator: CreatorContact; accepted: boolean },
): Promise<void> {
  const { campaign, creator, accepted } = facts;
  const order = { campaignId: campaign.id, creatorId: creator.id };
  const base = mailFacts(campaign, context.config.publicUrl);
  const url = accepted
    ? brandOrderLink(context.config.publicUrl, order)
    : `${context.config.publicUrl}/manage-campaign/${encodeURIComponent(campaign.id)}`;
  const creatorName = `${creator.firstName} ${creator.lastName}`.trim() || 'The creator';
  const mail = hireOfferAnsweredEmail(
    campaign.ownerEmail,
    { ...base, creatorName, accepted, url },
    accountAudience(context, campaign.brandId),
  );
  await announce(tx, {
    kind: accepted ? 'hire-offer-accepted' : 'hire-offer-declined',
    to: campaign.brandId,
    about: order,
    mail: { ...mail, coalesce: dealMailCoalesce(context, order) },
  });
}

function cannotHire(status: string | null): string {
  if (status === 'Hired') return 'You are already hired on this campaign.';
  return 'This offer can no longer be accepted: the campaign or your application changed since it was made.';
}
