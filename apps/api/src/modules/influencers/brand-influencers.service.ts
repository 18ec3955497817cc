import type { CampaignOfInfluencersQuery, OrderProgress, Page } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { loadOrderProgress, NO_PROGRESS, orderKeyOf } from '../work/work-progress.service.ts';
import {
  listBrandInfluencers,
  type BrandCampaignEntry,
  type BrandInfluencerRecord,
} from './brand-influencers.repository.ts';

/** A row of the brand's influencer list, each campaign with its order's progress when Hired (issue 22). */
export type BrandInfluencerWithProgress = Omit<BrandInfluencerRecord, 'campaigns'> & {
  campaigns: (BrandCampaignEntry & { progress: OrderProgress | null })[];
};

/**
 * The brand's influencer list (spec §2), scoped to its own campaigns (DECISIONS). E-mail
 * addresses only of the creators it has hired (the presenter, from `hired`). The hires' progress
 * is read for the whole page at once.
 */
export async function brandInfluencers(
  context: AppContext,
  brandId: string,
  query: CampaignOfInfluencersQuery,
): Promise<Page<BrandInfluencerWithProgress>> {
  const { page, pageSize, status } = query;
  const { rows, total } = await listBrandInfluencers(context.db, brandId, { status, page, pageSize });
  const hires = rows.flatMap((row) =>
    row.campaigns
      .filter((entry) => entry.status === 'Hired')
      .map((entry) => ({ campaignId: entry._id, creatorId: row.accountId })),
  );
  const progress = await loadOrderProgress(context.db, hires, context.clock.now());
  const items = rows.map((row) => ({
    ...row,
    campaigns: row.campaigns.map((entry) => ({
      ...entry,
      progress:
        entry.status === 'Hired'
          ? (progress.get(orderKeyOf({ campaignId: entry._id, creatorId: row.accountId })) ?? NO_PROGRESS)
          : null,
    })),
  }));
  return { items, page, pageSize, total };
}
