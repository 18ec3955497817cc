import type { BillingPlan } from '@equicreators/shared';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampTz } from './columns.ts';

/** An account's Stripe customer, created once (the unique keys make a second one impossible). */
export const billingCustomers = pgTable('billing_customers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  /**
   * Reads of this customer's subscriptions from Stripe: numbered when they start (`syncsStarted`),
   * and the number of the latest one written (`syncApplied`), so a read that started earlier never
   * overwrites a later one (the reads run outside any transaction; docs/decisions/018).
   */
  syncsStarted: integer('syncs_started').notNull().default(0),
  syncApplied: integer('sync_applied').notNull().default(0),
});

/**
 * One row per Stripe subscription, overwritten with what Stripe answers each time the customer is
 * synchronised (docs/decisions/018): never patched from an event's body.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    /** Null for a price outside the configured plans. */
    plan: text('plan').$type<BillingPlan>(),
    currentPeriodEnd: timestampTz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Stripe's own times (`created`, `canceled_at`, `ended_at`): which subscription is the latest. Null before 0013. */
    stripeCreatedAt: timestampTz('stripe_created_at'),
    canceledAt: timestampTz('canceled_at'),
    endedAt: timestampTz('ended_at'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_account_id_idx').on(table.accountId)],
);

/** The webhook's inbox: each Stripe event id once, claimed with SKIP LOCKED, marked when applied. */
export const billingEvents = pgTable(
  'billing_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    processedAt: timestampTz('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While set and ahead of the clock, one delivery is applying the event (Stripe is read outside a transaction). */
    claimedUntil: timestampTz('claimed_until'),
  },
  (table) => [index('billing_events_received_at_idx').on(table.receivedAt)],
);
