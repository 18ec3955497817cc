import {
  ACCOUNT_QUOTAS,
  AppError,
  DEAL_MESSAGES,
  dealChanges,
  localDateOf,
  paymentAmounts,
  type PaymentStatus,
  type Deal,
  type DealAnswerInput,
  type DealChangeResponse,
  type DealProposalInputSchema,
  type DealProposer,
  type DealTerms,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import type { OrderIds } from '../work/work.repository.ts';
import { orderOpenTo } from '../work/work.service.ts';
import { lockOrderEntry } from '../work/work-writes.repository.ts';
import { presentDeal } from './deals.presenter.ts';
import {
  decideDealVersion,
  insertDealVersion,
  listDealVersions,
  lockDealVersion,
  lockPaymentOfDeal,
  repricePayment,
  setAgreedFee,
  type DealRow,
} from './deals.repository.ts';
import { announceDealChange, isQuietWithdrawal } from './deal-notices.ts';

/**
 * The order's deal after the hire (issue 31): read by both parties, changed only by a proposal of
 * one side that the other accepts. Every write holds the order's campaign entry locked, so of two
 * proposals, or two answers, racing on one order exactly one wins; the partial unique index on
 * open proposals backs the first rule besides.
 */

type ProposalBody = z.output<typeof DealProposalInputSchema>;
type AnswerParams = OrderIds & { proposalId: string };

/** GET …/deal: the deal in force, the proposal waiting and every version, for either party. */
export async function getDeal(context: AppContext, principal: Principal, order: OrderIds): Promise<Deal> {
  await orderOpenTo(context, principal, order);
  return dealOf(context.db, order);
}

/**
 * POST …/deal/proposals: the caller's side proposes new terms: the current ones with the fee (only
 * where the deal pays one), the content window, the usage rights and the exclusivity it sends.
 * A brand without access may not, since it is a change of terms (decision 018).
 */
export async function proposeDealChange(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: ProposalBody,
): Promise<DealChangeResponse> {
  await requireBrandAccess(context.db, principal);
  await orderOpenTo(context, principal, order);
  const side = sideOf(principal);
  // Each proposal tells the other side by notification, e-mail and live event: bounded (issue 46).
  const refund = await context.limits.consumeQuotas([
    { rule: ACCOUNT_QUOTAS.dealProposalsPerOrder, key: `${orderKey(order)}:${side}` },
    { rule: ACCOUNT_QUOTAS.dealProposalsPerAccount, key: principal.accountId },
  ]);
  try {
    await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      await lockOpenOrder(tx, order);
      const versions = await listDealVersions(tx, order);
      const current = versions.find((row) => row.status === 'accepted');
      if (!current) throw noDeal();
      if (versions.some((row) => row.status === 'proposed')) throw proposalOpen();
      const terms = proposedTerms(current.terms, body, now);
      if (terms.feeMinor !== current.terms.feeMinor) await refuseFeeChangeWhenPaid(tx, order);
      const changes = dealChanges(current.terms, terms);
      if (changes.length === 0) throw new AppError('VALIDATION_FAILED', DEAL_MESSAGES.nothingChanged);
      await insertDealVersion(tx, order, {
        terms,
        status: 'proposed',
        proposedBy: side,
        proposerAccountId: principal.accountId,
        note: body.note,
        now,
      });
      await announceDealChange(context, tx, order, { event: 'proposed', actor: side, changes });
    });
  } catch (error) {
    // A proposal refused sent nothing, so it costs nothing.
    await refund();
    // Two proposals past the checks at once: the index lets one in.
    if (isUniqueViolation(error)) throw proposalOpen();
    throw error;
  }
  return { deal: await dealOf(context.db, order), message: DEAL_MESSAGES.proposed };
}

/**
 * POST …/deal/proposals/{proposalId}/answer: the other side accepts or declines, the author
 * withdraws. Accepting makes the proposal the deal and its fee the entry's agreed fee, in the same
 * transaction; a brand without access may decline or withdraw but not accept new terms.
 */
