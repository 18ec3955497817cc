import { PARTNER_TYPES, type PartnerType } from '@equicreators/shared';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { isOneOf, timestampTz } from './columns.ts';

/** An e-mailed six-digit signup code, stored hashed (DECISIONS: 10 minutes, single use, 5 tries). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    accountType: text('account_type').$type<PartnerType>().notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('auth_codes_email_type_created_at_idx').on(table.email, table.accountType, table.createdAt),
    check('auth_codes_account_type_check', isOneOf(table.accountType, PARTNER_TYPES)),
  ],
);

/** An admin's invitation: only invited addresses may register as creators (DECISIONS). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    invitedByAccountId: uuid('invited_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    acceptedAccountId: uuid('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastSentAt: timestampTz('last_sent_at'),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('invitations_invited_by_account_id_idx').on(table.invitedByAccountId),
    index('invitations_accepted_account_id_idx').on(table.acceptedAccountId),
    index('invitations_created_at_idx').on(table.createdAt),
  ],
);

/** A single-use password reset link, stored as a hash of its token (DECISIONS: 30 minutes). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    requestedIp: text('requested_ip'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_resets_account_id_idx').on(table.accountId)],
);
