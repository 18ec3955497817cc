import type { OrderPaymentView } from '@equicreators/shared';
import type { OrderPaymentRow } from './order-payments.repository.ts';
import type { ShownDispute } from './payment-disputes.repository.ts';
import { presentDispute } from './payment-disputes.presenter.ts';

export type PaymentViewer = 'brand' | 'creator' | 'admin';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An order's payment as its brand, its creator or an admin sees it. The card receipt is the
 * brand's (and the admins'); Stripe's ids and the claim stay on the server.
 */
export function presentOrderPayment(
  row: OrderPaymentRow,
  dispute: ShownDispute | null,
  viewer: PaymentViewer,
  autoApproveAt: string | null = null,
): OrderPaymentView {
  return {
    _id: row.id,
    status: row.status,
    currency: row.currency,
    agreedFeeMinor: row.agreedFeeMinor,
    brandFeeMinor: row.brandFeeMinor,
    creatorFeeMinor: row.creatorFeeMinor,
    chargeMinor: row.chargeMinor,
    payoutMinor: row.payoutMinor,
    chargeDueAt: row.chargeDueAt.toISOString(),
    paidAt: iso(row.paidAt),
    receiptUrl: viewer === 'creator' ? null : row.receiptUrl,
    transferMinor: row.transferMinor,
    releasedAt: iso(row.releasedAt),
    refundMinor: row.refundMinor,
    refundedAt: iso(row.refundedAt),
    autoApproveAt,
    dispute: dispute ? presentDispute(dispute) : null,
  };
}
