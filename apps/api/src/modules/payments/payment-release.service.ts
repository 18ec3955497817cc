import { AUTO_APPROVE_DAYS, settlementOf, type ReleaseReason } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { BUYER_WAITS } from '../../platform/billing/stripe-client.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import type { AfterClose, OrderClosed } from '../work/work-close-hooks.ts';
import { lockDeliverables } from '../work/work-writes.repository.ts';
import { lockPaymentOfOrder, type OrderPaymentRow } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { DAY_MS, reviewWaitSinceOf } from './auto-approval.ts';
import { readWorkOfOrder } from './auto-approval.repository.ts';
import { insertDispute } from './payment-disputes.repository.ts';
import { amountsOf } from './payment-moves.ts';
import { moveCreatorsWaitingPayments, movePayment } from './payment-moves.service.ts';
import { paymentsOf } from './payments-of.ts';

export const CANCELLED_AFTER_APPROVAL =
  'Cancelled after some work was approved: the parties agree a split, or an admin decides';
export const CANCELLED_AFTER_DELIVERY =
  'Cancelled with work delivered and waiting for review: the parties agree a split, or an admin decides';

/**
 * Sends what waits for this creator's payouts (payments `releasing` with no transfer yet), now
 * that their connected account may receive transfers (called by the account.updated handler).
 */
export async function releaseWaitingPayments(context: AppContext, creatorAccountId: string): Promise<void> {
  if (!paymentsOf(context)) return;
  await moveCreatorsWaitingPayments(context, creatorAccountId);
}

/**
 * Decides a payment's money as a split at `creatorShareMinor` of the agreed fee (the agreed fee:
 * all of it released; 0: all of it refunded), in the caller's transaction with the payment locked.
 * The moves start after it commits.
 */
export async function decideMoney(
  tx: Database,
  payment: OrderPaymentRow,
  creatorShareMinor: number,
  releaseReason: ReleaseReason | null,
  now: Date,
): Promise<OrderPaymentRow> {
  const split = settlementOf(amountsOf(payment), creatorShareMinor);
  return changePayment(
    tx,
    payment.id,
    {
      status: split.transferMinor > 0 ? 'releasing' : 'refunding',
      releaseReason: split.transferMinor > 0 ? releaseReason : null,
      releaseRequestedAt: split.transferMinor > 0 ? now : null,
      creatorShareMinor,
      transferMinor: split.transferMinor,
      refundMinor: split.refundMinor,
      lastError: null,
    },
    now,
  );
}

/** Starts the moves of a decided payment after its transaction committed; a failure is the sweep's. */
export function moveAfterCommit(context: AppContext, paymentId: string): AfterClose {
  return async () => {
    // Decided and committed: whatever goes wrong now, the sweep moves it later.
    await movePayment(context, paymentId, BUYER_WAITS).catch((error: unknown) => {
      context.logger.error({ err: error, paymentId }, 'A decided payment move failed; the sweep retries');
    });
  };
}

/**
 * The payment's part of a close (registered with work's close hooks in app.ts), in the close's
 * transaction with the order's entry locked, which a review, a submission and the auto-approval
 * take first too: whichever commits first, the other sees it. Completed: the creator is paid the
 * agreed fee less the commission. Cancelled: unpaid, void; paid with nothing approved or delivered,
 * all of it back to the brand; paid after some work was approved or with a version waiting for
 * review (delivered: the brand has it), frozen by a dispute the parties or an admin settle; once
 * the auto-approval was due, the waiting versions count as approved and the creator is paid (a
 * cancel never outruns the sweep). A frozen payment stays as it is.
 */
export async function paymentOnClose(
  context: AppContext,
  tx: Database,
  { order, outcome, now }: OrderClosed,
): Promise<AfterClose | null> {
  const payment = await lockPaymentOfOrder(tx, order);
  if (!payment) return null;
  if (payment.status === 'awaiting_payment') {
    await changePayment(tx, payment.id, { status: 'void' }, now);
    return null;
  }
  if (payment.status !== 'held') return null;
  if (outcome === 'completed') {
    await decideMoney(tx, payment, payment.agreedFeeMinor, 'approved', now);
    return moveAfterCommit(context, payment.id);
  }
  const approved = (await lockDeliverables(tx, order)).some((deliverable) => deliverable.status === 'approved');
  const work = await readWorkOfOrder(tx, order);
  const since = reviewWaitSinceOf(work);
  if (since && now.getTime() - since.getTime() >= AUTO_APPROVE_DAYS * DAY_MS) {
    await decideMoney(tx, payment, payment.agreedFeeMinor, 'auto_approved', now);
    return moveAfterCommit(context, payment.id);
  }
  const delivered = work.submissions.some((submission) => submission.status === 'pending');
  if (!approved && !delivered) {
    await decideMoney(tx, payment, 0, null, now);
    return moveAfterCommit(context, payment.id);
  }
  await insertDispute(tx, {
    paymentId: payment.id,
    openedBy: 'system',
    reason: approved ? CANCELLED_AFTER_APPROVAL : CANCELLED_AFTER_DELIVERY,
    openedAt: now,
  });
  await changePayment(tx, payment.id, { status: 'frozen' }, now);
  await announce(tx, { kind: 'dispute-opened', to: EVERY_ADMIN, about: { campaignId: order.campaignId } });
  await announce(tx, { kind: 'dispute-opened', to: order.creatorId, about: { ...order, brandId: payment.brandId } });
  await announce(tx, { kind: 'dispute-opened', to: payment.brandId, about: order });
  return null;
}
