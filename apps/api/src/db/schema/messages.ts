import { DECISION_LABELS, type DecisionLabel } from '@equicreators/shared';
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaignEntries } from './campaigns.ts';
import { isOneOf, timestampTz } from './columns.ts';
import { files } from './files.ts';

export const MESSAGE_SENDER_TYPES = ['brand', 'contentCreator'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

/**
 * One message in the thread of one campaign and one creator (DECISIONS). The thread must
 * belong to an existing entry, so messages cannot exist for a creator outside the campaign.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    senderAccountId: uuid('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<MessageSenderType>().notNull(),
    content: text('content').notNull().default(''),
    decision: text('decision').$type<DecisionLabel>(),
    /** When the other party read it; null means unread (the notification dot). */
    readAt: timestampTz('read_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'messages_thread_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    index('messages_thread_created_at_idx').on(table.campaignId, table.creatorId, table.createdAt),
    index('messages_creator_id_idx').on(table.creatorId),
    index('messages_sender_account_id_idx').on(table.senderAccountId),
    check('messages_sender_type_check', isOneOf(table.senderType, MESSAGE_SENDER_TYPES)),
    check('messages_decision_check', isOneOf(table.decision, DECISION_LABELS)),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('message_attachments_message_id_file_id_unique').on(table.messageId, table.fileId),
    index('message_attachments_file_id_idx').on(table.fileId),
  ],
);
