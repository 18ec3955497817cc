import {
  DECISION_LABELS,
  MESSAGE_SENDER_TYPES,
  type DecisionLabel,
  type MessageSenderType,
  type WorkCard,
} from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaignEntries } from './campaigns.ts';
import { isOneOf, timestampTz } from './columns.ts';
import { files } from './files.ts';

export { MESSAGE_SENDER_TYPES, type MessageSenderType };

/**
 * One message in the thread of one campaign and one creator (DECISIONS). The thread must
 * belong to an existing entry, so messages cannot exist for a creator outside the campaign.
 * `seq` numbers a thread's messages 1, 2, 3… in commit order: the send takes it from the entry's
 * `last_message_seq` in the same transaction, which serialises the writers of one thread
 * (docs/decisions/010). Clients render and resume by it, never by time.
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
    seq: integer('seq').notNull(),
    /** The sender's Idempotency-Key header: a retried send finds the message it already stored. */
    idempotencyKey: text('idempotency_key'),
    content: text('content').notNull().default(''),
    decision: text('decision').$type<DecisionLabel>(),
    /** The card of a submission, review or close of the work (docs/decisions/022): a snapshot at sending. */
    work: jsonb('work').$type<WorkCard>(),
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
    uniqueIndex('messages_thread_seq_unique').on(table.campaignId, table.creatorId, table.seq),
    uniqueIndex('messages_sender_idempotency_key_unique')
      .on(table.senderAccountId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // The safety-net poll of live delivery reads what was stored lately (docs/decisions/010).
    index('messages_created_at_idx').on(table.createdAt),
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

/**
 * A pending or sent unread notice (DECISIONS: one e-mail after 10 minutes unread, at most one per
 * thread per hour). One row per thread and recipient; `due_at` is when to look again, `last_sent_at`
 * when the last e-mail went. Kept in the database so a restart neither loses nor repeats one.
 */
export const messageNotices = pgTable(
  'message_notices',
  {
    campaignId: uuid('campaign_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    recipientAccountId: uuid('recipient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    dueAt: timestampTz('due_at'),
    lastSentAt: timestampTz('last_sent_at'),
  },
  (table) => [
    foreignKey({
      name: 'message_notices_thread_fk',
      columns: [table.campaignId, table.creatorId],
      foreignColumns: [campaignEntries.campaignId, campaignEntries.creatorId],
    }).onDelete('cascade'),
    uniqueIndex('message_notices_thread_recipient_unique').on(
      table.campaignId,
      table.creatorId,
      table.recipientAccountId,
    ),
    index('message_notices_due_at_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null`),
  ],
);
