import type { CampaignOfInfluencersQuery, Page } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { listBrandInfluencers, type BrandInfluencerRecord } from './brand-influencers.repository.ts';

/**
 * The brand's influencer list (spec §2), scoped to its own campaigns (DECISIONS). E-mail
 * addresses only for a brand that has paid; the flag comes back with the page.
 */
export async function brandInfluencers(
  context: AppContext,
  brandId: string,
  query: CampaignOfInfluencersQuery,
): Promise<Page<BrandInfluencerRecord> & { showContact: boolean }> {
  const { page, pageSize, status } = query;
  const { rows, total, viewerPaid } = await listBrandInfluencers(context.db, brandId, { status, page, pageSize });
  return { items: rows, page, pageSize, total, showContact: viewerPaid };
}