export async function answerDealProposal(
  context: AppContext,
  principal: Principal,
  { proposalId, ...order }: AnswerParams,
  { answer }: DealAnswerInput,
): Promise<DealChangeResponse> {
  if (answer === 'accept') await requireBrandAccess(context.db, principal);
  await orderOpenTo(context, principal, order);
  const side = sideOf(principal);
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.dealAnswersPerOrder, `${orderKey(order)}:${side}`);
  const outcome = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const entry = await lockOrderEntry(tx, order);
    if (answer === 'accept' && entry?.closedAt) throw orderClosed();
    const proposal = await lockDealVersion(tx, order, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', DEAL_MESSAGES.proposalNotFound);
    if (proposal.status !== 'proposed') throw new AppError('CONFLICT', DEAL_MESSAGES.proposalGone);
    const isAuthor = proposal.proposedBy === side;
    if (answer === 'withdraw' && !isAuthor) throw new AppError('FORBIDDEN', DEAL_MESSAGES.onlyAuthorWithdraws);
    if (answer !== 'withdraw' && isAuthor) throw new AppError('FORBIDDEN', DEAL_MESSAGES.notYourProposal);
    const status = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
    if (status === 'accepted') await repriceUnpaid(context, tx, order, proposal);
    await decideDealVersion(tx, proposal.id, { status, now });
    if (status === 'accepted') await setAgreedFee(tx, order, proposal.terms.feeMinor);
    // Withdrawn soon after it was made: the other side gets no e-mail (and the waiting one is taken back).
    const quiet = status === 'withdrawn' && isQuietWithdrawal(proposal.createdAt, now);
    await announceDealChange(context, tx, order, { event: status, actor: side, changes: [], quiet });
    return status;
  });
  if (outcome === 'accepted') context.changes.raise('campaigns');
  return { deal: await dealOf(context.db, order), message: DEAL_MESSAGES[outcome] };
}

/** The current terms with a proposal's changes; the deliverables stay the Work panel's. */
function proposedTerms(current: DealTerms, body: ProposalBody, now: Date): DealTerms {
  if (body.feeMinor !== null && !current.kinds.includes('fee')) {
    throw new AppError('VALIDATION_FAILED', DEAL_MESSAGES.feeNeedsKind, {
      fields: [{ field: 'feeMinor', message: DEAL_MESSAGES.feeNeedsKind }],
    });
  }
  // A window that ended before today (in the deal's zone) cannot be agreed; one kept as it was may stay.
  const ended = body.contentEnd !== null && body.contentEnd < localDateOf(now, current.timeZone);
  if (ended && body.contentEnd !== current.contentEnd) {
    throw new AppError('VALIDATION_FAILED', DEAL_MESSAGES.windowEnded, {
      fields: [{ field: 'contentEnd', message: DEAL_MESSAGES.windowEnded }],
    });
  }
  return {
    ...current,
    feeMinor: body.feeMinor ?? current.feeMinor,
    contentStart: body.contentStart,
    contentEnd: body.contentEnd,
    usageRights: body.usageRights,
    exclusivity: body.exclusivity,
  };
}

/**
 * Once the brand has paid, what is paid changes only through a dispute (docs/decisions/029): a
 * proposal of another fee is refused on the fee field.
 */
async function refuseFeeChangeWhenPaid(tx: Database, order: OrderIds): Promise<void> {
  const payment = await lockPaymentOfDeal(tx, order);
  if (payment && !UNPAID.includes(payment.status)) throw feePaid();
}

/**
 * Accepting a change of fee while the payment awaits the brand prices it again (computed once
 * more, stored); once paid the change is refused, as at its proposal.
 */
async function repriceUnpaid(context: AppContext, tx: Database, order: OrderIds, proposal: DealRow): Promise<void> {
  const payment = await lockPaymentOfDeal(tx, order);
  const current = (await listDealVersions(tx, order)).find((row) => row.status === 'accepted');
  if (!payment || !current || proposal.terms.feeMinor === current.terms.feeMinor) return;
  if (!UNPAID.includes(payment.status)) throw feePaid();
  const fees = context.config.payments?.fees;
  const fee = proposal.terms.feeMinor;
  if (payment.status !== 'awaiting_payment' || !fees || fee === null || fee <= 0) return;
  await repricePayment(tx, payment.id, {
    amounts: paymentAmounts(fee, proposal.terms.currency, fees),
    dealVersion: proposal.version,
    now: context.clock.now(),
  });
}

const UNPAID: readonly PaymentStatus[] = ['awaiting_payment', 'void'];

function feePaid(): AppError {
  return new AppError('VALIDATION_FAILED', DEAL_FEE_PAID, { fields: [{ field: 'feeMinor', message: DEAL_FEE_PAID }] });
}

const DEAL_FEE_PAID = 'The fee is paid: open a dispute to change what is paid.';

async function lockOpenOrder(tx: Database, order: OrderIds): Promise<void> {
  const entry = await lockOrderEntry(tx, order);
  if (entry?.closedAt) throw orderClosed();
}

async function dealOf(db: Database, order: OrderIds): Promise<Deal> {
  const deal = presentDeal(await listDealVersions(db, order));
  if (!deal) throw noDeal();
  return deal;
}

function orderKey(order: OrderIds): string {
  return `${order.campaignId}:${order.creatorId}`;
}

function sideOf(principal: Principal): Exclude<DealProposer, 'hire'> {
  return principal.type === 'brand' ? 'brand' : 'contentCreator';
}

function noDeal(): AppError {
  return new AppError('NOT_FOUND', DEAL_MESSAGES.noDeal);
}

function proposalOpen(): AppError {
  return new AppError('CONFLICT', DEAL_MESSAGES.proposalOpen);
}

function orderClosed(): AppError {
  return new AppError('CONFLICT', DEAL_MESSAGES.orderClosed);
}
