import type { MarkRead, UnreadCounts } from '@equicreators/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { messageQueryKeys } from './message-query-keys';

/**
 * POST /api/messages/read: the other party's messages of the thread are read up to `upToSeq`. The
 * dot clears at once here; the server's `unread` event confirms it (and clears other tabs).
 */
export async function markThreadRead(queryClient: QueryClient, body: MarkRead): Promise<void> {
  queryClient.setQueryData<UnreadCounts>(messageQueryKeys.unread(), (counts) => {
    if (!counts) return counts;
    const thread = counts.threads.find(
      (item) => item.campaignId === body.campaignId && item.creatorId === body.creatorId,
    );
    if (!thread) return counts;
    return {
      total: Math.max(0, counts.total - thread.unread),
      threads: counts.threads.filter((item) => item !== thread),
    };
  });
  await apiRequest('/messages/read', { method: 'POST', body });
}
