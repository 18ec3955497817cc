import { CampaignPageSchema, nextPageOf } from '@equicreators/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/** A few at a time: the section sits above the feed and should not push it off the screen. */
export const INVITATION_PAGE_SIZE = 6;

/** GET /api/influencers/invitations: the creator's invitations awaiting an answer, newest first. */
export function fetchInvitationPage(page: number, signal?: AbortSignal) {
  return apiRequest('/influencers/invitations', {
    query: { page, pageSize: INVITATION_PAGE_SIZE },
    schema: CampaignPageSchema,
    signal,
  });
}

export function useInvitations() {
  return useInfiniteQuery({
    queryKey: campaignQueryKeys.invitations(),
    queryFn: ({ pageParam, signal }) => fetchInvitationPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
