import { BrandInfluencerPageSchema, PAGE_LIMITS, type CampaignOfInfluencersQuery } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

export const BRAND_LIST_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** GET /api/influencers/campaignOfInfluencers: the creators of the brand's own campaigns, Pending or Hired. */
export function fetchBrandInfluencers(query: CampaignOfInfluencersQuery, signal?: AbortSignal) {
  return apiRequest('/influencers/campaignOfInfluencers', { query, schema: BrandInfluencerPageSchema, signal });
}

export function useBrandInfluencers(query: CampaignOfInfluencersQuery) {
  return useQuery({
    queryKey: influencerQueryKeys.brandList(query),
    queryFn: ({ signal }) => fetchBrandInfluencers(query, signal),
    placeholderData: keepPreviousData,
  });
}
