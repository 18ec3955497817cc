import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './table';

export type PagedTableProps<Item> = {
  /** Names the table for screen readers ('Orders'). */
  label: string;
  columns: readonly string[];
  /** The page on screen; absent while the first one loads. */
  data: { total: number; items: readonly Item[] } | undefined;
  /** The first load failed (a failed refresh keeps the last good page instead). */
  isFailed: boolean;
  /** A previous page or filter shown while the next one loads. */
  isStale: boolean;
  onRetry: () => void;
  onFirstPage: () => void;
  /** Said (with Try again) when the first load failed. */
  failureText: string;
  /** Read by screen readers on the skeleton row ('Loading orders…'). */
  loadingText: string;
  /** The empty state, when there is nothing at all to list. */
  empty: { title: string; text: string; action: ReactNode };
  /** One row per item, with its key. */
  renderRow: (item: Item) => ReactNode;
};

/** A server-paged table with its loading (skeleton row), failure, empty and past-the-end rows. */
export function PagedTable<Item>({ label, columns, isStale, ...rows }: PagedTableProps<Item>) {
  return (
    <Table aria-label={label} aria-busy={(!rows.data && !rows.isFailed) || isStale || undefined}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column} className="whitespace-nowrap">
              {column}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody className={cn('transition-opacity', isStale && 'opacity-60')}>
        <PagedTableRows columns={columns} {...rows} />
      </TableBody>
    </Table>
  );
}

function PagedTableRows<Item>({
  columns,
  data,
  isFailed,
  onRetry,
  onFirstPage,
  failureText,
  loadingText,
  empty,
  renderRow,
}: Omit<PagedTableProps<Item>, 'label' | 'isStale'>) {
  const wide = columns.length;
  if (!data && isFailed) {
    return (
      <WideRow columns={wide}>
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="font-semibold text-red-800">{failureText}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </WideRow>
    );
  }
  if (!data) {
    return (
      <TableRow>
        {columns.map((column, index) => (
          <TableCell key={column}>
            {index === 0 && <span className="sr-only">{loadingText}</span>}
            <Skeleton className="h-4 w-24" />
          </TableCell>
        ))}
      </TableRow>
    );
  }
  if (data.total === 0) {
    return (
      <WideRow columns={wide}>
        <div className="flex flex-col items-center gap-2 text-center">
          <p className="font-display text-xl text-brand-900">{empty.title}</p>
          <p className="max-w-md text-sm text-ink-muted">{empty.text}</p>
          <Button asChild variant="secondary" size="sm" className="mt-2">
            {empty.action}
          </Button>
        </div>
      </WideRow>
    );
  }
  // A page past the last one (items moved or ended meanwhile, or an old link).
  if (data.items.length === 0) {
    return (
      <WideRow columns={wide}>
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-ink-muted">This page is empty.</p>
          <Button variant="secondary" size="sm" onClick={onFirstPage}>
            Go to the first page
          </Button>
        </div>
      </WideRow>
    );
  }
  return data.items.map(renderRow);
}

/** A row across every column, for the states that have no items to show. */
function WideRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10">
        {children}
      </TableCell>
    </TableRow>
  );
}
