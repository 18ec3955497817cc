import { Skeleton } from '@/components/ui/skeleton';

/** What the very first paint shows while the first screen's script loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10" aria-busy="true">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-6 w-2/3" />
    </div>
  );
}
