import type { AccountStatus, MessageSenderType, UserType } from '@equicreators/shared';
import { and, asc, eq, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, campaigns, creatorProfiles, messageNotices, messages } from '../../db/schema/index.ts';
import { isUnreadFor } from '../../db/unread-messages.ts';
import type { ThreadIds } from './messages.repository.ts';
import { shownName } from '../../db/shown-names.ts';

/** DECISIONS "Unread notices": e-mail after 10 minutes unread, at most one per thread and recipient per hour. */
export const UNREAD_NOTICE_RULES = {
  unreadForMs: 10 * 60 * 1000,
  minIntervalMs: 60 * 60 * 1000,
} as const;

export type NoticeKey = ThreadIds & { recipientAccountId: string };
export type DueNotice = NoticeKey & { dueAt: Date; lastSentAt: Date | null };

// A whole number of seconds from a constant, never from input: safe to write into the statement.
const minInterval = sql.raw(`interval '${String(UNREAD_NOTICE_RULES.minIntervalMs / 1000)} seconds'`);

/**
 * Called by the send, inside its transaction, for the recipient of every new message. A notice
 * already pending keeps its time (it is never later than this message's would be); otherwise it
 * becomes due 10 minutes from now, but not before an hour after the last one sent. Being part of
 * the send's transaction, the notice exists if and only if the message does.
 */
export async function scheduleUnreadNotice(
  executor: Database,
  { campaignId, creatorId, recipientAccountId, now }: NoticeKey & { now: Date },
): Promise<void> {
  await executor
    .insert(messageNotices)
    .values({
      campaignId,
      creatorId,
      recipientAccountId,
      dueAt: new Date(now.getTime() + UNREAD_NOTICE_RULES.unreadForMs),
    })
    .onConflictDoUpdate({
      target: [messageNotices.campaignId, messageNotices.creatorId, messageNotices.recipientAccountId],
      // greatest() skips a null last_sent_at (no notice sent yet).
      set: {
        dueAt: sql`coalesce(${messageNotices.dueAt}, greatest(excluded.due_at, ${messageNotices.lastSentAt} + ${minInterval}))`,
      },
    });
}

/**
 * Locks up to `limit` due notices until the caller's transaction ends. SKIP LOCKED lets several
 * processes share the table, and skips a notice a send is updating right now (it is seen next poll).
 */
export async function lockDueNotices(executor: Database, now: Date, limit: number): Promise<DueNotice[]> {
  const rows = await executor
    .select({
      campaignId: messageNotices.campaignId,
      creatorId: messageNotices.creatorId,
      recipientAccountId: messageNotices.recipientAccountId,
      dueAt: messageNotices.dueAt,
      lastSentAt: messageNotices.lastSentAt,
    })
    .from(messageNotices)
    .where(and(isNotNull(messageNotices.dueAt), lte(messageNotices.dueAt, now)))
    .orderBy(asc(messageNotices.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.flatMap(({ dueAt, ...row }) => (dueAt ? [{ ...row, dueAt }] : []));
}

/** When the reader's oldest unread message of the thread was written; null when all are read. */
export async function findOldestUnreadAt(
  executor: Database,
  { campaignId, creatorId }: ThreadIds,
  reader: MessageSenderType,
): Promise<Date | null> {
  const [row] = await executor
    .select({ createdAt: min(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.campaignId, campaignId), eq(messages.creatorId, creatorId), isUnreadFor(reader)));
  return row?.createdAt ?? null;
}

/** What the e-mail needs: where it goes, whether it may go, and the thread's names. */
export type NoticeFacts = {
  email: string;
  recipientType: UserType;
  recipientStatus: AccountStatus;
  campaignTitle: string;
  companyName: string;
  creatorName: string;
};

export async function findNoticeFacts(executor: Database, notice: NoticeKey): Promise<NoticeFacts | null> {
  const [row] = await executor
    .select({
      email: accounts.email,
      recipientType: accounts.type,
      recipientStatus: accounts.status,
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      creatorName: shownName(
        creatorProfiles.accountId,
        sql`coalesce(trim(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}), '')`,
      ),
    })
    .from(accounts)
    .innerJoin(campaigns, eq(campaigns.id, notice.campaignId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, notice.creatorId))
    .where(eq(accounts.id, notice.recipientAccountId))
    .limit(1);
  return row ?? null;
}

/** Sets when to look at the notice again (null: nothing pending) and, when one was sent, when. */
export async function updateNotice(
  executor: Database,
  { campaignId, creatorId, recipientAccountId }: NoticeKey,
  change: { dueAt: Date | null; lastSentAt?: Date },
): Promise<void> {
  await executor
    .update(messageNotices)
    .set(change)
    .where(
      and(
        eq(messageNotices.campaignId, campaignId),
        eq(messageNotices.creatorId, creatorId),
        eq(messageNotices.recipientAccountId, recipientAccountId),
      ),
    );
}
