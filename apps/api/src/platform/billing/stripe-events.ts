import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';

/** Work to do once the transaction that applied an event commits (announcements, live signals). */
export type AfterCommit = () => void;

/** Applies what `prepare` read, inside the inbox's short transaction. */
export type EventApplier = (tx: Database) => Promise<AfterCommit | void>;

/**
 * One concern's part of Stripe's webhook (docs/decisions/018, 029): for the event types it names,
 * `prepare` reads from Stripe what the event is about, with no transaction open (a slow Stripe
 * holds no connection or lock), and answers how to apply it, or null when the event is not about
 * anything this product made. The state applied is always Stripe's as read, never the event's body.
 */
export type StripeEventHandler = {
  types: readonly string[];
  prepare(context: AppContext, event: Stripe.Event): Promise<EventApplier | null>;
};
