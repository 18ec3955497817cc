import { INFLUENCER_MESSAGES, type InfluencerPage } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';

export type BrowseResultsProps = {
  data: InfluencerPage | undefined;
  error: unknown;
  isError: boolean;
  hasFilters: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
  /** The cards, once there are some. */
  children: ReactNode;
};

/** The browse's loading (skeleton cards), failure (with retry) and empty (with 'Clear filters') states. */
export function BrowseResults({
  data,
  error,
  isError,
  hasFilters,
  onRetry,
  onClearFilters,
  onFirstPage,
  children,
}: BrowseResultsProps) {
  const failure = isError && <LoadFailure title="We could not load the creators." error={error} onRetry={onRetry} />;
  if (!data) return failure || <SkeletonCards />;
  if (data.total === 0) {
    return (
      <EmptyState
        title={INFLUENCER_MESSAGES.noCreators}
        description={hasFilters ? 'Try fewer niches, another follower range or another name.' : undefined}
        action={
          hasFilters && (
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }
  // A page past the last one (creators left meanwhile, or an old link).
  if (data.items.length === 0) {
    return (
      <EmptyState
        title="This page is empty."
        action={
          <Button variant="secondary" size="sm" onClick={onFirstPage}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <>
      {/* A failed refresh keeps the last good results on screen, under the message. */}
      {failure}
      {children}
    </>
  );
}

/** Placeholders shaped like the cards, so nothing jumps when the creators arrive. */
function SkeletonCards({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="creator-skeletons">
      <p role="status" className="sr-only">
        Loading creators…
      </p>
      <ul aria-hidden className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-6 w-3/4" />
              </div>
            </div>
            <Skeleton className="h-12 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-11 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
