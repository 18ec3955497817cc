import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditTimestamps, timestampTz } from './columns.ts';
import { brandProfiles, creatorProfiles } from './profiles.ts';

/** A brand's named list of creators (issue 33), saved from browse and the drawer. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandProfiles.accountId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...auditTimestamps(),
  },
  (table) => [
    // A brand's names are unique whatever their case.
    uniqueIndex('shortlists_brand_id_name_unique').on(table.brandId, sql`lower(${table.name})`),
    index('shortlists_brand_id_created_at_idx').on(table.brandId, table.createdAt),
  ],
);

/** A creator on a shortlist, once. */
export const shortlistMembers = pgTable(
  'shortlist_members',
  {
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creatorProfiles.accountId, { onDelete: 'cascade' }),
    addedAt: timestampTz('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shortlistId, table.creatorId] }),
    index('shortlist_members_creator_id_idx').on(table.creatorId),
    index('shortlist_members_shortlist_added_idx').on(table.shortlistId, table.addedAt),
  ],
);
