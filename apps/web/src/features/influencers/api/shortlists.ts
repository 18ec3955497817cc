import {
  ShortlistInviteSummarySchema,
  ShortlistMemberPageSchema,
  ShortlistSchema,
  ShortlistsResponseSchema,
  type ShortlistInviteSummary,
} from '@equicreators/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';

/** The page size of a list's creators. */
export const SHORTLIST_PAGE_SIZE = 12;

/** Every shortlist query sits under one root, so any change refreshes counts, ticks and cards at once. */
export const shortlistKeys = {
  all: ['shortlists'] as const,
  lists: (creatorId?: string) => ['shortlists', 'lists', creatorId ?? null] as const,
  one: (id: string) => ['shortlists', 'one', id] as const,
  members: (id: string, page: number) => ['shortlists', 'members', id, page] as const,
};

const path = (id: string) => `/shortlists/${encodeURIComponent(id)}`;

/** GET /api/shortlists: the brand's lists, newest first; with a creator, whether each holds them. */
export function useShortlists(creatorId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shortlistKeys.lists(creatorId),
    queryFn: ({ signal }) =>
      apiRequest('/shortlists', { query: { creatorId }, schema: ShortlistsResponseSchema, signal }),
    select: (answer) => answer.items,
    enabled: options.enabled ?? true,
  });
}

export function useShortlist(id: string) {
  return useQuery({
    queryKey: shortlistKeys.one(id),
    queryFn: ({ signal }) => apiRequest(path(id), { schema: ShortlistSchema, signal }),
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useShortlistMembers(id: string, page: number) {
  return useQuery({
    queryKey: shortlistKeys.members(id, page),
    queryFn: ({ signal }) =>
      apiRequest(`${path(id)}/members`, {
        query: { page, pageSize: SHORTLIST_PAGE_SIZE },
        schema: ShortlistMemberPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes every shortlist query once done and says a refusal in the server's words. */
function useShortlistMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  onDone?: (output: Output, input: Input) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (output, input) => {
      onDone?.(output, input);
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
}

export function useCreateShortlist() {
  return useShortlistMutation((name: string) =>
    apiRequest('/shortlists', { method: 'POST', body: { name }, schema: ShortlistSchema }),
  );
}

export function useRenameShortlist() {
  return useShortlistMutation(
    ({ id, name }: { id: string; name: string }) =>
      apiRequest(path(id), { method: 'PATCH', body: { name }, schema: ShortlistSchema }),
    (list) => notify.success(`Renamed to “${list.name}”.`),
  );
}

export function useDeleteShortlist() {
  return useShortlistMutation((id: string) => apiRequest(path(id), { method: 'DELETE' }));
}

export type MembershipInput = { shortlistId: string; creatorId: string; isMember: boolean };

/** Saves a creator on a list (PUT) or takes them off it (DELETE). */
export function useShortlistMembership() {
  return useShortlistMutation(({ shortlistId, creatorId, isMember }: MembershipInput) =>
    apiRequest(`${path(shortlistId)}/members/${encodeURIComponent(creatorId)}`, {
      method: isMember ? 'PUT' : 'DELETE',
      schema: ShortlistSchema,
    }),
  );
}

/** POST …/invite: the summary is the toast, and the page shows it too. */
export function useInviteShortlist() {
  const queryClient = useQueryClient();
  return useShortlistMutation(
    ({ id, campaignId }: { id: string; campaignId: string }): Promise<ShortlistInviteSummary> =>
      apiRequest(`${path(id)}/invite`, { method: 'POST', body: { campaignId }, schema: ShortlistInviteSummarySchema }),
    (summary) => {
      notify.success(summary.message);
      // The invited now show on the campaigns' invite lists and the brand's influencer list.
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['influencers'] });
    },
  );
}
