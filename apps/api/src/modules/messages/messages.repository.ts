import type { DecisionLabel, EntryStatus, MessageSenderType, WorkCard } from '@equicreators/shared';
import { and, asc, desc, eq, exists, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUnreadFor } from '../../db/unread-messages.ts';
import {
  accounts,
  brandProfiles,
  campaignEntries,
  campaigns,
  creatorProfiles,
  files,
  messageAttachments,
  messages,
} from '../../db/schema/index.ts';
import { shownName } from '../../db/shown-names.ts';

export type ThreadIds = { campaignId: string; creatorId: string };

/** Who owns a thread and where it stands: the campaign's brand and the creator's entry (null when absent). */
export type ThreadAccess = {
  brandId: string;
  entry: {
    status: EntryStatus;
    decision: DecisionLabel | null;
    lastMessageSeq: number;
    /** When the brand closed the work (docs/decisions/022); the thread turns read-only 14 days later. */
    closedAt: Date | null;
  } | null;
  /** Whether the brand or the creator erased their account (issue 34): the thread only reads. */
  hasErasedParty: boolean;
};

export async function findThreadAccess(
  db: Database,
  { campaignId, creatorId }: ThreadIds,
): Promise<ThreadAccess | null> {
  const [row] = await db
    .select({
      brandId: campaigns.brandId,
      status: campaignEntries.status,
      decision: campaignEntries.decision,
      lastMessageSeq: campaignEntries.lastMessageSeq,
      closedAt: campaignEntries.closedAt,
      hasErasedParty: sql<boolean>`exists (select 1 from ${accounts}
        where ${accounts.id} in (${campaigns.brandId}, ${creatorId}) and ${accounts.erasedAt} is not null)`,
    })
    .from(campaigns)
    .leftJoin(
      campaignEntries,
      and(eq(campaignEntries.campaignId, campaigns.id), eq(campaignEntries.creatorId, creatorId)),
    )
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  if (!row) return null;
  const { brandId, status, decision, lastMessageSeq, closedAt, hasErasedParty } = row;
  return {
    brandId,
    hasErasedParty,
    entry: status === null ? null : { status, decision, lastMessageSeq: lastMessageSeq ?? 0, closedAt },
  };
}

/**
 * Takes the thread's next seq: the row lock of this update serialises the writers of one thread
 * until the transaction ends, so seq order is commit order (docs/decisions/010). Null when the
 * creator is not hired on the campaign (only a Hired entry may be written to).
 */
export async function claimNextSeq(executor: Database, { campaignId, creatorId }: ThreadIds): Promise<number | null> {
  const [row] = await executor
    .update(campaignEntries)
    .set({ lastMessageSeq: sql`${campaignEntries.lastMessageSeq} + 1` })
    .where(
      and(
        eq(campaignEntries.campaignId, campaignId),
        eq(campaignEntries.creatorId, creatorId),
        eq(campaignEntries.status, 'Hired'),
      ),
    )
    .returning({ seq: campaignEntries.lastMessageSeq });
  return row?.seq ?? null;
}

export type NewMessageRow = typeof messages.$inferInsert;

export async function insertMessage(executor: Database, message: NewMessageRow): Promise<string> {
  const [row] = await executor.insert(messages).values(message).returning({ id: messages.id });
  if (!row) throw new Error('The message insert returned no row');
  return row.id;
}

