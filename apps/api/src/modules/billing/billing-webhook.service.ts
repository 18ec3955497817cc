import { AppError } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import {
  announceAccessChange,
  applyCustomerRead,
  billingOf,
  readCustomer,
  type CustomerRead,
} from './billing-sync.service.ts';
import { paymentFailedEmail } from './billing.emails.ts';
import {
  claimEvent,
  insertEvent,
  lockUnprocessedEvent,
  markEventProcessed,
  recordEventFailure,
} from './billing.repository.ts';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature does not match, or its timestamp is too old.',
} as const;

/** Events that change a customer's subscriptions; any other type is stored and marked processed. */
const SYNCING_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * How long one delivery may hold an event while it reads Stripe and applies it: beyond the
 * background client's worst case (three 15 s tries), so a live claim never lapses under its holder.
 */
const CLAIM_MS = 2 * 60_000;

/**
 * POST /api/billing/webhook (docs/decisions/018): verifies the signature of the raw body, stores
 * the event id in the inbox once, and claims it (a retry or a second process finds it claimed or
 * done and answers 200). Stripe is read with no transaction open; the read is applied in a short
 * transaction that checks the event is still unprocessed and marks it. A failure is noted on the
 * event, releases the claim, and is thrown again, so Stripe hears an error and delivers again.
 */
export async function receiveWebhook(context: AppContext, payload: Buffer, signature: string | undefined) {
  const { stripe, config } = billingOf(context);
  if (!signature) throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.missingSignature);
  const now = context.clock.now();
  let event: Stripe.Event;
  try {
    // Tolerance: Stripe's default five minutes, against the app's clock (the SDK takes milliseconds).
    event = stripe.webhooks.constructEvent(payload, signature, config.webhookSecret, 300, undefined, now.getTime());
  } catch {
    throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.badSignature);
  }
  await insertEvent(context.db, { eventId: event.id, type: event.type, receivedAt: now });
  if (!(await claimEvent(context.db, event.id, now, new Date(now.getTime() + CLAIM_MS)))) return;
  try {
    const read = await readEventCustomer(context, event);
    const change = await context.db.transaction(async (tx) => {
      if (!(await lockUnprocessedEvent(tx, event.id))) return null;
      const applied = read ? await applyCustomerRead(context, tx, read) : null;
      if (event.type === 'invoice.payment_failed' && applied) {
        await queueMail(tx, paymentFailedEmail(applied.email, context.config.publicUrl));
      }
      await markEventProcessed(tx, event.id, context.clock.now());
      return applied;
    });
    announceAccessChange(context, change);
  } catch (error) {
    await recordEventFailure(context.db, event.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Trusts the event for its customer id only, and only for a customer this product created for an
 * account (stored by `ensureCustomer`): a checkout's `client_reference_id` or metadata never links
 * a customer to an account. The state itself is read from Stripe, never taken from the event.
 */
async function readEventCustomer(context: AppContext, event: Stripe.Event): Promise<CustomerRead | null> {
  if (!SYNCING_EVENTS.has(event.type)) return null;
  const object = event.data.object as { customer?: unknown };
  const customerId = customerIdOf(object.customer);
  return customerId ? readCustomer(context, customerId) : null;
}

function customerIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}
