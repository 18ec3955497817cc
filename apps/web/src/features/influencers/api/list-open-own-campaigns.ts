import { CampaignPageSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** How many of the brand's open campaigns "Best match first" offers to match creators to. */
const MATCH_CAMPAIGNS_PAGE_SIZE = 50;

export type MatchCampaign = { _id: string; campaignTitle: string };

/**
 * GET /api/campaign?status=open as the brand: its own open campaigns, newest first, to choose the
 * one browse sorts creators by match to (issue 33). Under the campaigns root, so a new or closed
 * campaign refreshes the choice.
 */
export function useOpenOwnCampaigns(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['campaigns', 'match-choices'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/campaign', {
        query: { status: 'open', page: 1, pageSize: MATCH_CAMPAIGNS_PAGE_SIZE },
        schema: CampaignPageSchema,
        signal,
      }),
    select: (page): MatchCampaign[] => page.items.map(({ _id, campaignTitle }) => ({ _id, campaignTitle })),
    enabled: options.enabled,
  });
}
