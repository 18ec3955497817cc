import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';

/** The creators among `creatorIds` this brand has hired on any of its campaigns. */
export async function findHiredAmong(
  db: Database,
  brandId: string,
  creatorIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ creatorId: campaignEntries.creatorId })
    .from(campaignEntries)
    .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
    .where(
      and(
        inArray(campaignEntries.creatorId, [...creatorIds]),
        eq(campaignEntries.status, 'Hired'),
        eq(campaigns.brandId, brandId),
      ),
    );
  return new Set(rows.map((row) => row.creatorId));
}
