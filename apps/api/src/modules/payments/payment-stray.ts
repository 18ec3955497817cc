import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { askStripe } from '../../platform/billing/stripe-client.ts';
import { announce } from '../notifications/notification-events.ts';
import type { OrderPaymentRow } from './order-payments.repository.ts';
import type { StripePaymentRead } from './payment-stripe-read.ts';

/**
 * Money Stripe took for an order that this payment cannot take (docs/decisions/029): a Checkout
 * paid at an amount the order no longer asks (its fee changed), or a second charge for an order
 * already paid or closed. It is not ours to keep.
 */
export function isStrayPayment(payment: OrderPaymentRow, read: StripePaymentRead): boolean {
  if (!read.paid || read.paymentIntentId === null || read.paymentIntentId === payment.stripePaymentIntentId) {
    return false;
  }
  const asked = read.amountMinor === payment.chargeMinor && read.currency?.toUpperCase() === payment.currency;
  return payment.status !== 'awaiting_payment' || !asked;
}

/**
 * Gives a stray charge back in full, outside any transaction: one refund whatever the number of
 * events or deliveries (the key, and a charge already refunded is left alone once Stripe has
 * forgotten the key). A failure throws, so Stripe delivers the event again.
 */
export async function refundStrayPayment(stripe: Stripe, read: StripePaymentRead): Promise<void> {
  if (!read.paymentIntentId || !read.chargeId) return;
  const chargeId = read.chargeId;
  const charge = await askStripe(() => stripe.charges.retrieve(chargeId));
  if (charge.refunded) return;
  await askStripe(() =>
    stripe.refunds.create(
      { payment_intent: read.paymentIntentId ?? '', metadata: { paymentId: read.paymentId, reason: 'stray' } },
      { idempotencyKey: `stray-${read.paymentIntentId ?? ''}` },
    ),
  );
}

/** Tells the brand its stray payment went back (once: from the Checkout's own event). */
export async function announceStrayRefund(context: AppContext, tx: Database, payment: OrderPaymentRow) {
  context.logger.warn({ paymentId: payment.id }, 'A stray payment of an order was refunded in full');
  await announce(tx, {
    kind: 'payment-refunded',
    to: payment.brandId,
    about: { campaignId: payment.campaignId, creatorId: payment.creatorId },
  });
}
