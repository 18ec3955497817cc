import {
  CURRENCIES,
  DISPUTE_OPENERS,
  DISPUTE_RESOLUTIONS,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  RELEASE_REASONS,
  type Currency,
  type DisputeOpener,
  type DisputeResolution,
  type PaymentStatus,
  type PayoutStatus,
  type ReleaseReason,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaignEntries } from './campaigns.ts';
import { auditTimestamps, isOneOf, timestampTz } from './columns.ts';

/**
 * Paid through the platform (issue 32, docs/decisions/029). Every row here is overwritten from what
 * Stripe answers (a verified webhook or a sync that reads Stripe), never from an event's body, and
 * money is integer minor units beside its currency.
 */

/** A creator's Stripe Connect Express account, created once, and what Stripe last said it allows. */
export const creatorPayoutAccounts = pgTable(
  'creator_payout_accounts',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull().unique(),
    status: text('status').$type<PayoutStatus>().notNull().default('not_started'),
    /** Stripe's `requirements.currently_due`: what the creator still has to give. */
    currentlyDue: text('currently_due')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledReason: text('disabled_reason'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** Reads of the account from Stripe, numbered when they start, and the latest one written (as billing_customers). */
    syncsStarted: integer('syncs_started').notNull().default(0),
    syncApplied: integer('sync_applied').notNull().default(0),
    ...auditTimestamps(),
  },
  (table) => [check('creator_payout_accounts_status_check', isOneOf(table.status, PAYOUT_STATUSES))],
);

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The payment of one order (a campaign and its hired creator) when its deal is paid through the
 * platform: created at the hire with the fees computed once, then moved by Stripe's answers.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('awaiting_payment'),
    currency: text('currency').$type<Currency>().notNull(),
    agreedFeeMinor: money('agreed_fee_minor').notNull(),
    brandFeeMinor: money('brand_fee_minor').notNull(),
    creatorFeeMinor: money('creator_fee_minor').notNull(),
    chargeMinor: money('charge_minor').notNull(),
    payoutMinor: money('payout_minor').notNull(),
    /** The order_deals version whose fee this prices. */
    dealVersion: integer('deal_version').notNull(),
    /** From when the brand may pay: the hire, or the content window's start for long work (HOLD_LIMIT_DAYS). */
    chargeDueAt: timestampTz('charge_due_at').notNull(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeChargeId: text('stripe_charge_id').unique(),
    receiptUrl: text('receipt_url'),
    paidAt: timestampTz('paid_at'),
    /** Why and when the creator is to be paid; `creatorShareMinor` is the part of the agreed fee they are owed. */
    releaseReason: text('release_reason').$type<ReleaseReason>(),
    releaseRequestedAt: timestampTz('release_requested_at'),
    creatorShareMinor: money('creator_share_minor'),
    transferMinor: money('transfer_minor'),
    stripeTransferId: text('stripe_transfer_id').unique(),
    releasedAt: timestampTz('released_at'),
    refundMinor: money('refund_minor'),
    stripeRefundId: text('stripe_refund_id').unique(),
    refundedAt: timestampTz('refunded_at'),
    /** While ahead of the clock, one process is moving this payment's money (Stripe is called outside a transaction). */
    claimedUntil: timestampTz('claimed_until'),
    lastError: text('last_error'),
    /** The brand's reminders that waiting versions will count as approved: how many, for the wait that began when. */
    reviewRemindersSent: integer('review_reminders_sent').notNull().default(0),
    reviewWaitSince: timestampTz('review_wait_since'),
    /** Reads of the checkout and charge from Stripe, as creator_payout_accounts. */
    syncsStarted: integer('syncs_started').notNull().default(0),
    syncApplied: integer('sync_applied').notNull().default(0),
    ...auditTimestamps(),
  },
  (table) => [
    foreignKey({
      name: 'order_payments_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    uniqueIndex('order_payments_order_idx').on(table.campaignId, table.creatorId),
    index('order_payments_creator_id_idx').on(table.creatorId, table.createdAt),
    index('order_payments_brand_id_idx').on(table.brandId, table.createdAt),
    // The release and refund sweep reads only payments with money still to move.
    index('order_payments_moving_idx')
      .on(table.status)
      .where(sql`${table.status} in ('releasing', 'refunding')`),
    check('order_payments_status_check', isOneOf(table.status, PAYMENT_STATUSES)),
    check('order_payments_currency_check', isOneOf(table.currency, CURRENCIES)),
    check('order_payments_release_reason_check', isOneOf(table.releaseReason, RELEASE_REASONS)),
    check(
      'order_payments_amounts_check',
      sql`${table.agreedFeeMinor} > 0 and ${table.brandFeeMinor} >= 0 and ${table.creatorFeeMinor} >= 0 and ${table.chargeMinor} = ${table.agreedFeeMinor} + ${table.brandFeeMinor} and ${table.payoutMinor} = ${table.agreedFeeMinor} - ${table.creatorFeeMinor}`,
    ),
    check(
      'order_payments_share_check',
      sql`${table.creatorShareMinor} is null or (${table.creatorShareMinor} >= 0 and ${table.creatorShareMinor} <= ${table.agreedFeeMinor})`,
    ),
  ],
);

/**
 * A dispute on an order's payment, and its resolution: the audit row of who opened it, why, who
 * decided, what and why. While one is open the payment is frozen; one open dispute per payment.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by').$type<DisputeOpener>().notNull(),
    openerAccountId: uuid('opener_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** A chargeback's Stripe dispute id (`dp_…`). */
    stripeDisputeId: text('stripe_dispute_id').unique(),
    openedAt: timestampTz('opened_at').notNull().defaultNow(),
    /** A split one party proposes (the creator's share of the agreed fee) and the other may accept. */
    proposedShareMinor: money('proposed_share_minor'),
    proposedBy: text('proposed_by').$type<'brand' | 'creator'>(),
    proposedAt: timestampTz('proposed_at'),
    resolution: text('resolution').$type<DisputeResolution>(),
    resolvedShareMinor: money('resolved_share_minor'),
    resolverAccountId: uuid('resolver_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    resolutionReason: text('resolution_reason'),
    resolvedAt: timestampTz('resolved_at'),
  },
  (table) => [
    uniqueIndex('payment_disputes_open_idx')
      .on(table.paymentId)
      .where(sql`${table.resolvedAt} is null`),
    index('payment_disputes_opened_at_idx').on(table.openedAt),
    check('payment_disputes_opened_by_check', isOneOf(table.openedBy, DISPUTE_OPENERS)),
    check('payment_disputes_resolution_check', isOneOf(table.resolution, DISPUTE_RESOLUTIONS)),
    check('payment_disputes_proposed_by_check', isOneOf(table.proposedBy, ['brand', 'creator'])),
    check('payment_disputes_resolved_check', sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`),
  ],
);

/**
 * Every split proposed in a dispute, each its own row (issue 46): who offered what share, when.
 * The newest row of a dispute is the standing proposal; an accept names the row it accepts, so a
 * proposal changed between the other party's reading and her click is refused, not accepted.
 */
export const paymentDisputeProposals = pgTable(
  'payment_dispute_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => paymentDisputes.id, { onDelete: 'cascade' }),
    proposedBy: text('proposed_by').$type<'brand' | 'creator'>().notNull(),
    proposerAccountId: uuid('proposer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 1, 2, 3… within the dispute, written under the payment's lock: the highest stands (two may share an instant). */
    number: integer('number').notNull(),
    creatorShareMinor: money('creator_share_minor').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_dispute_proposals_dispute_id_number_idx').on(table.disputeId, table.number),
    check('payment_dispute_proposals_proposed_by_check', isOneOf(table.proposedBy, ['brand', 'creator'])),
    check('payment_dispute_proposals_share_check', sql`${table.creatorShareMinor} >= 0`),
  ],
);
