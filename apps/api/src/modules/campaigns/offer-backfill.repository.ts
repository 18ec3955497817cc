import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, campaigns, orderDeals } from '../../db/schema/index.ts';
import type { NewCampaignRow } from './campaigns.repository.ts';

/** A campaign written before offers were data: its free texts, as the spec kept them. */
export type CampaignWithoutOffer = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'compensation' | 'deadlines' | 'deliverables' | 'price' | 'socialMedia'
>;

/**
 * The next campaigns without an offer, locked for this transaction. Another instance starting at
 * the same time skips them rather than waiting, and finds them read once this one commits.
 */
export async function lockCampaignsWithoutOffer(tx: Database, limit: number): Promise<CampaignWithoutOffer[]> {
  return tx
    .select({
      id: campaigns.id,
      compensation: campaigns.compensation,
      deadlines: campaigns.deadlines,
      deliverables: campaigns.deliverables,
      price: campaigns.price,
      socialMedia: campaigns.socialMedia,
    })
    .from(campaigns)
    .where(isNull(campaigns.offer))
    .orderBy(asc(campaigns.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Writes the offer read from a campaign's texts; a campaign given one meanwhile keeps its own. */
export async function writeReadOffer(
  tx: Database,
  campaignId: string,
  columns: Partial<NewCampaignRow> & Pick<NewCampaignRow, 'offer'>,
): Promise<void> {
  await tx
    .update(campaigns)
    .set(columns)
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.offer)));
}

/** The creators hired on a campaign whose order has no deal yet. */
export async function hiredWithoutDeal(tx: Database, campaignId: string): Promise<string[]> {
  const rows = await tx
    .select({ creatorId: campaignEntries.creatorId })
    .from(campaignEntries)
    .where(
      and(
        eq(campaignEntries.campaignId, campaignId),
        eq(campaignEntries.status, 'Hired'),
        notExists(
          tx
            .select({ id: orderDeals.id })
            .from(orderDeals)
            .where(
              and(
                eq(orderDeals.campaignId, campaignEntries.campaignId),
                eq(orderDeals.creatorId, campaignEntries.creatorId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(campaignEntries.creatorId));
  return rows.map((row) => row.creatorId);
}
