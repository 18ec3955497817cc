import { SkeletonStack } from '@/components/ui/skeleton';

/** What the very first paint shows while the first screen's script loads. */
export function PageSkeleton() {
  return (
    <SkeletonStack className="mx-auto max-w-7xl gap-6 px-4 py-10" blocks={['h-10 w-1/3', 'h-64 w-full', 'h-6 w-2/3']} />
  );
}
