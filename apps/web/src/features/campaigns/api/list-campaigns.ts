import { CampaignPageSchema, nextPageOf, PAGE_LIMITS } from '@equicreators/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys, type CampaignFilters } from './campaign-query-keys';

export const CAMPAIGN_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** GET /api/campaign: one page, newest first, filtered and searched on the server. */
export function fetchCampaignPage(filters: CampaignFilters, page: number, signal?: AbortSignal) {
  return apiRequest('/campaign', {
    query: { ...filters, page, pageSize: CAMPAIGN_PAGE_SIZE },
    schema: CampaignPageSchema,
    signal,
  });
}

/** Pages of campaigns that grow as the visitor scrolls; the previous results stay while filters change. */
export function useCampaignList(filters: CampaignFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: campaignQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchCampaignPage(filters, pageParam, signal),
    initialPageParam: 1,
    // Stops at the last page within PAGE_LIMITS.maxDepth: a search finds what lies deeper.
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
