import { cn } from '@/lib/cn';

/** A placeholder block shown while content loads (spec: skeleton placeholders). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-brand-100/70', className)} />;
}

/** A busy region of placeholder blocks, one per class name, announced as loading. */
export function SkeletonStack({ blocks, className }: { blocks: string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col', className)} aria-busy="true">
      <span className="sr-only">Loading</span>
      {blocks.map((blockClassName, index) => (
        <Skeleton key={index} className={blockClassName} />
      ))}
    </div>
  );
}
