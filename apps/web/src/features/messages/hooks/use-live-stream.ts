import type { LiveEvent, UserType } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { failureOf } from '@/lib/http/api-client';
import { readSession } from '@/lib/session/session';
import type { Viewer } from '../api/message-query-keys';
import { applyLiveEvent } from '../live/apply-live-event';
import { startLiveClient } from '../live/live-client';

export type LiveStreamOptions = {
  /** Whose stream it is: every user type has one (the notification centre); none for a guest. */
  account: UserType | null;
  /** The stored token: a logout clears it, and the stream closes with it. */
  token: string | null;
  /**
   * Lists of other features that show dots, decisions or progress (orders, the influencer list)
   * refresh; a `work` event also refetches that order's Work panel (the work feature's cache); a
   * `notifications` event refreshes the bell.
   */
  onListsChanged: (event: LiveEvent) => void;
};

/**
 * The tab's one live stream (decision 010), open while anyone is logged in; a brand's or creator's
 * also patches their threads. It closes
 * on logout (the token goes), when the tab is hidden for good (pagehide) and on unmount; a page
 * restored from the back-forward cache opens it again.
 */
export function useLiveStream({ account, token, onListsChanged }: LiveStreamOptions): void {
  const queryClient = useQueryClient();
  const onListsChangedRef = useRef(onListsChanged);
  useEffect(() => {
    onListsChangedRef.current = onListsChanged;
  }, [onListsChanged]);

  useEffect(() => {
    if (!account || !token) return;
    // Only brands and creators have threads.
    const viewer: Viewer | null = account === 'brand' || account === 'contentCreator' ? account : null;
    const start = () =>
      startLiveClient({
        readToken: () => readSession().token,
        onEvent: (event) => {
          if (viewer) applyLiveEvent(queryClient, viewer, event);
          if (
            event.type === 'unread' ||
            event.type === 'decision' ||
            event.type === 'ready' ||
            event.type === 'work' ||
            event.type === 'notifications'
          ) {
            onListsChangedRef.current(event);
          }
        },
        // The session ended: as for any other 401, the keys are cleared and the visitor logs in again.
        onUnauthorized: (refused) => {
          failureOf(401, null, refused);
        },
      });
    let client = start();
    const handlePageHide = () => client.stop();
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) client = start();
    };
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      client.stop();
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('pageshow', handlePageShow);
    };
  }, [account, token, queryClient]);
}
