import type { Database } from '../../db/client.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { updatePayment, type OrderPaymentRow, type PaymentPatch } from './order-payments.repository.ts';

/**
 * Changes a payment the caller holds locked. A change of its state (paid, frozen, releasing,
 * released, refunded…) reaches both parties' open screens as the order's `work` live event with
 * change `payment` once the transaction commits (issue 46), as a submission or a review does.
 */
export async function changePayment(
  tx: Database,
  paymentId: string,
  patch: PaymentPatch,
  now: Date,
): Promise<OrderPaymentRow> {
  const row = await updatePayment(tx, paymentId, patch, now);
  if (patch.status !== undefined) {
    await publishLiveSignal(tx, {
      kind: 'work',
      campaignId: row.campaignId,
      creatorId: row.creatorId,
      change: 'payment',
    });
  }
  return row;
}
