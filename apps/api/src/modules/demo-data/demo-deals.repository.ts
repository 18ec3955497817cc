import { dealTermsAtHire, type CampaignOffer } from '@equicreators/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';
import { insertDealVersion } from '../deals/deals.repository.ts';

/**
 * Every demo hire's deal, as a hire records it (issue 31): version 1, accepted at the hire, on the
 * offer as it stands with its fee; and each campaign's count of hires, which its spots are taken from.
 */
export async function insertDemoDeals(
  tx: Database,
  offers: readonly { campaignId: string; offer: CampaignOffer }[],
  now: Date,
): Promise<void> {
  for (const { campaignId, offer } of offers) {
    const hires = await tx
      .select({ creatorId: campaignEntries.creatorId, hiredAt: campaignEntries.hiredAt })
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.status, 'Hired')))
      .orderBy(asc(campaignEntries.hiredAt));
    for (const hire of hires) {
      await insertDealVersion(
        tx,
        { campaignId, creatorId: hire.creatorId },
        {
          terms: dealTermsAtHire(offer, offer.feeMinor),
          status: 'accepted',
          proposedBy: 'hire',
          proposerAccountId: null,
          now: hire.hiredAt ?? now,
        },
      );
    }
    await tx.update(campaigns).set({ hiredCount: hires.length }).where(eq(campaigns.id, campaignId));
  }
}
