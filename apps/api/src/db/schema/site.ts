import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampTz } from './columns.ts';

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

/** A footer newsletter subscription; each address is stored once. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  ipAddress: text('ip_address'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
