import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_STATUSES,
  CLOSE_OUTCOMES,
  COMPENSATION_KINDS,
  CURRENCIES,
  DECISION_LABELS,
  ENTRY_STATUSES,
  type CampaignPlatform,
  type CampaignPrice,
  type CampaignOffer,
  type CampaignStatus,
  type CloseOutcome,
  type CompensationKind,
  type Currency,
  type DecisionLabel,
  type DeliverablePlanItem,
  type DeliverableFormat,
  type EntryStatus,
  type TermsAsWritten,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditTimestamps, isOneOf, timestampTz } from './columns.ts';
import { files } from './files.ts';
import { brandProfiles, creatorProfiles } from './profiles.ts';

/** A brand's campaign (spec §3). Free-text fields stay free text, as the spec shows them. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandProfiles.accountId, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    requirements: text('requirements').notNull(),
    deliverables: text('deliverables').notNull(),
    deadlines: text('deadlines').notNull(),
    compensation: text('compensation').notNull(),
    ownerEmail: text('owner_email').notNull(),
    brandName: text('brand_name').notNull(),
    price: text('price').$type<CampaignPrice>().notNull().default('Paid'),
    socialMedia: text('social_media').$type<CampaignPlatform>().notNull().default('Instagram'),
    /**
     * Open, closed or archived (docs/decisions/019). An open campaign past its application deadline
     * counts as closed: reads compare the deadline with the time, so no task has to flip it.
     */
    status: text('status').$type<CampaignStatus>().notNull().default('open'),
    applicationDeadline: timestampTz('application_deadline'),
    /** When compensation, deliverables or deadlines last changed after creation: 'Updated' on cards. */
    termsUpdatedAt: timestampTz('terms_updated_at'),
    /** The niches the campaign is for, in the canonical spelling (shared NICHES); the feed filters on them. */
    niches: text('niches')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The offer as data (issue 31, docs/decisions/028), the source of truth for compensation, dates
     * and deliverables; null only until the start-up step has read a campaign written before it.
     * The columns below copy what the feed filters and sorts on, written with it in one statement.
     * `compensation`, `deadlines` and `deliverables` above hold the spec's texts derived from it.
     */
    offer: jsonb('offer').$type<CampaignOffer>(),
    /** The texts that could not be read as data when the offer became data: shown "as written". */
    termsAsWritten: jsonb('terms_as_written')
      .$type<TermsAsWritten>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    compensationKinds: text('compensation_kinds')
      .array()
      .$type<CompensationKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the offer gives anything beyond exposure (the feed's "compensation offered"). */
    offersCompensation: boolean('offers_compensation').notNull().default(true),
    currency: text('currency').$type<Currency>().notNull().default('GBP'),
    /** The fee per creator in minor units of `currency`; null when the campaign pays no fee. */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    /**
     * Creators wanted (null: not stated, on a campaign written before offers were data), and how
     * many are hired: a hire takes a spot under the campaign's row lock.
     */
    spots: integer('spots'),
    hiredCount: integer('hired_count').notNull().default(0),
    contentStart: date('content_start', { mode: 'string' }),
    contentEnd: date('content_end', { mode: 'string' }),
    /** The deliverables' platforms and formats, each once (the feed's filters). */
    deliverablePlatforms: text('deliverable_platforms')
      .array()
      .$type<CampaignPlatform[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliverableFormats: text('deliverable_formats')
      .array()
      .$type<DeliverableFormat[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The deliverables each new hire starts with (docs/decisions/022): set on the campaign form,
     * defaulting from the free-text deliverables and deadlines. A hire copies it into order_deliverables.
     */
    deliverablePlan: jsonb('deliverable_plan')
      .$type<DeliverablePlanItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Whom the campaign is for (issue 33): any of these disciplines (DISCIPLINES ids) and any of
     * these countries (ISO 3166-1 alpha-2); empty: not targeted.
     */
    targetDisciplines: text('target_disciplines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetCountries: text('target_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditTimestamps(),
  },
  (table) => [
    index('campaigns_brand_id_created_at_idx').on(table.brandId, table.createdAt),
    // The brand's own list filtered by state (/manage-campaign: Open / Closed / Archived).
    index('campaigns_brand_id_status_created_at_idx').on(table.brandId, table.status, table.createdAt),
    index('campaigns_price_social_media_created_at_idx').on(table.price, table.socialMedia, table.createdAt),
    index('campaigns_social_media_created_at_idx').on(table.socialMedia, table.createdAt),
    index('campaigns_created_at_idx').on(table.createdAt),
    // The creators' feed shows open campaigns only (docs/decisions/020): newest first, or the
    // nearest application deadline first; the niche filter overlaps an array (GIN).
    // (A descending order reads an ascending index backwards; each column's null order must match
    // the query's: DESC means NULLS FIRST.)
    index('campaigns_open_created_at_idx')
      .on(table.createdAt, table.id)
      .where(sql`status = 'open'`),
    index('campaigns_open_deadline_idx')
      .on(
        table.applicationDeadline.asc().nullsLast(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`status = 'open'`),
    index('campaigns_niches_idx').using('gin', table.niches),
    index('campaigns_target_disciplines_idx').using('gin', table.targetDisciplines),
    // Title search is a case-insensitive substring match (spec §5): a trigram index serves ILIKE '%…%'.
    index('campaigns_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    check('campaigns_price_check', isOneOf(table.price, CAMPAIGN_PRICES)),
    check('campaigns_social_media_check', isOneOf(table.socialMedia, CAMPAIGN_PLATFORMS)),
    check('campaigns_status_check', isOneOf(table.status, CAMPAIGN_STATUSES)),
    check('campaigns_currency_check', isOneOf(table.currency, CURRENCIES)),
    check('campaigns_fee_minor_check', sql`${table.feeMinor} is null or ${table.feeMinor} > 0`),
    check('campaigns_spots_check', sql`${table.spots} is null or ${table.spots} > 0`),
    check('campaigns_hired_count_check', sql`${table.hiredCount} >= 0`),
    check(
      'campaigns_compensation_kinds_check',
      sql`${table.compensationKinds} <@ array[${sql.raw(COMPENSATION_KINDS.map((kind) => `'${kind}'`).join(', '))}]::text[]`,
    ),
    // The feed's fee range is per currency; its "spots left" compares the two counts. Migration 0018
    // writes this index with INCLUDE columns, and a covering index of the open feed
    // (campaigns_open_feed_cover_idx), so pages and counts read the index alone: Drizzle cannot
    // write INCLUDE, so neither is described further here.
    index('campaigns_open_currency_fee_idx')
      .on(table.currency, table.feeMinor)
      .where(sql`status = 'open'`),
    index('campaigns_compensation_kinds_idx').using('gin', table.compensationKinds),
    index('campaigns_deliverable_formats_idx').using('gin', table.deliverableFormats),
    index('campaigns_deliverable_platforms_idx').using('gin', table.deliverablePlatforms),
    // The start-up step finds campaigns written before offers were data without a scan once none is left.
    index('campaigns_offer_unread_idx')
      .on(table.id)
      .where(sql`${table.offer} is null`),
  ],
);

/** A campaign's images, in the order the brand gave them. */
export const campaignImages = pgTable(
  'campaign_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('campaign_images_campaign_id_file_id_unique').on(table.campaignId, table.fileId),
    index('campaign_images_campaign_id_position_idx').on(table.campaignId, table.position),
    index('campaign_images_file_id_idx').on(table.fileId),
  ],
);

/**
 * A creator's entry in one campaign: Not Applied (invited) → Applied → Hired, or Declined by the
 * brand, or Invitation Declined / Withdrawn by the creator (the machine: packages/shared
 * campaign-lifecycle.ts), and the brand's latest decision. One entry per creator per campaign.
 */
export const campaignEntries = pgTable(
  'campaign_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    /**
     * The campaign's brand (issue 47), which never changes: copied in by the database trigger
     * `campaign_entries_brand_id` (migration 0024) on every insert, so no insert can leave it out.
     * "Which of these creators has this brand hired" (contact after hire, on every brand list)
     * is then one index-only read of `campaign_entries_brand_hired_idx`, not a join over every
     * hire of those creators with every campaign of the brand.
     */
    brandId: uuid('brand_id'),
    status: text('status').$type<EntryStatus>().notNull().default('Not Applied'),
    invitedAt: timestampTz('invited_at'),
    appliedAt: timestampTz('applied_at'),
    hiredAt: timestampTz('hired_at'),
    declinedAt: timestampTz('declined_at'),
    withdrawnAt: timestampTz('withdrawn_at'),
    decision: text('decision').$type<DecisionLabel>(),
    decidedAt: timestampTz('decided_at'),
    /** The thread's newest message seq (0: no message yet); a send increments it under the row lock. */
    lastMessageSeq: integer('last_message_seq').notNull().default(0),
    /**
     * The close of the work (docs/decisions/022): final for submissions; the thread stays writable
     * for 14 days after `closed_at`. A cancellation carries its reason.
     */
    closedAt: timestampTz('closed_at'),
    closeOutcome: text('close_outcome').$type<CloseOutcome>(),
    closeReason: text('close_reason'),
    /**
     * The creator's pitch when applying (issue 31): a message, the rate they ask in the campaign's
     * currency (null: the listed fee) and links to past work.
     */
    pitch: text('pitch').notNull().default(''),
    proposedFeeMinor: bigint('proposed_fee_minor', { mode: 'number' }),
    /**
     * The campaign's currency when the creator applied (issue 46): her rate, or the listed fee she
     * applied to, is in it. A campaign whose currency changed since hires her only by an offer.
     * Null on applications from before it was kept (read as the campaign's currency).
     */
    pitchCurrency: text('pitch_currency').$type<Currency>(),
    pitchLinks: text('pitch_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The fee of the order's current deal (order_deals), copied for the brand's totals. */
    agreedFeeMinor: bigint('agreed_fee_minor', { mode: 'number' }),
    ...auditTimestamps(),
  },
  (table) => [
    // A constraint (not only an index): the messages' thread foreign key refers to it.
    unique('campaign_entries_campaign_id_creator_id_unique').on(table.campaignId, table.creatorId),
    index('campaign_entries_campaign_id_status_idx').on(table.campaignId, table.status),
    index('campaign_entries_creator_id_status_idx').on(table.creatorId, table.status),
    index('campaign_entries_brand_hired_idx')
      .on(table.brandId, table.creatorId)
      .where(sql`status = 'Hired'`),
    check('campaign_entries_status_check', isOneOf(table.status, ENTRY_STATUSES)),
    check('campaign_entries_decision_check', isOneOf(table.decision, DECISION_LABELS)),
    check('campaign_entries_close_outcome_check', isOneOf(table.closeOutcome, CLOSE_OUTCOMES)),
    check(
      'campaign_entries_proposed_fee_check',
      sql`${table.proposedFeeMinor} is null or ${table.proposedFeeMinor} > 0`,
    ),
    check('campaign_entries_pitch_currency_check', isOneOf(table.pitchCurrency, CURRENCIES)),
    check('campaign_entries_closed_check', sql`(${table.closedAt} is null) = (${table.closeOutcome} is null)`),
  ],
);
