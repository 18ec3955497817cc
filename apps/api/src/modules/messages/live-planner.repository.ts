import type { MessageSenderType } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, messages } from '../../db/schema/index.ts';

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
