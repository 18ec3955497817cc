import type { AdminPayment, SpendPayment } from '@equicreators/shared';
import type { AdminPaymentRow, SpendPaymentRow } from './money-pages.repository.ts';
import { spendOf } from './money-totals.ts';

/** What the brand reads of its payment: the receipt is theirs; a refund only once it is done. */
export function presentSpendPayment(row: SpendPaymentRow): SpendPayment {
  const { refundedMinor } = spendOf(row);
  return {
    _id: row.id,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    status: row.status,
    currency: row.currency,
    agreedFeeMinor: row.agreedFeeMinor,
    brandFeeMinor: row.brandFeeMinor,
    chargeMinor: row.chargeMinor,
    refundMinor: refundedMinor > 0 ? refundedMinor : null,
    receiptUrl: row.receiptUrl,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function presentAdminPayment(row: AdminPaymentRow): AdminPayment {
  const { dispute } = row;
  return {
    _id: row.id,
    status: row.status,
    currency: row.currency,
    agreedFeeMinor: row.agreedFeeMinor,
    brandFeeMinor: row.brandFeeMinor,
    creatorFeeMinor: row.creatorFeeMinor,
    chargeMinor: row.chargeMinor,
    payoutMinor: row.payoutMinor,
    transferMinor: row.transferMinor,
    refundMinor: row.refundMinor,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    campaign: { _id: row.campaignId, title: row.campaignTitle },
    brand: { _id: row.brandId, name: row.brandName },
    creator: { _id: row.creatorId, name: row.creatorName },
    dispute: dispute
      ? {
          _id: dispute.id,
          reason: dispute.reason,
          openedBy: dispute.openedBy,
          openedAt: dispute.openedAt.toISOString(),
          proposedShareMinor: dispute.proposedShareMinor,
          proposedBy: dispute.proposedBy,
        }
      : null,
  };
}
