import {
  CreatorCampaignPageSchema,
  nextPageOf,
  PAGE_LIMITS,
  type Campaign,
  type EntryStatus,
} from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** A row of the brand's 'Campaigns' table: one of its campaigns the creator is in, and the entry's status. */
export type CreatorCampaign = { campaign: Campaign; entryStatus: EntryStatus };

/**
 * Under the campaigns root on purpose: every change the campaigns feature invalidates there (create,
 * invite, hire) refreshes this list too.
 */
export const creatorCampaignsKey = (brandId: string, creatorId: string) =>
  ['campaigns', 'of-creator', brandId, creatorId] as const;

/**
 * GET /api/brands/influencers/{creatorId}/campaigns, every page: the brand's campaigns this creator
 * is in, filtered on the server (issue 21: no cap at one page of the brand's list). The pages are
 * read to the end because whether the creator is hired anywhere decides what the screen shows; the
 * list is one brand and one creator's, never the brand's whole list.
 */
export async function fetchCreatorCampaigns(creatorId: string, signal?: AbortSignal): Promise<CreatorCampaign[]> {
  const rows: CreatorCampaign[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest(`/brands/influencers/${encodeURIComponent(creatorId)}/campaigns`, {
      query: { page, pageSize: PAGE_LIMITS.maxPageSize },
      schema: CreatorCampaignPageSchema,
      signal,
    });
    for (const { entryStatus, ...campaign } of answer.items) {
      // Null only for a creator blocked since: nothing to show or send to.
      if (entryStatus) rows.push({ campaign, entryStatus });
    }
    if (nextPageOf(answer) === undefined) return rows;
  }
}

/** The brand's campaigns this creator is in, newest first, with the creator's status in each. */
export function useCreatorCampaigns(brandId: string | null, creatorId: string) {
  return useQuery({
    queryKey: creatorCampaignsKey(brandId ?? '', creatorId),
    queryFn: ({ signal }) => fetchCreatorCampaigns(creatorId, signal),
    enabled: Boolean(brandId),
  });
}