export async function insertMessageAttachments(executor: Database, messageId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await executor
    .insert(messageAttachments)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

/** A decision is stored on the creator's entry too (DECISIONS: messages), for the badge on lists. */
export async function setEntryDecision(
  executor: Database,
  { campaignId, creatorId, decision, now }: ThreadIds & { decision: DecisionLabel; now: Date },
) {
  await executor
    .update(campaignEntries)
    .set({ decision, decidedAt: now, updatedAt: now })
    .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
}

/** The message a sender already stored under an Idempotency-Key, with its thread. */
export async function findByIdempotencyKey(
  db: Database,
  senderAccountId: string,
  idempotencyKey: string,
): Promise<(ThreadIds & { id: string }) | null> {
  const [row] = await db
    .select({ id: messages.id, campaignId: messages.campaignId, creatorId: messages.creatorId })
    .from(messages)
    .where(and(eq(messages.senderAccountId, senderAccountId), eq(messages.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** An attachment as the presenter needs it; the bytes' keys stay here. */
export type AttachmentRow = {
  fileId: string;
  kind: 'image' | 'video';
  contentType: string;
  name: string | null;
  byteSize: number;
  hasThumbnail: boolean;
};

export type MessageRow = {
  id: string;
  campaignId: string;
  creatorId: string;
  seq: number;
  senderType: MessageSenderType;
  senderName: string;
  content: string;
  decision: DecisionLabel | null;
  work: WorkCard | null;
  readAt: Date | null;
  createdAt: Date;
  attachments: AttachmentRow[];
};

/**
 * The files of each message in their order, gathered in the same statement as the messages (a
 * correlated subquery on `messages.id`: the statement must read `messages`).
 */
export const attachmentList = sql<AttachmentRow[]>`coalesce((
  select json_agg(json_build_object(
    'fileId', ${files.id}, 'kind', ${files.kind}, 'contentType', ${files.contentType},
    'name', ${files.originalName}, 'byteSize', ${files.byteSize},
    'hasThumbnail', ${files.thumbnailKey} is not null
  ) order by ${messageAttachments.position})
  from ${messageAttachments} join ${files} on ${files.id} = ${messageAttachments.fileId}
  where ${messageAttachments.messageId} = ${messages.id}
), '[]'::json)`;

function selectMessages(db: Database) {
  return db
    .select({
      id: messages.id,
      campaignId: messages.campaignId,
      creatorId: messages.creatorId,
      seq: messages.seq,
      senderType: messages.senderType,
      senderName: shownName(
        messages.senderAccountId,
        sql`coalesce(${brandProfiles.companyName}, ${creatorProfiles.firstName}, '')`,
      ),
      content: messages.content,
      decision: messages.decision,
      work: messages.work,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
      attachments: attachmentList,
    })
    .from(messages)
    .leftJoin(
      brandProfiles,
      and(eq(brandProfiles.accountId, messages.senderAccountId), eq(messages.senderType, 'brand')),
    )
    .leftJoin(
      creatorProfiles,
      and(eq(creatorProfiles.accountId, messages.senderAccountId), eq(messages.senderType, 'contentCreator')),
    );
}

export async function findMessageRow(db: Database, messageId: string): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(eq(messages.id, messageId)).limit(1);
  return row ?? null;
}

export type ThreadWindow = { before?: number | undefined; after?: number | undefined; limit: number };

/**
 * One page of a thread, oldest first. `after` reads forwards from a seq (a resuming client);
 * otherwise the newest `limit` messages before `before` (or of all). `hasOlder` says whether
 * messages precede the page.
 */
export async function listThreadMessages(
  db: Database,
  thread: ThreadIds,
  window: ThreadWindow,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const inThread = and(eq(messages.campaignId, thread.campaignId), eq(messages.creatorId, thread.creatorId));
  if (window.after !== undefined) {
    const rows = await selectMessages(db)
      .where(and(inThread, gt(messages.seq, window.after)))
      .orderBy(asc(messages.seq))
      .limit(window.limit);
    const [older] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(inThread, lte(messages.seq, window.after)))
      .limit(1);
    return { rows, hasOlder: older !== undefined };
  }
  const newestFirst = await selectMessages(db)
    .where(window.before === undefined ? inThread : and(inThread, lt(messages.seq, window.before)))
    .orderBy(desc(messages.seq))
    .limit(window.limit + 1);
  return { rows: newestFirst.slice(0, window.limit).reverse(), hasOlder: newestFirst.length > window.limit };
}

/**
 * Marks the other party's unread messages of a thread read (up to `upToSeq` when given). Answers
 * how many changed and the highest seq among them.
 */
export async function markThreadRead(
  executor: Database,
  {
    campaignId,
    creatorId,
    reader,
    upToSeq,
    now,
  }: ThreadIds & {
    reader: MessageSenderType;
    upToSeq?: number | undefined;
    now: Date;
  },
): Promise<{ marked: number; upToSeq: number }> {
  const rows = await executor
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.campaignId, campaignId),
        eq(messages.creatorId, creatorId),
        isUnreadFor(reader),
        upToSeq === undefined ? undefined : lte(messages.seq, upToSeq),
      ),
    )
    .returning({ seq: messages.seq });
  return { marked: rows.length, upToSeq: rows.reduce((highest, row) => Math.max(highest, row.seq), 0) };
}

/** The viewer's unread messages per thread (threads with none are left out). */
export async function countUnreadByThread(
  db: Database,
  viewer: { accountId: string; type: MessageSenderType },
): Promise<(ThreadIds & { unread: number })[]> {
  const unread = sql<number>`count(*)::int`;
  const base = db
    .select({ campaignId: messages.campaignId, creatorId: messages.creatorId, unread })
    .from(messages)
    .$dynamic();
  const scoped =
    viewer.type === 'brand'
      ? base
          .innerJoin(campaigns, eq(campaigns.id, messages.campaignId))
          .where(and(eq(campaigns.brandId, viewer.accountId), isUnreadFor('brand')))
      : base.where(and(eq(messages.creatorId, viewer.accountId), isUnreadFor('contentCreator')));
  return scoped.groupBy(messages.campaignId, messages.creatorId).orderBy(messages.campaignId, messages.creatorId);
}

/** A message attachment's stored file, found only when it belongs to a message. */
export async function findAttachmentFile(db: Database, fileId: string) {
  const [row] = await db
    .select({
      contentType: files.contentType,
      storageKey: files.storageKey,
      thumbnailKey: files.thumbnailKey,
    })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, 'message-attachment'),
        exists(
          db
            .select({ one: sql`1` })
            .from(messageAttachments)
            .where(eq(messageAttachments.fileId, files.id)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
