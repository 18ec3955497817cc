import type Stripe from 'stripe';
import { askStripe } from '../../platform/billing/stripe-client.ts';

/**
 * What Stripe says of an order's Checkout or PaymentIntent, read outside any transaction
 * (docs/decisions/018, 029): never the event's body.
 */
export type StripePaymentRead = {
  paymentId: string;
  /** The session's and the intent's word together: paid in full. */
  paid: boolean;
  /** What was charged, in minor units, and its currency as Stripe writes it (lowercase). */
  amountMinor: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  receiptUrl: string | null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout session of ours (payment mode, naming a payment), its intent and charge; null for any other. */
export async function readCheckoutSession(
  stripe: Stripe,
  sessionId: string,
  options?: Stripe.RequestOptions,
): Promise<StripePaymentRead | null> {
  const session = await askStripe(() => stripe.checkout.sessions.retrieve(sessionId, {}, options));
  const paymentId = session.metadata?.paymentId;
  if (session.mode !== 'payment' || !paymentId) return null;
  const intentId = idOf(session.payment_intent);
  const intent = intentId ? await readPaymentIntent(stripe, intentId, options) : null;
  const sessionPaid = session.payment_status === 'paid';
  // A session and its intent that disagree on the amount are not a payment of this order.
  const agrees = intent !== null && intent.amountMinor === session.amount_total;
  return {
    paymentId,
    paid: sessionPaid && intent !== null && intent.paid && agrees,
    amountMinor: session.amount_total,
    currency: session.currency,
    paymentIntentId: intentId,
    chargeId: intent?.chargeId ?? null,
    receiptUrl: intent?.receiptUrl ?? null,
  };
}

/** A PaymentIntent of ours (its metadata names the payment) and its charge; null for any other. */
export async function readPaymentIntent(
  stripe: Stripe,
  intentId: string,
  options?: Stripe.RequestOptions,
): Promise<StripePaymentRead | null> {
  const intent = await askStripe(() => stripe.paymentIntents.retrieve(intentId, {}, options));
  const paymentId = intent.metadata?.paymentId;
  if (!paymentId) return null;
  const chargeId = idOf(intent.latest_charge);
  const charge = chargeId ? await askStripe(() => stripe.charges.retrieve(chargeId, {}, options)) : null;
  return {
    paymentId,
    paid: intent.status === 'succeeded' && intent.amount_received === intent.amount && charge?.paid === true,
    amountMinor: intent.amount_received,
    currency: intent.currency,
    paymentIntentId: intent.id,
    chargeId,
    receiptUrl: charge?.receipt_url ?? null,
  };
}

/**
 * The refund already made for a payment (its metadata names it) on this intent or charge, if any:
 * Stripe forgets idempotency keys after 24 hours, so a refund whose answer was lost is found here
 * instead of being asked again (which Stripe refuses once the charge is refunded).
 */
export async function findRefundOfPayment(
  stripe: Stripe,
  payment: { id: string; stripePaymentIntentId: string | null; stripeChargeId: string | null },
  options?: Stripe.RequestOptions,
): Promise<string | null> {
  const target = payment.stripePaymentIntentId
    ? { payment_intent: payment.stripePaymentIntentId }
    : { charge: payment.stripeChargeId ?? '' };
  // A charge has few refunds (ours, a stray one, one from the dashboard): every one is read.
  for await (const refund of stripe.refunds.list({ ...target, limit: 100 }, options)) {
    if (refund.metadata?.paymentId === payment.id && refund.status !== 'failed' && refund.status !== 'canceled')
      return refund.id;
  }
  return null;
}
