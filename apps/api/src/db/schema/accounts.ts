import { ACCOUNT_STATUSES, USER_TYPES, type AccountStatus, type UserType } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditTimestamps, isOneOf, timestampTz } from './columns.ts';

/** Every person who can log in: brands, content creators and admins. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<UserType>().notNull(),
    /** Stored lower case, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    lastLoginAt: timestampTz('last_login_at'),
    /** The version of the terms and privacy notice last accepted (LEGAL_VERSION), and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestampTz('terms_accepted_at'),
    /** Set when the account was erased (issue 34): the row stays so threads keep their sender. */
    erasedAt: timestampTz('erased_at'),
    ...auditTimestamps(),
  },
  (table) => [
    uniqueIndex('accounts_type_email_unique').on(table.type, table.email),
    index('accounts_email_idx').on(table.email),
    // The few blocked accounts, which every creator list leaves out with a hashed NOT IN (issue 8).
    index('accounts_blocked_id_idx')
      .on(table.id)
      .where(sql`${table.status} = 'blocked'`),
    check('accounts_type_check', isOneOf(table.type, USER_TYPES)),
    check('accounts_status_check', isOneOf(table.status, ACCOUNT_STATUSES)),
    check('accounts_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A login: the `sid` claim of a token. Revoking a session ends its token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    lastUsedAt: timestampTz('last_used_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_account_id_idx').on(table.accountId)],
);
