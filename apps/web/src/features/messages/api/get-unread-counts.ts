import { UnreadCountsSchema, type UnreadCounts } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { messageQueryKeys } from './message-query-keys';

/** GET /api/messages/unread: the caller's unread count per thread and in all (the dots). */
export function fetchUnreadCounts(signal?: AbortSignal) {
  return apiRequest('/messages/unread', { schema: UnreadCountsSchema, signal });
}

/** The dots; the live stream patches them, and refetches them on every (re)connect. */
export function useUnreadCounts(isEnabled: boolean) {
  return useQuery({
    queryKey: messageQueryKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCounts(signal),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}

/** The unread count of one thread (0 when it has none). */
export function unreadOf(counts: UnreadCounts | undefined, campaignId: string, creatorId: string): number {
  return counts?.threads.find((item) => item.campaignId === campaignId && item.creatorId === creatorId)?.unread ?? 0;
}
