import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = { title: ReactNode; description?: ReactNode; action?: ReactNode; className?: string };

/** What a list shows when it has nothing (spec: 'No Data Found' and similar). */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-12 text-center',
        className,
      )}
    >
      <Inbox aria-hidden className="size-10 text-brand-300" />
      <p className="font-display text-xl text-brand-900">{title}</p>
      {description && <p className="max-w-md text-sm text-ink-muted">{description}</p>}
      {action}
    </div>
  );
}
