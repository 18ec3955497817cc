import { InfluencerPageSchema, PAGE_LIMITS, type InfluencerListQuery } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

export const BROWSE_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** GET /api/influencers: one page of creators, filtered, searched and sorted on the server. */
export function fetchInfluencerPage(query: InfluencerListQuery, signal?: AbortSignal) {
  return apiRequest('/influencers', { query, schema: InfluencerPageSchema, signal });
}

/** The brand's browse; the previous results stay on screen (dimmed) while a new filter loads. */
export function useInfluencerList(query: InfluencerListQuery) {
  return useQuery({
    queryKey: influencerQueryKeys.list(query),
    queryFn: ({ signal }) => fetchInfluencerPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
