import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { findPaymentById } from './order-payments.repository.ts';
import { applyStripePayment } from './payment-checkout.service.ts';
import { paymentsOf } from './payments-of.ts';
import { announceStrayRefund, isStrayPayment, refundStrayPayment } from './payment-stray.ts';
import { readCheckoutSession, readPaymentIntent } from './payment-stripe-read.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The brand's payment of an order (docs/decisions/029): a completed Checkout in payment mode or a
 * succeeded PaymentIntent naming one of our payments. The event gives only the id to read; what is
 * applied is the session, intent and charge as Stripe answers them now. A charge the order cannot
 * take (a stale amount, a second payment, an order closed) is refunded in full.
 */
export const paymentCheckoutEventHandler: StripeEventHandler = {
  types: ['checkout.session.completed', 'payment_intent.succeeded'],
  async prepare(context: AppContext, event: Stripe.Event) {
    const setup = paymentsOf(context);
    if (!setup) return null;
    const object = event.data.object as { id?: unknown; object?: unknown; mode?: unknown; metadata?: unknown };
    if (typeof object.id !== 'string') return null;
    // A subscription's Checkout is billing's; only a payment-mode session can be an order's.
    if (event.type === 'checkout.session.completed' && object.mode !== 'payment') return null;
    const read =
      event.type === 'checkout.session.completed'
        ? await readCheckoutSession(setup.stripe, object.id)
        : await readPaymentIntent(setup.stripe, object.id);
    if (!read || !UUID.test(read.paymentId)) return null;
    const payment = await findPaymentById(context.db, read.paymentId);
    if (!payment) return null;
    if (isStrayPayment(payment, read)) {
      await refundStrayPayment(setup.stripe, read);
      // Both events of one Checkout refund it (one refund); the brand is told from the session's.
      if (event.type !== 'checkout.session.completed') return null;
      return (tx) => announceStrayRefund(context, tx, payment);
    }
    return (tx) => applyStripePayment(context, tx, read);
  },
};
