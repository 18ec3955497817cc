import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Numbered steps (spec §2), the current one marked for screen readers too. */
export function StepIndicator({ titles, current }: { titles: string[]; current: number }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-label="Steps">
      {titles.map((title, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li key={title} className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                isCurrent && 'bg-brand-800 text-cream',
                isDone && 'bg-brand-100 text-brand-800',
                !isCurrent && !isDone && 'border border-line bg-white text-ink-muted',
              )}
            >
              {isDone ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            <span className={cn('text-sm', isCurrent ? 'font-semibold text-brand-900' : 'text-ink-muted')}>
              {title}
              {isDone && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
