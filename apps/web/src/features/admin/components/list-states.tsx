import { TableCell, TableRow } from '@/components/ui/table';
import { Skeleton } from '@/components/ui/skeleton';

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
