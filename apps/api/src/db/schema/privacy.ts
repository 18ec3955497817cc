import {
  ACCOUNT_DELETION_REQUESTERS,
  ACCOUNT_DELETION_STATES,
  DATA_EXPORT_STATUSES,
  MAIL_CATEGORIES,
  type AccountDeletionRequester,
  type AccountDeletionState,
  type DataExportStatus,
  type OptionalMailCategory,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * A request to delete an account, and the durable task that erases it once its grace period has
 * passed (claimed with SKIP LOCKED, so it survives restarts and runs once among N processes).
 * The row stays after the erasure as its record (for an admin's erasure, the audit row); it holds
 * no personal data.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state').$type<AccountDeletionState>().notNull(),
    requestedBy: text('requested_by').$type<AccountDeletionRequester>().notNull(),
    /** The admin who erased on request, and why (the audit row). */
    adminAccountId: uuid('admin_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    adminReason: text('admin_reason'),
    /** Keyed hash of the e-mailed confirmation link's token, for a login that was not recent. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestampTz('confirm_expires_at'),
    requestedAt: timestampTz('requested_at').notNull(),
    /** When the erasure is due (set once confirmed). */
    eraseAfter: timestampTz('erase_after'),
    cancelledAt: timestampTz('cancelled_at'),
    erasedAt: timestampTz('erased_at'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
  },
  (table) => [
    index('account_deletions_due_idx')
      .on(table.eraseAfter)
      .where(sql`${table.state} = 'scheduled'`),
    // One open request per account.
    uniqueIndex('account_deletions_open_account_unique')
      .on(table.accountId)
      .where(sql`${table.state} in ('awaiting_confirmation', 'scheduled')`),
    uniqueIndex('account_deletions_confirm_token_hash_unique').on(table.confirmTokenHash),
    check('account_deletions_state_check', isOneOf(table.state, ACCOUNT_DELETION_STATES)),
    check('account_deletions_requested_by_check', isOneOf(table.requestedBy, ACCOUNT_DELETION_REQUESTERS)),
  ],
);

/**
 * A "Download my data" export: a durable task that builds a zip into storage and e-mails a link
 * that works once for 24 hours.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    requestedAt: timestampTz('requested_at').notNull(),
    readyAt: timestampTz('ready_at'),
    storageKey: text('storage_key'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    /** Keyed hash of the download link's token. */
    tokenHash: text('token_hash'),
    expiresAt: timestampTz('expires_at'),
    downloadedAt: timestampTz('downloaded_at'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
  },
  (table) => [
    index('data_exports_account_id_requested_at_idx').on(table.accountId, table.requestedAt),
    index('data_exports_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('data_exports_token_hash_unique').on(table.tokenHash),
    check('data_exports_status_check', isOneOf(table.status, DATA_EXPORT_STATUSES)),
  ],
);

/** The e-mail categories an account has turned off; essential mail always goes. */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    optedOut: text('opted_out')
      .array()
      .$type<OptionalMailCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'email_preferences_opted_out_check',
      sql`${table.optedOut} <@ array[${sql.raw(
        MAIL_CATEGORIES.filter((category) => category !== 'essential')
          .map((category) => `'${category}'`)
          .join(', '),
      )}]::text[]`,
    ),
  ],
);
