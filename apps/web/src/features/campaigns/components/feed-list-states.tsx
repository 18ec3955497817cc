import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';

const FAILURE_HEADLINE = 'We could not load the campaigns.';

/** What this component needs of a list query (TanStack Query's infinite query result). */
export type ListQueryState = {
  data: unknown;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

export type FeedListStatesProps = {
  query: ListQueryState;
  /** Nothing matched (and nothing more to load). */
  isEmpty: boolean;
  /** A search or a filter is set: the empty list says nothing matched and offers to clear them. */
  isFiltered: boolean;
  onClearFilters: () => void;
  children: ReactNode;
};

/** The campaign list's loading, failure and empty states around the list itself. */
export function FeedListStates({ query, isEmpty, isFiltered, onClearFilters, children }: FeedListStatesProps) {
  const handleRetry = () => void query.refetch();
  if (!query.data) {
    if (query.isError) return <LoadFailure title={FAILURE_HEADLINE} error={query.error} onRetry={handleRetry} />;
    return <SkeletonCards />;
  }
  if (isEmpty) {
    // Never a dead end: with filters set, the way back to every campaign is one click.
    return isFiltered ? (
      <EmptyState
        title="No campaign matches your search"
        description="Nothing matched these words and filters. Clear them to see every open campaign."
        action={
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No campaigns are open right now"
        description="New campaigns appear here as soon as brands publish them."
      />
    );
  }
  return (
    <>
      {/* A failed refresh or next page keeps what was loaded on screen, under the error. */}
      {query.isError && <LoadFailure title={FAILURE_HEADLINE} error={query.error} onRetry={handleRetry} />}
      {children}
    </>
  );
}

/** Placeholders shaped like the cards, so nothing jumps when the campaigns arrive. */
export function SkeletonCards({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="campaign-skeletons">
      <p role="status" className="sr-only">
        Loading campaigns…
      </p>
      <ul aria-hidden className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex gap-3">
              <Skeleton className="aspect-[4/3] w-40" />
              <Skeleton className="aspect-[4/3] w-40" />
            </div>
            <Skeleton className="h-16 w-full" />
            <div className="flex gap-3">
              <Skeleton className="h-11 w-32 rounded-full" />
              <Skeleton className="h-11 w-32 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
