import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lastPageOf } from '@equicreators/shared';
import type { MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** How many items there are on all pages together. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers ('Invitations pages'). */
  label: string;
  className?: string;
};

/** Previous and Next around 'Page X of Y · N in all', for lists paged on the server. */
export function Pagination({ page, pageSize, total, onPageChange, label, className }: PaginationProps) {
  // The pages within the server's depth limit (PAGE_LIMITS.maxDepth); 'in all' still counts every item.
  const pageCount = lastPageOf({ pageSize, total });
  const isFirst = page <= 1;
  const isLast = page >= pageCount;

  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus at the ends.
  const handlePrevious = (event: MouseEvent<HTMLButtonElement>) => {
    if (isFirst) event.preventDefault();
    else onPageChange(page - 1);
  };
  const handleNext = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLast) event.preventDefault();
    else onPageChange(page + 1);
  };

  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <Button variant="secondary" size="sm" aria-disabled={isFirst || undefined} onClick={handlePrevious}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      {/* On a narrow screen the count takes its own line above the two buttons. */}
      <p aria-live="polite" className="order-first w-full text-center text-sm text-ink-muted sm:order-none sm:w-auto">
        {`Page ${Math.min(page, pageCount)} of ${pageCount} · ${total} in all`}
      </p>
      <Button variant="secondary" size="sm" aria-disabled={isLast || undefined} onClick={handleNext}>
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
