import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, campaigns, creatorProfiles, paymentDisputes } from '../../db/schema/index.ts';
import type { Order } from './order-payments.repository.ts';
import { shownName } from '../../db/shown-names.ts';

/** What an order's payment screens and Checkout need of the order: its brand, fee in force, names. */
export type OrderFacts = {
  brandId: string;
  campaignTitle: string;
  entryStatus: string;
  agreedFeeMinor: number | null;
  creatorFirstName: string;
};

export async function findOrderFacts(executor: Database, order: Order): Promise<OrderFacts | null> {
  const [row] = await executor
    .select({
      brandId: campaigns.brandId,
      campaignTitle: campaigns.title,
      entryStatus: campaignEntries.status,
      agreedFeeMinor: campaignEntries.agreedFeeMinor,
      creatorFirstName: shownName(creatorProfiles.accountId, sql`coalesce(${creatorProfiles.firstName}, '')`),
    })
    .from(campaignEntries)
    .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, campaignEntries.creatorId))
    .where(and(eq(campaignEntries.campaignId, order.campaignId), eq(campaignEntries.creatorId, order.creatorId)))
    .limit(1);
  return row ?? null;
}

/** Whether the payment has a dispute still open. */
export async function hasOpenDispute(executor: Database, paymentId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, paymentId), isNull(paymentDisputes.resolvedAt)))
    .limit(1);
  return row !== undefined;
}
