import { AppError } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { AfterCommit, EventApplier, StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { billingOf } from '../billing/billing-sync.service.ts';
import {
  claimEvent,
  insertEvent,
  lockUnprocessedEvent,
  markEventProcessed,
  recordEventFailure,
} from '../billing/billing.repository.ts';
import { STRIPE_EVENT_HANDLERS } from './stripe-event-handlers.ts';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature does not match, or its timestamp is too old.',
} as const;

/**
 * How long one delivery may hold an event while it reads Stripe and applies it: beyond the
 * background client's worst case (three 15 s tries), so a live claim never lapses under its holder.
 */
const CLAIM_MS = 2 * 60_000;

/**
 * POST /api/billing/webhook (docs/decisions/018): verifies the signature of the raw body (with the
 * main endpoint's secret, or a Connect endpoint's), stores the event id in the inbox once, and
 * claims it (a retry or a second process finds it claimed or done and answers 200). Each handler
 * of its type reads Stripe with no transaction open; what they read is applied in one short
 * transaction that checks the event is still unprocessed and marks it. A failure is noted on the
 * event, releases the claim, and is thrown again, so Stripe hears an error and delivers again.
 */
export async function receiveWebhook(
  context: AppContext,
  payload: Buffer,
  signature: string | undefined,
  handlers: readonly StripeEventHandler[] = STRIPE_EVENT_HANDLERS,
) {
  const { stripe, config } = billingOf(context);
  if (!signature) throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.missingSignature);
  const now = context.clock.now();
  const event = verifiedEvent(
    stripe,
    payload,
    signature,
    context.config.payments?.webhookSecrets ?? [config.webhookSecret],
    now,
  );
  await insertEvent(context.db, { eventId: event.id, type: event.type, receivedAt: now });
  if (!(await claimEvent(context.db, event.id, now, new Date(now.getTime() + CLAIM_MS)))) return;
  try {
    const appliers: EventApplier[] = [];
    for (const handler of handlers) {
      if (!handler.types.includes(event.type)) continue;
      const applier = await handler.prepare(context, event);
      if (applier) appliers.push(applier);
    }
    const afterCommit = await context.db.transaction(async (tx) => {
      if (!(await lockUnprocessedEvent(tx, event.id))) return [];
      const after: AfterCommit[] = [];
      for (const apply of appliers) {
        const then = await apply(tx);
        if (then) after.push(then);
      }
      await markEventProcessed(tx, event.id, context.clock.now());
      return after;
    });
    for (const then of afterCommit) then();
  } catch (error) {
    await recordEventFailure(context.db, event.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** The event, if one of the secrets signed it within Stripe's default five minutes of the app's clock. */
function verifiedEvent(stripe: Stripe, payload: Buffer, signature: string, secrets: readonly string[], now: Date) {
  for (const secret of secrets) {
    try {
      // The SDK takes the current time in milliseconds.
      return stripe.webhooks.constructEvent(payload, signature, secret, 300, undefined, now.getTime());
    } catch {
      // The next secret, if any.
    }
  }
  throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.badSignature);
}
