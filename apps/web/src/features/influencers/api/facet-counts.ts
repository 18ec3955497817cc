import { InfluencerFacetCountsSchema, type InfluencerListQuery } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

/**
 * GET /api/influencers/facet-counts: for the browse's filter, how many creators each choice of the
 * filters would match. The order and the page change nothing, so they are left out of the request
 * and its key: turning a page reuses the counts.
 */
export function useFacetCounts(query: InfluencerListQuery) {
  const { page: _page, pageSize: _pageSize, sort: _sort, campaign: _campaign, ...filter } = query;
  return useQuery({
    queryKey: influencerQueryKeys.facetCounts(filter),
    queryFn: ({ signal }) =>
      apiRequest('/influencers/facet-counts', { query: filter, schema: InfluencerFacetCountsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
