import { NOTIFICATION_KINDS, type NotificationKind } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaigns } from './campaigns.ts';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * One notification for one account (issue 30, docs/decisions/024): what happened (`kind`) and the
 * ids it is about; its words and link are made when read, so a renamed campaign reads right.
 * Written in the transaction of the event that also queues its e-mail. Deleting the account or
 * the campaign deletes it; `subject_id` names a row of another table (a contact message, a
 * rating) without a key, so the row's removal leaves a notification that links to its list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => accounts.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    readAt: timestampTz('read_at'),
  },
  (table) => [
    // The bell's list (newest first) and its unread count, per recipient.
    index('notifications_recipient_created_idx').on(table.recipientId, table.createdAt),
    index('notifications_recipient_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
    index('notifications_campaign_id_idx').on(table.campaignId),
    index('notifications_creator_id_idx').on(table.creatorId),
    index('notifications_brand_id_idx').on(table.brandId),
    // Retention walks by age (docs/decisions/024).
    index('notifications_created_at_idx').on(table.createdAt),
    check('notifications_kind_check', isOneOf(table.kind, NOTIFICATION_KINDS)),
  ],
);
