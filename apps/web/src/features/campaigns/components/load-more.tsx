import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export type LoadMoreProps = {
  loadedCount: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

// Start loading a little before the end of the list comes into view, so scrolling rarely waits.
const PRELOAD_MARGIN = '600px 0px';

/**
 * The end of a growing list: the next page loads when this comes near the screen, and a button does
 * the same for keyboard and switch users (and wherever IntersectionObserver is missing).
 */
export function LoadMore({ loadedCount, total, hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latestOnLoadMore = useRef(onLoadMore);
  useEffect(() => {
    latestOnLoadMore.current = onLoadMore;
  });

  // Observed again after every page (loadedCount), so a short page that leaves the end on screen
  // loads the next one too: observing reports the current intersection straight away.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestOnLoadMore.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isLoading, loadedCount]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-3 py-4">
      <p role="status" className="text-sm text-ink-muted">
        {`Showing ${loadedCount} of ${total} campaigns`}
      </p>
      {hasMore && (
        // aria-disabled rather than disabled while loading: the button keeps the keyboard focus.
        <Button variant="secondary" aria-disabled={isLoading || undefined} onClick={isLoading ? undefined : onLoadMore}>
          {isLoading ? 'Loading more campaigns…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
