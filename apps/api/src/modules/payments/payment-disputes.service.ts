import {
  AppError,
  PAYMENT_MESSAGES,
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
import {
  lockPaymentById,
  lockPaymentOfOrder,
  updatePayment,
  type OrderPaymentRow,
} from './order-payments.repository.ts';
import { presentDisputeAnswer } from './payment-disputes.presenter.ts';
import {
  insertDispute,
  lockOpenDispute,
  updateDispute,
  type PaymentDisputeRow,
} from './payment-disputes.repository.ts';
import { decideMoney, moveAfterCommit } from './payment-release.service.ts';
import { requirePayments } from './payments-of.ts';

export const AGREED_SPLIT_REASON = 'Split agreed by the parties';

type Side = 'brand' | 'creator';

/**
 * POST …/payment/dispute: the order's brand or hired creator, before the close, on a paid payment
 * (held). Freezes it; one open dispute at a time; the other party and every admin are told.
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
    const frozen = await updatePayment(tx, payment.id, { status: 'frozen' }, now);
    await tellOtherParty(tx, payment, side, 'dispute-opened');
    await announce(tx, { kind: 'dispute-opened', to: EVERY_ADMIN, about: { campaignId: payment.campaignId } });
    return presentDisputeAnswer(frozen, dispute);
  });
}

/** POST …/payment/dispute/proposal: either party proposes the creator's share; a new one replaces the last. */
export async function proposeSplit(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: DisputeProposalInput,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const side = await partyOf(context, principal, order, false);
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const { payment, dispute } = await lockFrozen(tx, order);
    if (body.creatorShareMinor > payment.agreedFeeMinor) {
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.shareTooLarge, {
        fields: [{ field: 'creatorShareMinor', message: PAYMENT_MESSAGES.shareTooLarge }],
      });
    }
    const proposed = await updateDispute(tx, dispute.id, {
      proposedShareMinor: body.creatorShareMinor,
      proposedBy: side,
      proposedAt: now,
    });
    return presentDisputeAnswer(payment, proposed);
  });
}

/** POST …/payment/dispute/accept: the other party accepts the standing proposal; the money moves. */
export async function acceptSplit(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
): Promise<PaymentDisputeAnswer> {
  requirePayments(context);
  const side = await partyOf(context, principal, order, false);
  const answer = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const { payment, dispute } = await lockFrozen(tx, order);
    if (dispute.proposedShareMinor === null || dispute.proposedBy === null || dispute.proposedBy === side) {
      throw new AppError('CONFLICT', 'There is no split proposed by the other party to accept.');
    }
    return resolve(tx, payment, dispute, {
      share: dispute.proposedShareMinor,
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
  return presentDisputeAnswer(decided, resolved);
}

/** The caller's side of the order (404 to anyone else); opening also needs the order still open. */
async function partyOf(context: AppContext, principal: Principal, order: OrderIds, opening: boolean): Promise<Side> {
  const access = await orderOpenTo(context, principal, order);
  if (opening && access.entry.closeOutcome) throw new AppError('CONFLICT', PAYMENT_MESSAGES.closedOrder);
  return principal.type === 'brand' ? 'brand' : 'creator';
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

function notHeld(payment: OrderPaymentRow): string {
  if (payment.status === 'frozen') return PAYMENT_MESSAGES.disputeOpen;
  if (payment.status === 'awaiting_payment') return PAYMENT_MESSAGES.awaitingPayment;
  return 'This payment is no longer held: a dispute can only be opened while the money is held.';
}
