import { ThreadPageSchema, type ThreadQuery } from '@equicreators/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { addressRefreshDelay, needsFreshAddresses } from '../address-expiry';
import { hasMoreAfter, lastRenderedSeq, mergePage, type ThreadState } from '../thread-merge';
import { messageQueryKeys, type ThreadIds, type Viewer } from './message-query-keys';

// A reconnect after a long sleep may have many pages to catch up; past this it shows what it has.
const MAX_CATCH_UP_PAGES = 20;

/** Spec §7: GET /api/messages/message-brand/{campaignId}/{influencerId} or message-influencer/{influencerId}/{campaignId}. */
export function fetchThreadPage(viewer: Viewer, ids: ThreadIds, query: ThreadQuery, signal?: AbortSignal) {
  const campaign = encodeURIComponent(ids.campaignId);
  const creator = encodeURIComponent(ids.creatorId);
  const path =
    viewer === 'brand'
      ? `/messages/message-brand/${campaign}/${creator}`
      : `/messages/message-influencer/${creator}/${campaign}`;
  return apiRequest(path, { query, schema: ThreadPageSchema, signal });
}

/**
 * The thread for the cache. The first load takes the newest page; any later load (a `ready` after
 * a reconnect, a gap in live seqs) asks only for what follows the last rendered seq (decision 010),
 * so the pages loaded with 'Load older' stay and nothing is shown twice. When the signed attachment
 * addresses are about to lapse, it fetches again from the oldest shown message, so a thread left
 * open for hours keeps working pictures and videos.
 */
export async function loadThread(
  queryClient: QueryClient,
  viewer: Viewer,
  ids: ThreadIds,
  signal?: AbortSignal,
): Promise<ThreadState> {
  const key = messageQueryKeys.thread(ids.campaignId, ids.creatorId);
  const cached = queryClient.getQueryData<ThreadState>(key);
  if (!cached) return fetchThreadPage(viewer, ids, {}, signal);
  let thread = cached;
  let after = lastRenderedSeq(cached);
  if (needsFreshAddresses(cached, Date.now())) after = (cached.items[0]?.seq ?? 1) - 1;
  for (let count = 0; count < MAX_CATCH_UP_PAGES; count += 1) {
    const page = await fetchThreadPage(viewer, ids, { after }, signal);
    thread = mergePage(thread, page, 'newer');
    if (!hasMoreAfter(page)) break;
    after = page.items.at(-1)?.seq ?? after;
  }
  // Live messages may have landed in the cache while the pages were on their way.
  const latest = queryClient.getQueryData<ThreadState>(key);
  return latest && latest !== cached ? mergePage(thread, latest, 'newer') : thread;
}

/** One thread, kept current by the live stream (hence never stale by time); no request without ids. */
export function useThread(viewer: Viewer, ids: ThreadIds | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageQueryKeys.thread(ids?.campaignId ?? '', ids?.creatorId ?? ''),
    queryFn: ({ signal }) => loadThread(queryClient, viewer, ids ?? { campaignId: '', creatorId: '' }, signal),
    enabled: Boolean(ids),
    staleTime: Infinity,
    refetchInterval: (query) => addressRefreshDelay(query.state.data, Date.now()),
  });
}

/** 'Load older': the page before the oldest shown message, put in front of the thread. */
export async function loadOlderMessages(queryClient: QueryClient, viewer: Viewer, ids: ThreadIds): Promise<void> {
  const key = messageQueryKeys.thread(ids.campaignId, ids.creatorId);
  const oldest = queryClient.getQueryData<ThreadState>(key)?.items[0]?.seq;
  if (!oldest) return;
  const page = await fetchThreadPage(viewer, ids, { before: oldest });
  queryClient.setQueryData<ThreadState>(key, (thread) => (thread ? mergePage(thread, page, 'older') : thread));
}
