import { PRODUCT } from '@equicreators/shared';
import { cn } from '@/lib/cn';

/**
 * The logo, always a way home (spec §2): a plain link, since home is a page rendered ahead that
 * the app does not render itself (docs/decisions/012).
 */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <a
      href="/"
      className={cn('inline-flex items-center gap-2.5 rounded-md', className)}
      aria-label={`${PRODUCT.name} home`}
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" className={tone === 'dark' ? 'fill-brand-800' : 'fill-cream'} />
        <path
          d="M38 8l4 9c8 5 12 16 11 27l3 14H28c3-7 4-13 1-18-5-2-11-1-17 1-6 1-9-4-6-9 6-9 14-16 24-21l3-9 3 7z"
          className={tone === 'dark' ? 'fill-saddle-100' : 'fill-brand-800'}
        />
      </svg>
      <span
        className={cn(
          'font-display text-xl font-semibold tracking-tight',
          tone === 'dark' ? 'text-brand-900' : 'text-cream',
        )}
      >
        {PRODUCT.name}
      </span>
    </a>
  );
}
