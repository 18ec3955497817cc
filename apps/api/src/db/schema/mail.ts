import { MAIL_CATEGORIES, MAIL_STATUSES, type MailCategory, type MailStatus } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * Every e-mail, written in the same transaction as the change that caused it and then
 * delivered by the dispatcher, so no e-mail is lost to a restart or an SMTP outage.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What it is about: `essential` always goes; any other category can be turned off. */
    category: text('category').$type<MailCategory>().notNull().default('essential'),
    /** The one-click unsubscribe address (RFC 8058) sent as List-Unsubscribe; null for essential mail. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    /** How it left: 'smtp', or 'log' when no SMTP server is configured. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    /** When to retry after a failure; null means due now (no clock to disagree with). */
    nextAttemptAt: timestampTz('next_attempt_at'),
    /** A dispatcher's claim; another may take the row once this has passed. */
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestampTz('sent_at'),
    /**
     * Mails of one subject to one person that replace each other while unsent (issue 46: an
     * order's deal news), held until `next_attempt_at`; null for every other mail.
     */
    coalesceKey: text('coalesce_key'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_to_address_created_at_idx').on(table.toAddress, table.createdAt),
    index('mail_outbox_created_at_idx').on(table.createdAt),
    index('mail_outbox_coalesce_key_idx')
      .on(table.coalesceKey, table.toAddress)
      .where(sql`${table.coalesceKey} is not null and ${table.status} = 'pending'`),
    check('mail_outbox_status_check', isOneOf(table.status, MAIL_STATUSES)),
    check('mail_outbox_category_check', isOneOf(table.category, MAIL_CATEGORIES)),
  ],
);
