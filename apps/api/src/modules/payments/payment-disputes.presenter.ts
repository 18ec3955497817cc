import type { PaymentDisputeAnswer, PaymentDisputeView } from '@equicreators/shared';
import type { OrderPaymentRow } from './order-payments.repository.ts';
import type { PaymentDisputeRow } from './payment-disputes.repository.ts';

/** A dispute as the parties see it: who opened it is a side, never an account. */
export function presentDispute(row: PaymentDisputeRow): PaymentDisputeView {
  return {
    _id: row.id,
    openedBy: row.openedBy,
    reason: row.reason,
    openedAt: row.openedAt.toISOString(),
    proposedShareMinor: row.proposedShareMinor,
    proposedBy: row.proposedBy,
    resolution: row.resolution,
    resolvedShareMinor: row.resolvedShareMinor,
    resolutionReason: row.resolutionReason,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export function presentDisputeAnswer(payment: OrderPaymentRow, dispute: PaymentDisputeRow): PaymentDisputeAnswer {
  return { paymentId: payment.id, status: payment.status, dispute: presentDispute(dispute) };
}
