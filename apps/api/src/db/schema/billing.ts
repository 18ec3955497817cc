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
  },
  (table) => [index('billing_events_received_at_idx').on(table.receivedAt)],
);
