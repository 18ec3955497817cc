import type { PaymentDisputeAnswer, PaymentDisputeView } from '@equicreators/shared';
import type { OrderPaymentRow } from './order-payments.repository.ts';
import type { ShownDispute } from './payment-disputes.repository.ts';

/**
 * A dispute as the parties see it: who opened it is a side, never an account. The splits proposed
 * are its history, newest first; the standing one's id is what an accept names (issue 46).
 */
export function presentDispute(row: ShownDispute): PaymentDisputeView {
  const standing = row.resolvedAt === null ? (row.proposals[0] ?? null) : null;
  return {
    _id: row.id,
    openedBy: row.openedBy,
    reason: row.reason,
    openedAt: row.openedAt.toISOString(),
    proposedShareMinor: row.proposedShareMinor,
    proposedBy: row.proposedBy,
    proposalId: standing?.id ?? null,
    proposals: row.proposals.map((proposal) => ({
      _id: proposal.id,
      proposedBy: proposal.proposedBy,
      creatorShareMinor: proposal.creatorShareMinor,
      createdAt: proposal.createdAt.toISOString(),
    })),
    resolution: row.resolution,
    resolvedShareMinor: row.resolvedShareMinor,
    resolutionReason: row.resolutionReason,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export function presentDisputeAnswer(payment: OrderPaymentRow, dispute: ShownDispute): PaymentDisputeAnswer {
  return { paymentId: payment.id, status: payment.status, dispute: presentDispute(dispute) };
}
