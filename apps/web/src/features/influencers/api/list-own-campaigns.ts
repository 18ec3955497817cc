import { CampaignPageSchema, PAGE_LIMITS } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

/**
 * GET /api/campaign?brandid=: the brand's own campaigns, newest first, for the invite select. One
 * request for the whole page (not one per card); the largest page covers any brand we know of.
 */
export function fetchOwnCampaigns(brandId: string, signal?: AbortSignal) {
  return apiRequest('/campaign', {
    query: { brandid: brandId, page: 1, pageSize: PAGE_LIMITS.maxPageSize },
    schema: CampaignPageSchema,
    signal,
  });
}

export function useOwnCampaigns(brandId: string | null, options: { enabled: boolean }) {
  return useQuery({
    queryKey: influencerQueryKeys.ownCampaigns(brandId ?? ''),
    queryFn: ({ signal }) => fetchOwnCampaigns(brandId ?? '', signal),
    enabled: Boolean(brandId) && options.enabled,
    select: (page) => page.items.map(({ _id, campaignTitle }) => ({ _id, campaignTitle })),
  });
}
