import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Within this many pixels of the end, the reader counts as "at the bottom".
const BOTTOM_SLACK_PX = 48;

export type StickToBottom = {
  boxRef: RefObject<HTMLDivElement | null>;
  /** Newer messages arrived below while the reader was scrolled up (the 'new messages' pill). */
  hasNewBelow: boolean;
  handleScroll: () => void;
  scrollToBottom: () => void;
};

/**
 * Keeps a scrolling message box at its newest message as messages arrive, unless the reader has
 * scrolled up; then it reports that newer ones wait below instead of pulling the page from under
 * them. Older messages put on top keep the reader's place.
 */
export function useStickToBottom(
  firstSeq: number | undefined,
  lastSeq: number | undefined,
  /** The reader's own message just went out: show it even when they had scrolled up. */
  isNewestOwn: boolean,
): StickToBottom {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const isAtBottomRef = useRef(true);
  const seen = useRef<{ first: number | undefined; last: number | undefined; height: number }>({
    first: undefined,
    last: undefined,
    height: 0,
  });
  const [hasNewBelow, setHasNewBelow] = useState(false);

  const scrollToBottom = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    isAtBottomRef.current = true;
    setHasNewBelow(false);
  }, []);

  const handleScroll = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    isAtBottomRef.current = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK_PX;
    if (isAtBottomRef.current) setHasNewBelow(false);
  }, []);

  // Layout effect: the scroll position must change before the browser paints the new messages.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const before = seen.current;
    seen.current = { first: firstSeq, last: lastSeq, height: box?.scrollHeight ?? 0 };
    if (!box) return;
    if (before.first !== undefined && firstSeq !== undefined && firstSeq < before.first && lastSeq === before.last) {
      // Older messages came in on top: keep the same message under the reader's eyes.
      box.scrollTop += box.scrollHeight - before.height;
      return;
    }
    if (lastSeq === before.last) return;
    if (isAtBottomRef.current || before.last === undefined || isNewestOwn) {
      box.scrollTop = box.scrollHeight;
      isAtBottomRef.current = true;
      setHasNewBelow(false);
    } else {
      setHasNewBelow(true);
    }
  }, [firstSeq, lastSeq, isNewestOwn]);

  return { boxRef, hasNewBelow, handleScroll, scrollToBottom };
}
