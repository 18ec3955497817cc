import { CampaignPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** How many of the brand's open campaigns the invite select offers for one search. */
export const INVITE_OPTIONS_PAGE_SIZE = 20;

export type OwnCampaignOption = { _id: string; campaignTitle: string };
export type OwnCampaignOptions = { options: OwnCampaignOption[]; total: number };

/**
 * GET /api/campaign?brandid=&status=open&q=: the brand's open campaigns whose title contains `q`,
 * newest first, searched on the server (issue 21: no cap at one page of the brand's list). Under
 * the campaigns root on purpose: a new or closed campaign refreshes the options.
 */
export function useOwnCampaignOptions(brandId: string | null, q: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['campaigns', 'invite-options', brandId ?? '', q] as const,
    queryFn: ({ signal }) =>
      apiRequest('/campaign', {
        query: { brandid: brandId ?? '', status: 'open', q, page: 1, pageSize: INVITE_OPTIONS_PAGE_SIZE },
        schema: CampaignPageSchema,
        signal,
      }),
    select: (page): OwnCampaignOptions => ({
      options: page.items.map(({ _id, campaignTitle }) => ({ _id, campaignTitle })),
      total: page.total,
    }),
    enabled: options.enabled && Boolean(brandId),
    // The options of the previous search stay while the next loads, so the select does not jump.
    placeholderData: keepPreviousData,
  });
}
