import { cn } from '@/lib/cn';

/** A placeholder block shown while content loads (spec: skeleton placeholders). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-brand-100/70', className)} />;
}
