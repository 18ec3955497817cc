import {
  ACCOUNT_QUOTAS,
  AppError,
  DISPUTE_AFTER_CLOSE_DAYS,
  PAYMENT_MESSAGES,
  SPLIT_MESSAGES,
  type DisputeAcceptInput,
  type DisputeProposalInput,
  type DisputeResolutionInput,
  type OpenDisputeInput,
  type PaymentDisputeAnswer,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import type { OrderIds } from '../work/work.repository.ts';
import { orderOpenTo } from '../work/work.service.ts';
import { DAY_MS } from './auto-approval.ts';
import { lockPaymentById, lockPaymentOfOrder, type OrderPaymentRow } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { presentDisputeAnswer } from './payment-disputes.presenter.ts';
import { announceSplitProposal } from './payment-dispute-notices.ts';
import {
  insertDispute,
  insertSplitProposal,
  listSplitProposals,
  lockOpenDispute,
  updateDispute,
  type PaymentDisputeRow,
} from './payment-disputes.repository.ts';
import { decideMoney, moveAfterCommit } from './payment-release.service.ts';
import { requirePayments } from './payments-of.ts';

export const AGREED_SPLIT_REASON = 'Split agreed by the parties';

type Side = 'brand' | 'creator';

/**
 * POST …/payment/dispute: the order's brand or hired creator before the close, and the creator for
 * DISPUTE_AFTER_CLOSE_DAYS after it, on money still held. Freezes it; one open dispute at a time
 * (a cancel after delivery opened one already); the other party and every admin are told.
 */
export async function openDispute(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: OpenDisputeInput,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const side = await partyOf(context, principal, order, true);
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const payment = await lockPaymentOfOrder(tx, order);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noPayment);
    if (await lockOpenDispute(tx, payment.id)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.disputeOpen);
    if (payment.status !== 'held') throw new AppError('CONFLICT', notHeld(payment));
    const dispute = await insertDispute(tx, {
      paymentId: payment.id,
      openedBy: side,
      openerAccountId: principal.accountId,
      reason: body.reason,
      openedAt: now,
    });
    if (!dispute) throw new AppError('CONFLICT', PAYMENT_MESSAGES.disputeOpen);
    const frozen = await changePayment(tx, payment.id, { status: 'frozen' }, now);
    await tellOtherParty(tx, payment, side, 'dispute-opened');
    await announce(tx, { kind: 'dispute-opened', to: EVERY_ADMIN, about: { campaignId: payment.campaignId } });
    return presentDisputeAnswer(frozen, { ...dispute, proposals: [] });
  });
}

/**
 * POST …/payment/dispute/proposal: either party proposes the creator's share. Each proposal is its
 * own row (the history: who offered what, when), the newest stands; the other party is told by
 * notification, e-mail and live event (issue 46), within a quota per order and side.
 */
export async function proposeSplit(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: DisputeProposalInput,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const side = await partyOf(context, principal, order, false);
  const quota = { rule: ACCOUNT_QUOTAS.splitProposalsPerOrder, key: `${order.campaignId}:${order.creatorId}:${side}` };
  const refund = await context.limits.consumeQuotas([quota]);
  return context.db
    .transaction(async (tx) => {
      const now = context.clock.now();
      const { payment, dispute } = await lockFrozen(tx, order);
      if (body.creatorShareMinor > payment.agreedFeeMinor) {
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.shareTooLarge, {
          fields: [{ field: 'creatorShareMinor', message: PAYMENT_MESSAGES.shareTooLarge }],
        });
      }
      await insertSplitProposal(tx, {
        disputeId: dispute.id,
        proposedBy: side,
        proposerAccountId: principal.accountId,
        creatorShareMinor: body.creatorShareMinor,
        createdAt: now,
      });
      const proposed = await updateDispute(tx, dispute.id, {
        proposedShareMinor: body.creatorShareMinor,
        proposedBy: side,
        proposedAt: now,
      });
      await announceSplitProposal(context, tx, payment, { side, shareMinor: body.creatorShareMinor });
      return presentDisputeAnswer(payment, { ...proposed, proposals: await listSplitProposals(tx, dispute.id) });
    })
    .catch(async (error: unknown) => {
      await refund();
      throw error;
    });
}

/**
 * POST …/payment/dispute/accept: the other party accepts the split it names (issue 46); the money
 * moves. A split changed since she read it is refused (409): she accepts only what she saw.
 */
export async function acceptSplit(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: DisputeAcceptInput,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const side = await partyOf(context, principal, order, false);
  const answer = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const { payment, dispute } = await lockFrozen(tx, order);
    const [standing] = await listSplitProposals(tx, dispute.id);
    if (!standing || standing.proposedBy === side) throw new AppError('CONFLICT', SPLIT_MESSAGES.noneToAccept);
    if (standing.id !== body.proposalId) throw new AppError('CONFLICT', SPLIT_MESSAGES.changed);
    return resolve(tx, payment, dispute, {
      share: standing.creatorShareMinor,
      resolution: 'split',
      reason: AGREED_SPLIT_REASON,
      resolverAccountId: principal.accountId,
      releaseReason: 'agreed_split',
      now,
    });
  });
  await moveAfterCommit(context, answer.paymentId)();
  return answer;
}

