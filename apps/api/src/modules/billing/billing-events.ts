import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { announceAccessChange, applyCustomerRead, readCustomer } from './billing-sync.service.ts';
import { paymentFailedEmail } from './billing.emails.ts';

/** Events that change a customer's subscriptions. */
const SYNCING_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * Subscriptions (docs/decisions/018): trusts the event for its customer id only, and only for a
 * customer this product created for an account (stored by `ensureCustomer`): a checkout's
 * `client_reference_id` or metadata never links a customer to an account. The state itself is read
 * from Stripe, never taken from the event.
 */
export const billingEventHandler: StripeEventHandler = {
  types: SYNCING_EVENTS,
  async prepare(context: AppContext, event: Stripe.Event) {
    const object = event.data.object as { customer?: unknown };
    const customerId = customerIdOf(object.customer);
    const read = customerId ? await readCustomer(context, customerId) : null;
    if (!read) return null;
    return async (tx) => {
      const applied = await applyCustomerRead(context, tx, read);
      if (event.type === 'invoice.payment_failed' && applied) {
        await queueMail(tx, paymentFailedEmail(applied.email, context.config.publicUrl));
      }
      return () => announceAccessChange(context, applied);
    };
  },
};

function customerIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}
