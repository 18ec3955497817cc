import type {
  AudienceAgeBand,
  BrandInfluencerType,
  Currency,
  MediaKitVisibility,
  RiderLevel,
  StatPlatform,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { auditTimestamps, timestampTz } from './columns.ts';
import { files } from './files.ts';

/** The creator ("influencer") profile of spec §3; one per contentCreator account. */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    bio: text('bio').notNull().default(''),
    description: text('description').notNull().default(''),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    verified: boolean('verified').notNull().default(false),
    /** Derived from the creator's club subscriptions by the billing service alone (docs/decisions/018). */
    clubMember: boolean('club_member').notNull().default(false),
    clubMemberSince: timestampTz('club_member_since'),
    /** Sum of the parsed follower counts of the social links; what the follower filter reads. */
    totalFollowers: bigint('total_followers', { mode: 'number' }).notNull().default(0),
    /**
     * The visible ratings of the other side (docs/decisions/022), recomputed in the transaction that
     * changes one; `rating_average` is 0 while there are none, so a descending sort puts them last.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingAverage: doublePrecision('rating_average')
      .notNull()
      .generatedAlwaysAs(
        sql.raw('case when rating_count > 0 then rating_sum::double precision / rating_count else 0 end'),
      ),
    /**
     * The equestrian facets (issue 33, docs/decisions/030): ids of the shared lists (DISCIPLINES,
     * RIDER_LEVELS), ISO 3166-1 alpha-2 country, ISO 3166-2 region, ISO 639-1 languages.
     */
    disciplines: text('disciplines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    level: text('level').$type<RiderLevel>(),
    horseCount: integer('horse_count'),
    breeds: text('breeds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text('country'),
    region: text('region'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Every country of every platform's audience top list (creator_platform_stats), each once:
     * the browse's audience-country filter. Written with the stats, in the same transaction.
     */
    audienceCountries: text('audience_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The media kit's address, /c/{handle} (HANDLE_PATTERN); null until the creator picks one. */
    handle: text('handle'),
    mediaKitVisibility: text('media_kit_visibility').$type<MediaKitVisibility>().notNull().default('nobody'),
    /** When an admin put the creator among the home page's featured creators; null when not featured. */
    featuredAt: timestampTz('featured_at'),
    ...auditTimestamps(),
  },
  (table) => [
    index('creator_profiles_avatar_file_id_idx').on(table.avatarFileId),
    uniqueIndex('creator_profiles_handle_unique').on(table.handle),
    index('creator_profiles_featured_at_idx')
      .on(table.featuredAt)
      .where(sql`${table.featuredAt} is not null`),
    index('creator_profiles_disciplines_idx').using('gin', table.disciplines),
    index('creator_profiles_languages_idx').using('gin', table.languages),
    index('creator_profiles_audience_countries_idx').using('gin', table.audienceCountries),
    index('creator_profiles_country_region_idx').on(table.country, table.region),
    index('creator_profiles_level_idx').on(table.level),
    check('creator_profiles_horse_count_check', sql`${table.horseCount} is null or ${table.horseCount} >= 0`),
    check(
      'creator_profiles_media_kit_visibility_check',
      sql`${table.mediaKitVisibility} in ('anyone', 'brands', 'nobody')`,
    ),
    // Each browse order (and the admin list's newest first) is one of these indexes walked
    // backwards, so a first page reads ~20 entries instead of sorting every creator; the follower
    // ranges are intervals of the first.
    index('creator_profiles_total_followers_account_id_idx').on(table.totalFollowers, table.accountId),
    index('creator_profiles_created_at_account_id_idx').on(table.createdAt, table.accountId),
    index('creator_profiles_verified_created_at_account_id_idx').on(table.verified, table.createdAt, table.accountId),
    // The browse's name search is a case-insensitive substring of "first last" (which covers the
    // first and the last name alone): a trigram index serves ILIKE '%…%' on that expression.
    index('creator_profiles_full_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    // The browse's rating order and filter (best first, then most rated).
    index('creator_profiles_rating_idx').on(table.ratingAverage, table.ratingCount, table.accountId),
    check('creator_profiles_total_followers_check', sql`${table.totalFollowers} >= 0`),
  ],
);

/** A creator's niches, canonical spellings from the shared list. */
export const creatorNiches = pgTable(
  'creator_niches',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    niche: text('niche').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.creatorId, table.niche] }),
    // With the creator id, the browse's niche filter is an index-only scan (no visit to the rows).
    index('creator_niches_niche_idx').on(table.niche, table.creatorId),
  ],
);

