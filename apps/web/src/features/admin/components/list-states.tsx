import { TableCell, TableRow } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/error-message';

export type SkeletonRowsProps = { columns: number; rows?: number };

/** Placeholder rows with the table's own columns, so nothing jumps when the data arrives. */
export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton className="h-4 w-24" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

export type ListErrorProps = { what: string; error: unknown; onRetry: () => void };

/** A list that could not load: what failed, why, and a way to try again. */
export function ListError({ what, error, onRetry }: ListErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5"
    >
      <p className="text-sm text-red-800">
        <span className="font-semibold">{`We could not load the ${what}.`}</span> {errorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
