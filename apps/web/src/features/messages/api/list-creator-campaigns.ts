import { CampaignPageSchema, PAGE_LIMITS, type Campaign, type EntryStatus } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { messageQueryKeys } from './message-query-keys';

/** A row of the brand's 'Campaigns' table: one of its campaigns the creator is in, and the entry's status. */
export type CreatorCampaign = { campaign: Campaign; entryStatus: EntryStatus };

/** The brand's campaigns that list this creator, newest first, with the creator's status in each. */
export function pickCreatorCampaigns(campaigns: readonly Campaign[], creatorId: string): CreatorCampaign[] {
  const rows: CreatorCampaign[] = [];
  for (const campaign of campaigns) {
    const entry = campaign.influencers?.find((item) => item.influencerId._id === creatorId);
    if (entry) rows.push({ campaign, entryStatus: entry.status });
  }
  return rows;
}

/**
 * GET /api/campaign?brandid= (the brand's own list carries each campaign's creators): the brand's
 * campaigns this creator is in. One request with the largest page, as the invite select does.
 */
export function useCreatorCampaigns(brandId: string | null, creatorId: string) {
  return useQuery({
    queryKey: messageQueryKeys.creatorCampaigns(brandId ?? '', creatorId),
    queryFn: ({ signal }) =>
      apiRequest('/campaign', {
        query: { brandid: brandId ?? '', page: 1, pageSize: PAGE_LIMITS.maxPageSize },
        schema: CampaignPageSchema,
        signal,
      }),
    enabled: Boolean(brandId),
    select: (page) => pickCreatorCampaigns(page.items, creatorId),
  });
}
