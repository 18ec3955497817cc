import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@equicreators/shared';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { isOneOf, timestampTz } from './columns.ts';

/** A message from the Contact Us form; e-mailed to support and read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    readAt: timestampTz('read_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_account_id_idx').on(table.accountId),
    index('contact_messages_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A footer newsletter subscription; each address is stored once. It is confirmed by an e-mailed
 * link (double opt-in) before any issue goes to it, and every issue can be left.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    ipAddress: text('ip_address'),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** Keyed hash of the confirmation link's token; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmationSentAt: timestampTz('confirmation_sent_at'),
    confirmedAt: timestampTz('confirmed_at'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_confirm_token_hash_unique').on(table.confirmTokenHash),
    check('newsletter_subscriptions_status_check', isOneOf(table.status, NEWSLETTER_STATUSES)),
  ],
);
