import { AppError } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { AccessChange } from './billing-access.service.ts';
import { announceAccessChange, billingOf, syncCustomer } from './billing-sync.service.ts';
import { paymentFailedEmail } from './billing.emails.ts';
import {
  claimEvent,
  findAccountOfCustomer,
  findCustomerIdOf,
  insertCustomer,
  insertEvent,
  lockAccount,
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
 * POST /api/billing/webhook (docs/decisions/018): verifies the signature of the raw body, stores
 * the event id in the inbox once, and applies it in a transaction that claims it with SKIP LOCKED,
 * so a retry or a second process never applies it twice. A failure rolls the work back, is noted on
 * the event, and is thrown again, so Stripe hears 500 and delivers again.
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
  try {
    const change = await context.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, event.id))) return null;
      const applied = await applyEvent(context, tx, event);
      await markEventProcessed(tx, event.id, context.clock.now());
      return applied;
    });
    announceAccessChange(context, change);
  } catch (error) {
    await recordEventFailure(context.db, event.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Trusts the event for its customer only; the state comes from Stripe itself (syncCustomer). */
async function applyEvent(context: AppContext, tx: Database, event: Stripe.Event): Promise<AccessChange | null> {
  if (!SYNCING_EVENTS.has(event.type)) return null;
  const object = event.data.object as { customer?: unknown };
  const customerId = customerIdOf(object.customer);
  if (!customerId) return null;
  if (event.type === 'checkout.session.completed') {
    await linkCheckoutCustomer(context, tx, event.data.object, customerId);
  }
  const change = await syncCustomer(context, tx, customerId);
  if (event.type === 'invoice.payment_failed' && change) {
    await queueMail(tx, paymentFailedEmail(change.email, context.config.publicUrl));
  }
  return change;
}

/**
 * A checkout names its account (`client_reference_id`): links the customer to it when neither is
 * linked yet (a customer made outside `startCheckout`); a stored link is never replaced.
 */
async function linkCheckoutCustomer(
  context: AppContext,
  tx: Database,
  session: Stripe.Checkout.Session,
  customerId: string,
): Promise<void> {
  const accountId = session.client_reference_id ?? session.metadata?.accountId ?? null;
  if (!accountId || !isUuid(accountId)) return;
  if (await findAccountOfCustomer(tx, customerId)) return;
  if (!(await lockAccount(tx, accountId)) || (await findCustomerIdOf(tx, accountId))) return;
  await insertCustomer(tx, { accountId, stripeCustomerId: customerId, createdAt: context.clock.now() });
}

function customerIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
