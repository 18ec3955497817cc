import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

/** A stored message as the catch-up reads it: enough to deduplicate, order and move the cursor. */
export type StoredMessageMark = { id: string; createdAt: Date; campaignId: string; creatorId: string; seq: number };

/**
 * Messages stored after `since` (or after the `after` mark, for the next page), oldest first.
 * The safety net of live delivery (docs/decisions/010): served by messages_created_at_idx.
 */
export async function listMessagesStoredSince(
  db: Database,
  { since, after, limit }: { since: Date; after: Pick<StoredMessageMark, 'id' | 'createdAt'> | null; limit: number },
): Promise<StoredMessageMark[]> {
  const window = after
    ? sql`(${messages.createdAt}, ${messages.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : gt(messages.createdAt, since);
  return db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      campaignId: messages.campaignId,
      creatorId: messages.creatorId,
      seq: messages.seq,
    })
    .from(messages)
    .where(window)
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}

/** NOTIFY on `channel`: delivered when the transaction of `executor` commits (at once outside one). */
export async function notifyChannel(executor: Database, channel: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}