/**
 * POST /api/admin/payments/{paymentId}/dispute/resolve: an admin's decision on an open dispute,
 * kept on the dispute row with who decided and why (the audit). A release pays the creator the
 * agreed fee less the commission, a refund gives the brand all of it back, a split divides it
 * (settlementOf).
 */
export async function resolveDispute(
  context: AppContext,
  principal: Principal,
  paymentId: string,
  body: DisputeResolutionInput,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const answer = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const payment = await lockPaymentById(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noPayment);
    const dispute = await lockOpenDispute(tx, payment.id);
    if (!dispute || payment.status !== 'frozen') throw new AppError('CONFLICT', PAYMENT_MESSAGES.noDispute);
    const share = shareOfResolution(payment, body);
    return resolve(tx, payment, dispute, {
      share,
      resolution: body.resolution,
      reason: body.reason,
      resolverAccountId: principal.accountId,
      releaseReason: 'dispute',
      now,
    });
  });
  await moveAfterCommit(context, answer.paymentId)();
  return answer;
}

function shareOfResolution(payment: OrderPaymentRow, body: DisputeResolutionInput): number {
  if (body.resolution === 'release') return payment.agreedFeeMinor;
  if (body.resolution === 'refund') return 0;
  const share = body.creatorShareMinor;
  if (share === undefined) {
    throw new AppError('VALIDATION_FAILED', 'A split names the creator’s share.', {
      fields: [{ field: 'creatorShareMinor', message: 'Give the creator’s share' }],
    });
  }
  if (share > payment.agreedFeeMinor) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.shareTooLarge, {
      fields: [{ field: 'creatorShareMinor', message: PAYMENT_MESSAGES.shareTooLarge }],
    });
  }
  return share;
}

type Resolution = {
  share: number;
  resolution: 'release' | 'refund' | 'split';
  reason: string;
  resolverAccountId: string;
  releaseReason: 'dispute' | 'agreed_split';
  now: Date;
};

async function resolve(
  tx: Database,
  payment: OrderPaymentRow,
  dispute: PaymentDisputeRow,
  decision: Resolution,
): Promise<PaymentDisputeAnswer> {
  const resolved = await updateDispute(tx, dispute.id, {
    resolution: decision.resolution,
    resolvedShareMinor: decision.share,
    resolverAccountId: decision.resolverAccountId,
    resolutionReason: decision.reason,
    resolvedAt: decision.now,
  });
  const decided = await decideMoney(tx, payment, decision.share, decision.releaseReason, decision.now);
  const order = { campaignId: payment.campaignId, creatorId: payment.creatorId };
  await announce(tx, {
    kind: 'dispute-resolved',
    to: payment.creatorId,
    about: { ...order, brandId: payment.brandId },
  });
  await announce(tx, { kind: 'dispute-resolved', to: payment.brandId, about: order });
  return presentDisputeAnswer(decided, { ...resolved, proposals: await listSplitProposals(tx, dispute.id) });
}

/**
 * The caller's side of the order (404 to anyone else). Opening needs the order open, or closed less
 * than DISPUTE_AFTER_CLOSE_DAYS ago for its creator: the brand closed it, the creator may contest it.
 */
async function partyOf(context: AppContext, principal: Principal, order: OrderIds, opening: boolean): Promise<Side> {
  const access = await orderOpenTo(context, principal, order);
  const side: Side = principal.type === 'brand' ? 'brand' : 'creator';
  const { closeOutcome, closedAt } = access.entry;
  if (opening && closeOutcome) {
    if (side === 'brand') throw new AppError('CONFLICT', PAYMENT_MESSAGES.closedOrder);
    const until = (closedAt?.getTime() ?? 0) + DISPUTE_AFTER_CLOSE_DAYS * DAY_MS;
    if (context.clock.now().getTime() >= until) throw new AppError('CONFLICT', PAYMENT_MESSAGES.disputeWindowOver);
  }
  return side;
}

async function lockFrozen(tx: Database, order: OrderIds) {
  const payment = await lockPaymentOfOrder(tx, order);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noPayment);
  const dispute = await lockOpenDispute(tx, payment.id);
  if (!dispute || payment.status !== 'frozen') throw new AppError('CONFLICT', PAYMENT_MESSAGES.noDispute);
  return { payment, dispute };
}

async function tellOtherParty(
  tx: Database,
  payment: OrderPaymentRow,
  side: Side,
  kind: 'dispute-opened' | 'dispute-resolved',
): Promise<void> {
  const order = { campaignId: payment.campaignId, creatorId: payment.creatorId };
  if (side === 'brand')
    await announce(tx, { kind, to: payment.creatorId, about: { ...order, brandId: payment.brandId } });
  else await announce(tx, { kind, to: payment.brandId, about: order });
}

/** Why a payment that is not held cannot be disputed (a dispute holds money that is still ours). */
function notHeld(payment: OrderPaymentRow): string {
  if (payment.status === 'frozen') return PAYMENT_MESSAGES.disputeOpen;
  if (payment.status === 'awaiting_payment') return PAYMENT_MESSAGES.awaitingPayment;
  if (payment.status === 'void') return PAYMENT_MESSAGES.closedOrder;
  return PAYMENT_MESSAGES.moneyMoved;
}
