import type { MessageView, ThreadPage } from '@equicreators/shared';

/** A thread as the cache holds it: the pages loaded so far, merged, oldest first, without holes. */
export type ThreadState = ThreadPage;

/** What receiving one live message did to the thread (decision 010's seq rule). */
export type LiveMerge = { thread: ThreadState; outcome: 'appended' | 'duplicate' | 'gap' };

/** The newest seq the thread has rendered (the resume point for `?after=`). */
export function lastRenderedSeq(thread: ThreadState): number {
  return thread.items.at(-1)?.seq ?? thread.lastSeq;
}

/**
 * Decision 010: `seq == last + 1` appends; `seq <= last` is a duplicate and is dropped; a larger
 * seq reveals a gap, which the caller fills by fetching `?after=last` (the message is not appended,
 * so the thread never shows a hole).
 */
export function mergeLiveMessage(thread: ThreadState, message: MessageView): LiveMerge {
  const last = lastRenderedSeq(thread);
  if (message.seq <= last) return { thread, outcome: 'duplicate' };
  if (message.seq > last + 1) return { thread, outcome: 'gap' };
  return {
    thread: {
      ...thread,
      items: [...thread.items, message],
      lastSeq: Math.max(thread.lastSeq, message.seq),
      decision: message.status ?? thread.decision,
    },
    outcome: 'appended',
  };
}

/**
 * Adds a page fetched with `?after=` (newer) or `?before=` (older). Messages are keyed by seq, so
 * one already shown is never shown twice, whatever order the page and live events arrive in; the
 * page's entry status and decision are the server's newest word.
 */
export function mergePage(thread: ThreadState, page: ThreadPage, direction: 'newer' | 'older'): ThreadState {
  const bySeq = new Map<number, MessageView>();
  for (const message of thread.items) bySeq.set(message.seq, message);
  for (const message of page.items) bySeq.set(message.seq, message);
  const items = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return {
    items: withoutHoles(items, direction),
    hasOlder: direction === 'older' ? page.hasOlder : thread.hasOlder,
    lastSeq: Math.max(thread.lastSeq, page.lastSeq),
    entryStatus: direction === 'newer' ? page.entryStatus : thread.entryStatus,
    decision: direction === 'newer' ? page.decision : thread.decision,
  };
}

/**
 * Keeps only the run of consecutive seqs ending at the newest message (an `after` page cut short by
 * its size limit leaves the rest for the next fetch, never a hole in the middle).
 */
function withoutHoles(items: MessageView[], direction: 'newer' | 'older'): MessageView[] {
  if (direction === 'older' || items.length < 2) return items;
  // For newer pages the run must start at the oldest shown message: stop at the first hole.
  let end = 1;
  while (end < items.length && items[end]!.seq === items[end - 1]!.seq + 1) end += 1;
  return items.slice(0, end);
}

/**
 * Marks the caller's own messages up to `upToSeq` as read by the other party ('Seen'); the same
 * object comes back when nothing changes, so React does not re-render for a repeated receipt.
 */
export function markSeen(
  thread: ThreadState,
  ownSenderType: MessageView['senderType'],
  upToSeq: number,
  readAt: string,
): ThreadState {
  let hasChanged = false;
  const items = thread.items.map((message) => {
    if (message.senderType !== ownSenderType || message.seq > upToSeq || message.readAt) return message;
    hasChanged = true;
    return { ...message, readAt };
  });
  return hasChanged ? { ...thread, items } : thread;
}

/** Whether a page fetched with `?after=` was cut by the page size, so there is more to fetch. */
export function hasMoreAfter(page: ThreadPage): boolean {
  const newest = page.items.at(-1)?.seq ?? 0;
  return page.items.length > 0 && newest < page.lastSeq;
}
