import { InviteOptionPageSchema, type EntryStatus } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** How many of the brand's open campaigns the invite select offers for one search. */
export const INVITE_OPTIONS_PAGE_SIZE = 20;

/** One campaign of a creator's invite list: `status` is the creator's in it, null when not in it yet. */
export type OwnCampaignOption = { _id: string; campaignTitle: string; status: EntryStatus | null };
export type OwnCampaignOptions = { options: OwnCampaignOption[]; total: number };

/**
 * GET /api/brands/invite-options?creatorId=…&q=: the brand's open campaigns whose title contains
 * `q`, newest first, with the statuses of every creator of the browse page in each, in one request
 * the page's cards share (their creators are asked together); each card picks its own creator's.
 * Under the campaigns root on purpose: a new, closed or answered campaign refreshes the options.
 */
export function useOwnCampaignOptions(
  creatorIds: readonly string[],
  creatorId: string,
  q: string,
  options: { enabled: boolean },
) {
  return useQuery({
    queryKey: ['campaigns', 'invite-options', creatorIds, q] as const,
    queryFn: ({ signal }) =>
      apiRequest('/brands/invite-options', {
        query: { creatorId: [...creatorIds], q, page: 1, pageSize: INVITE_OPTIONS_PAGE_SIZE },
        schema: InviteOptionPageSchema,
        signal,
      }),
    select: (page): OwnCampaignOptions => ({
      options: page.items.map(({ _id, campaignTitle, entries }) => ({
        _id,
        campaignTitle,
        status: entries.find((entry) => entry.creatorId === creatorId)?.status ?? null,
      })),
      total: page.total,
    }),
    enabled: options.enabled && creatorIds.length > 0,
    // The options of the previous search stay while the next loads, so the select does not jump.
    placeholderData: keepPreviousData,
  });
}
