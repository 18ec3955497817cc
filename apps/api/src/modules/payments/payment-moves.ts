import type { PaymentStatus } from '@equicreators/shared';
import type { OrderPaymentRow } from './order-payments.repository.ts';

/**
 * What is left to move of a payment the parties or an admin decided (pure, so both the engine and
 * its tests read the same rule). A transfer goes first, then the refund; a payment whose moves are
 * all recorded ends released, refunded, or settled when it made both.
 */
export type PendingMove = 'transfer' | 'refund';

export function nextMoveOf(payment: OrderPaymentRow): PendingMove | null {
  if ((payment.transferMinor ?? 0) > 0 && !payment.stripeTransferId) return 'transfer';
  if ((payment.refundMinor ?? 0) > 0 && !payment.stripeRefundId) return 'refund';
  return null;
}

/** The status a payment reads with its moves as recorded: on its way, or its end. */
export function statusAfterMoves(payment: OrderPaymentRow): PaymentStatus {
  const next = nextMoveOf(payment);
  if (next === 'transfer') return 'releasing';
  if (next === 'refund') return 'refunding';
  const transferred = (payment.transferMinor ?? 0) > 0;
  const refunded = (payment.refundMinor ?? 0) > 0;
  if (transferred && refunded) return 'settled';
  return transferred ? 'released' : 'refunded';
}

/** The money of a payment as the shared rules read it. */
export function amountsOf(payment: OrderPaymentRow) {
  return {
    currency: payment.currency,
    agreedFeeMinor: payment.agreedFeeMinor,
    brandFeeMinor: payment.brandFeeMinor,
    creatorFeeMinor: payment.creatorFeeMinor,
    chargeMinor: payment.chargeMinor,
    payoutMinor: payment.payoutMinor,
  };
}