/** A creator's social link with the follower text as written and the number parsed from it. */
export const creatorSocialLinks = pgTable(
  'creator_social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    followerText: text('follower_text').notNull(),
    followerCount: bigint('follower_count', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('creator_social_links_creator_id_idx').on(table.creatorId, table.position),
    check('creator_social_links_follower_count_check', sql`${table.followerCount} >= 0`),
  ],
);

/** The brand profile of spec §3; `payment` gates creating campaigns (DECISIONS). */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    brandDescription: text('brand_description').notNull(),
    influencerTypes: text('influencer_types').array().$type<BrandInfluencerType[]>().notNull().default([]),
    brandAddress: text('brand_address').notNull(),
    collaborationType: text('collaboration_type').notNull(),
    subscription: text('subscription').notNull(),
    /**
     * Whether the brand has access: `comped` or a subscription that grants it. Derived by the billing
     * service alone (docs/decisions/018); every reader keeps reading this one flag.
     */
    payment: boolean('payment').notNull().default(false),
    /** When `payment` last turned true. */
    paymentConfirmedAt: timestampTz('payment_confirmed_at'),
    /** The admin's override: access without a subscription. */
    comped: boolean('comped').notNull().default(false),
    /**
     * The visible ratings of the other side (docs/decisions/022), recomputed in the transaction that
     * changes one; `rating_average` is 0 while there are none, so a descending sort puts them last.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...auditTimestamps(),
  },
  (table) => [index('brand_profiles_payment_idx').on(table.payment)],
);

/** An audience share: a country (ISO 3166-1 alpha-2) or an age band and its whole percentage. */
export type AudienceCountryShare = { country: string; percent: number };
export type AudienceAgeShare = { band: AudienceAgeBand; percent: number };
export type AudienceGender = { female: number; male: number; other: number };

/**
 * One platform's self-reported figures of a creator (issue 33), true on `as_of`: one row per
 * platform. The follower count and engagement rate are columns (the browse filters on them); the
 * audience lists are JSON, read whole.
 */
export const creatorPlatformStats = pgTable(
  'creator_platform_stats',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    platform: text('platform').$type<StatPlatform>().notNull(),
    handle: text('handle').notNull(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    /** Hundredths of a percent: 3.45 % is 345. */
    engagementBasisPoints: integer('engagement_basis_points').notNull(),
    averageViews: bigint('average_views', { mode: 'number' }),
    audienceCountries: jsonb('audience_countries')
      .$type<AudienceCountryShare[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ageBands: jsonb('age_bands')
      .$type<AudienceAgeShare[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    gender: jsonb('gender').$type<AudienceGender>(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    ...auditTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.creatorId, table.platform] }),
    // The browse's "this platform with at least this engagement" filter.
    index('creator_platform_stats_platform_engagement_idx').on(
      table.platform,
      table.engagementBasisPoints,
      table.creatorId,
    ),
    check(
      'creator_platform_stats_platform_check',
      sql`${table.platform} in ('Instagram', 'TikTok', 'YouTube', 'Facebook')`,
    ),
    check('creator_platform_stats_followers_check', sql`${table.followers} >= 0`),
    check('creator_platform_stats_engagement_check', sql`${table.engagementBasisPoints} between 0 and 10000`),
  ],
);

/** A rate or package a creator offers on their media kit, in minor units of its currency. */
export const creatorRatePackages = pgTable(
  'creator_rate_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    position: integer('position').notNull().default(0),
    ...auditTimestamps(),
  },
  (table) => [
    index('creator_rate_packages_creator_id_idx').on(table.creatorId, table.position),
    check('creator_rate_packages_price_check', sql`${table.priceMinor} > 0`),
  ],
);
