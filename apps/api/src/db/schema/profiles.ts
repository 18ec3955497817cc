import type { BrandInfluencerType } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
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
    ...auditTimestamps(),
  },
  (table) => [
    index('creator_profiles_avatar_file_id_idx').on(table.avatarFileId),
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
