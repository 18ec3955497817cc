import type { LiveEvent, UnreadCounts } from '@equicreators/shared';
import type { QueryClient } from '@tanstack/react-query';
import { messageQueryKeys, type Viewer } from '../api/message-query-keys';
import { markSeen, mergeLiveMessage, type ThreadState } from '../thread-merge';

/** Puts one unread change into the dots' cache: the thread's count (gone at 0) and the total. */
export function patchUnread(
  counts: UnreadCounts | undefined,
  change: { campaignId: string; creatorId: string; unread: number; total: number },
): UnreadCounts {
  const others = (counts?.threads ?? []).filter(
    (item) => item.campaignId !== change.campaignId || item.creatorId !== change.creatorId,
  );
  const { campaignId, creatorId, unread } = change;
  return { total: change.total, threads: unread > 0 ? [...others, { campaignId, creatorId, unread }] : others };
}

/**
 * Puts one live event into the data cache (decision 010). Only threads already in the cache are
 * touched: one nobody opened loads whole when it is opened. A seq gap refetches the thread, whose
 * loader asks only for what follows the last rendered message.
 */
export function applyLiveEvent(queryClient: QueryClient, viewer: Viewer, event: LiveEvent): void {
  switch (event.type) {
    case 'ready':
      // The stream may have been down: catch up every cached thread and the dots.
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.threads() });
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.unread() });
      return;
    case 'message': {
      const key = messageQueryKeys.thread(event.message.campaignId, event.message.creatorId);
      const thread = queryClient.getQueryData<ThreadState>(key);
      if (!thread) return;
      const merged = mergeLiveMessage(thread, event.message);
      if (merged.outcome === 'appended') queryClient.setQueryData(key, merged.thread);
      else if (merged.outcome === 'gap') void queryClient.invalidateQueries({ queryKey: key, exact: true });
      return;
    }
    case 'read': {
      // A read by this same user (another tab) changes only the dots, which `unread` carries.
      if (event.readerType === viewer) return;
      queryClient.setQueryData<ThreadState>(messageQueryKeys.thread(event.campaignId, event.creatorId), (thread) =>
        thread ? markSeen(thread, viewer, event.upToSeq, event.readAt) : thread,
      );
      return;
    }
    case 'unread':
      queryClient.setQueryData<UnreadCounts>(messageQueryKeys.unread(), (counts) => patchUnread(counts, event));
      return;
    case 'decision':
      queryClient.setQueryData<ThreadState>(messageQueryKeys.thread(event.campaignId, event.creatorId), (thread) =>
        thread ? { ...thread, decision: event.decision } : thread,
      );
      return;
    case 'notifications':
      // The notification centre's, not a thread's: app/live-messaging.ts refreshes the bell.
      return;
    case 'work':
      // The order's work is not a thread's: app/live-messaging.ts refetches its panel and lists.
      return;
  }
}
