import type { MessageView } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markThreadRead } from '../api/mark-read';
import type { ThreadIds } from '../api/message-query-keys';
import type { ThreadState } from '../thread-merge';

/**
 * Issue 9: opening a thread, and every message the other party adds while it is open and the tab
 * visible, marks it read (the dots clear and the sender sees 'Seen'). A hidden tab waits until it
 * is shown again, so a message nobody looked at is not reported as seen.
 */
export function useMarkRead(
  ids: ThreadIds | null,
  thread: ThreadState | undefined,
  ownSenderType: MessageView['senderType'],
): void {
  const queryClient = useQueryClient();
  const markedUpTo = useRef(0);
  const newestFromOther = thread?.items.findLast((message) => message.senderType !== ownSenderType)?.seq ?? 0;

  useEffect(() => {
    if (!ids || newestFromOther <= markedUpTo.current) return;
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || newestFromOther <= markedUpTo.current) return;
      markedUpTo.current = newestFromOther;
      markThreadRead(queryClient, { ...ids, upToSeq: newestFromOther }).catch(() => {
        // Not marked: the next message or visit tries again.
        markedUpTo.current = 0;
      });
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [ids, newestFromOther, queryClient]);
}
