import type { Page } from '@equicreators/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';

export type PagedListProps<Item> = {
  query: UseQueryResult<Page<Item>>;
  /** The page asked for (the answer may still be the previous page's while it loads). */
  page: number;
  /** The items in words, lower case and plural ('invitations'). */
  what: string;
  /** The words searched for, to say why a list is empty. */
  search?: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  onPageChange: (page: number) => void;
  children: (items: Item[]) => ReactNode;
};

/** One page of a server-paged list with its loading, error and empty states and its pagination. */
export function PagedList<Item>({
  query,
  page,
  what,
  search = '',
  emptyTitle,
  emptyDescription,
  skeleton,
  onPageChange,
  children,
}: PagedListProps<Item>) {
  const { data, error, isError, isPlaceholderData, refetch } = query;
  const handleRetry = () => void refetch();

  if (!data) {
    if (isError) return <LoadFailure title={`We could not load the ${what}.`} error={error} onRetry={handleRetry} />;
    return (
      <div aria-busy>
        <p role="status" className="sr-only">{`Loading ${what}…`}</p>
        {skeleton}
      </div>
    );
  }
  if (data.total === 0) {
    return search ? (
      <EmptyState title={`No ${what} match “${search}”`} description="Try other words, or clear the search." />
    ) : (
      <EmptyState title={emptyTitle} description={emptyDescription} />
    );
  }
  // The list shrank under a later page (another admin at work): offer the way back.
  if (data.items.length === 0 && !isPlaceholderData) {
    return (
      <EmptyState
        title="This page is empty"
        action={
          <Button variant="secondary" size="sm" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {/* A failed refresh keeps the last good page on screen, under the error. */}
      {isError && <LoadFailure title={`We could not load the ${what}.`} error={error} onRetry={handleRetry} />}
      {/* The previous page stays visible, dimmed, while the next one loads. */}
      <div
        aria-busy={isPlaceholderData || undefined}
        className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}
      >
        {children(data.items)}
      </div>
      <Pagination
        page={page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={onPageChange}
        label={`Pages of ${what}`}
      />
    </div>
  );
}
