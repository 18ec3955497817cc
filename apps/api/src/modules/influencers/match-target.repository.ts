import type { CampaignTarget } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';

/**
 * What a campaign wants (issue 33), for the browse's "Best match first": the brand's own campaign
 * only (any campaign for an admin, `brandId` null); null when there is no such campaign.
 */
export async function findCampaignTarget(
  db: Database,
  campaignId: string,
  brandId: string | null,
): Promise<CampaignTarget | null> {
  const [row] = await db
    .select({ disciplines: campaigns.targetDisciplines, countries: campaigns.targetCountries })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), brandId === null ? undefined : eq(campaigns.brandId, brandId)))
    .limit(1);
  return row ?? null;
}
