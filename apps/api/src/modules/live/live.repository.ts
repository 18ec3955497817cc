import type { MessageSenderType } from '@equicreators/shared';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, messages } from '../../db/schema/index.ts';

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

/** The thread a message belongs to and its two parties' accounts (the creator id is its account id). */
export type MessageThreadParties = {
  campaignId: string;
  creatorId: string;
  brandAccountId: string;
  senderType: MessageSenderType;
};

export async function findMessageThreadParties(db: Database, messageId: string): Promise<MessageThreadParties | null> {
  const [row] = await db
    .select({
      campaignId: messages.campaignId,
      creatorId: messages.creatorId,
      brandAccountId: campaigns.brandId,
      senderType: messages.senderType,
    })
    .from(messages)
    .innerJoin(campaigns, eq(campaigns.id, messages.campaignId))
    .where(eq(messages.id, messageId))
    .limit(1);
  return row ?? null;
}

/** The brand account of a campaign (the other party of every thread is the creator itself). */
export async function findCampaignBrandAccountId(db: Database, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ brandId: campaigns.brandId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row?.brandId ?? null;
}
