import type { DealProposer, DealTerms, DealVersionStatus } from '@equicreators/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, orderDeals } from '../../db/schema/index.ts';

export type DealRow = typeof orderDeals.$inferSelect;

type Order = { campaignId: string; creatorId: string };

/**
 * Writes a new version of an order's deal (the next number). An accepted one also becomes the
 * entry's agreed fee, in the same transaction, so the brand's totals follow the deal in force.
 */
export async function insertDealVersion(
  executor: Database,
  order: Order,
  version: {
    terms: DealTerms;
    status: DealVersionStatus;
    proposedBy: DealProposer;
    proposerAccountId: string | null;
    note?: string;
    now: Date;
  },
): Promise<DealRow> {
  const [row] = await executor
    .insert(orderDeals)
    .values({
      campaignId: order.campaignId,
      creatorId: order.creatorId,
      version: sql`(select coalesce(max(${orderDeals.version}), 0) + 1 from ${orderDeals}
        where ${orderDeals.campaignId} = ${order.campaignId} and ${orderDeals.creatorId} = ${order.creatorId})`,
      terms: version.terms,
      feeMinor: version.terms.feeMinor,
      currency: version.terms.currency,
      status: version.status,
      proposedBy: version.proposedBy,
      proposerAccountId: version.proposerAccountId,
      note: version.note ?? '',
      createdAt: version.now,
      decidedAt: version.status === 'accepted' ? version.now : null,
    })
    .returning();
  if (!row) throw new Error('The deal version was not written');
  if (version.status === 'accepted') await setAgreedFee(executor, order, version.terms.feeMinor);
  return row;
}

/** The entry's copy of the fee in force. */
export async function setAgreedFee(executor: Database, order: Order, feeMinor: number | null): Promise<void> {
  await executor
    .update(campaignEntries)
    .set({ agreedFeeMinor: feeMinor })
    .where(and(eq(campaignEntries.campaignId, order.campaignId), eq(campaignEntries.creatorId, order.creatorId)));
}

/** Every version of an order's deal, newest first. */
export async function listDealVersions(executor: Database, order: Order): Promise<DealRow[]> {
  return executor
    .select()
    .from(orderDeals)
    .where(and(eq(orderDeals.campaignId, order.campaignId), eq(orderDeals.creatorId, order.creatorId)))
    .orderBy(desc(orderDeals.version));
}
