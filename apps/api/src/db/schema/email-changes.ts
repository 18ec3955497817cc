import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampTz } from './columns.ts';

/**
 * A creator's request to change their login e-mail (DECISIONS: e-mail change): the new address
 * waits here until the single-use link sent to it is opened, within 24 hours. One row per account:
 * a new request replaces the old one, so an older link stops working.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower case, like accounts.email. */
    newEmail: text('new_email').notNull(),
    /** A keyed hash of the link's token (platform/auth/secret-hasher); the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('email_changes_new_email_idx').on(table.newEmail)],
);
