import type { CampaignOfInfluencersQuery, InfluencerListQuery } from '@equicreators/shared';

/** Keys of the influencers feature's queries (browse, one creator, the brand's influencer list). */
export const influencerQueryKeys = {
  all: ['influencers'] as const,
  lists: () => ['influencers', 'list'] as const,
  list: (query: InfluencerListQuery) => ['influencers', 'list', query] as const,
  facetCounts: (filter: Partial<InfluencerListQuery>) => ['influencers', 'facet-counts', filter] as const,
  detail: (id: string) => ['influencers', 'detail', id] as const,
  brandLists: () => ['influencers', 'brand-list'] as const,
  brandList: (query: CampaignOfInfluencersQuery) => ['influencers', 'brand-list', query] as const,
};
