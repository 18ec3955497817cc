import {
  DEAL_PROPOSERS,
  DEAL_VERSION_STATUSES,
  DELIVERABLE_STATUSES,
  RATER_TYPES,
  SUBMISSION_STATUSES,
  type DealProposer,
  type DealTerms,
  type DealVersionStatus,
  type DeliverableStatus,
  type RaterType,
  type SubmissionStatus,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaignEntries } from './campaigns.ts';
import { auditTimestamps, isOneOf, timestampTz } from './columns.ts';
import { messages } from './messages.ts';

/**
 * The work of one order (a campaign and its hired creator) after the hire (issue 22,
 * docs/decisions/022). The order itself is the campaign entry: its close lives there.
 */

/**
 * One deliverable of an order, copied from the campaign's plan at the hire and adjustable by the
 * brand until the first submission. `status` is written in the same transaction as the submission
 * or review that moves it, under this row's lock, so a decision and a new version never cross.
 */
export const orderDeliverables = pgTable(
  'order_deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    quantity: integer('quantity'),
    dueAt: timestampTz('due_at'),
    status: text('status').$type<DeliverableStatus>().notNull().default('not_started'),
    /** How many times the brand asked for changes. */
    revisionRound: integer('revision_round').notNull().default(0),
    approvedAt: timestampTz('approved_at'),
    /**
     * The last reminder of each kind sent: 48 hours before the due date, and once it is overdue. A
     * moved due date (`dueChangedAt` after it) earns that kind again, a day after the last at the
     * earliest, so edits never send more than one of each a day (issue 28).
     */
    dueSoonNoticeAt: timestampTz('due_soon_notice_at'),
    overdueNoticeAt: timestampTz('overdue_notice_at'),
    /** When the brand last moved the due date (null: as the hire set it). */
    dueChangedAt: timestampTz('due_changed_at'),
    ...auditTimestamps(),
  },
  (table) => [
    foreignKey({
      name: 'order_deliverables_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    index('order_deliverables_order_idx').on(table.campaignId, table.creatorId, table.position),
    // The reminder sweep reads deliverables with a due date that are not approved yet.
    index('order_deliverables_due_at_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null and ${table.status} <> 'approved'`),
    index('order_deliverables_creator_id_idx').on(table.creatorId),
    check('order_deliverables_status_check', isOneOf(table.status, DELIVERABLE_STATUSES)),
    check('order_deliverables_quantity_check', sql`${table.quantity} is null or ${table.quantity} > 0`),
    check('order_deliverables_revision_round_check', sql`${table.revisionRound} >= 0`),
  ],
);

/**
 * A brand's review: one decision taken at once on one or more submissions (the thread message that
 * shows it carries the badge). Each submission it decided points back to it.
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    reviewerAccountId: uuid('reviewer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'order_reviews_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    index('order_reviews_order_idx').on(table.campaignId, table.creatorId, table.createdAt),
    index('order_reviews_message_id_idx').on(table.messageId),
    index('order_reviews_reviewer_account_id_idx').on(table.reviewerAccountId),
  ],
);

/**
 * One version of a deliverable: its files are the attachments of the thread message that shows it
 * (`message_id`), so they share the messages' pipeline, limits and signed addresses.
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => orderDeliverables.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    /** 1, 2, 3… per deliverable. */
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    postUrl: text('post_url'),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    status: text('status').$type<SubmissionStatus>().notNull().default('pending'),
    reviewId: uuid('review_id').references(() => orderReviews.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    /** When the brand was reminded that it waits for review (once). */
    reviewReminderAt: timestampTz('review_reminder_at'),
    /**
     * Consent to show this work in the creator's media kit portfolio (issue 33): the creator's,
     * given at submission, and the brand's, given at approval. Shown only with both; either side
     * may take theirs back.
     */
    creatorShowcaseConsent: boolean('creator_showcase_consent').notNull().default(false),
    brandShowcaseConsent: boolean('brand_showcase_consent').notNull().default(false),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'order_submissions_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    uniqueIndex('order_submissions_deliverable_version_unique').on(table.deliverableId, table.version),
    index('order_submissions_order_idx').on(table.campaignId, table.creatorId),
    index('order_submissions_message_id_idx').on(table.messageId),
    index('order_submissions_review_id_idx').on(table.reviewId),
    // A media kit's portfolio: the creator's approved work that both sides agreed to show.
    index('order_submissions_showcase_idx')
      .on(table.creatorId, table.reviewedAt)
      .where(sql`${table.creatorShowcaseConsent} and ${table.brandShowcaseConsent} and ${table.status} = 'approved'`),
    // The review-reminder sweep reads pending submissions by age.
    index('order_submissions_pending_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('order_submissions_status_check', isOneOf(table.status, SUBMISSION_STATUSES)),
    check('order_submissions_version_check', sql`${table.version} > 0`),
  ],
);

/**
 * One side's rating of the other after a completed close: one per side per order. The ratee's
 * average (creator_profiles / brand_profiles rating_count and rating_sum) is recomputed in the
 * same transaction as any change here, over the visible (not hidden) ratings.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    raterType: text('rater_type').$type<RaterType>().notNull(),
    raterAccountId: uuid('rater_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rateeAccountId: uuid('ratee_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    review: text('review').notNull().default(''),
    hiddenAt: timestampTz('hidden_at'),
    /**
     * Ratings are blind (issue 46): null while withheld from the ratee and from averages; set when
     * the other side rates too, or by the publication pass 14 days after the close.
     */
    publishedAt: timestampTz('published_at'),
    ...auditTimestamps(),
  },
  (table) => [
    foreignKey({
      name: 'order_ratings_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    uniqueIndex('order_ratings_order_rater_unique').on(table.campaignId, table.creatorId, table.raterType),
    index('order_ratings_ratee_account_id_idx').on(table.rateeAccountId, table.createdAt),
    index('order_ratings_rater_account_id_idx').on(table.raterAccountId),
    index('order_ratings_created_at_idx').on(table.createdAt),
    // The publication pass reads only the withheld ones.
    index('order_ratings_unpublished_idx')
      .on(table.campaignId, table.creatorId)
      .where(sql`${table.publishedAt} is null`),
    check('order_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    check('order_ratings_rater_type_check', isOneOf(table.raterType, RATER_TYPES)),
  ],
);

/** The audit of an admin's moderation of a rating (hiding its review), kept after any change. */
export const ratingModerations = pgTable(
  'rating_moderations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => orderRatings.id, { onDelete: 'cascade' }),
    adminAccountId: uuid('admin_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('rating_moderations_rating_id_idx').on(table.ratingId, table.createdAt),
    index('rating_moderations_admin_account_id_idx').on(table.adminAccountId),
    check('rating_moderations_action_check', sql`${table.action} in ('hide', 'unhide')`),
  ],
);

/**
 * The deal of an order (issue 31, docs/decisions/028): version 1 is the terms agreed at the hire, a
 * snapshot that later edits of the campaign never rewrite. A change is proposed by one side as a
 * new version and accepted (it becomes the deal) or declined by the other; a proposal can also be
 * withdrawn by its author. Every version is kept: the history both sides read.
 */
export const orderDeals = pgTable(
  'order_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<DealTerms>().notNull(),
    /** Copied from `terms` for sums over deals. */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    currency: text('currency').notNull(),
    status: text('status').$type<DealVersionStatus>().notNull(),
    proposedBy: text('proposed_by').$type<DealProposer>().notNull(),
    proposerAccountId: uuid('proposer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
  },
  (table) => [
    foreignKey({
      name: 'order_deals_order_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    uniqueIndex('order_deals_order_version_unique').on(table.campaignId, table.creatorId, table.version),
    // At most one open proposal per order: a second waits for the first to be answered.
    uniqueIndex('order_deals_one_proposal_unique')
      .on(table.campaignId, table.creatorId)
      .where(sql`${table.status} = 'proposed'`),
    index('order_deals_proposer_account_id_idx').on(table.proposerAccountId),
    check('order_deals_status_check', isOneOf(table.status, DEAL_VERSION_STATUSES)),
    check('order_deals_proposed_by_check', isOneOf(table.proposedBy, DEAL_PROPOSERS)),
    check('order_deals_version_check', sql`${table.version} > 0`),
    check('order_deals_fee_minor_check', sql`${table.feeMinor} is null or ${table.feeMinor} > 0`),
  ],
);
