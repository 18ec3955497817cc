import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatBadgeCount } from './format-badge-count';

const TONES = {
  neutral: 'bg-parchment text-ink',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-orange-100 text-orange-800',
  danger: 'bg-red-100 text-red-800',
} as const;

export type BadgeProps = { tone?: keyof typeof TONES; children: ReactNode; className?: string };

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A count on a dot, capped at 99+; screen readers hear the whole count and the label. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  const text = formatBadgeCount(count);
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-saddle-600 px-1.5 text-xs font-bold text-cream">
      <span aria-hidden>{text}</span>
      <span className="sr-only">{`${count} ${label}`}</span>
    </span>
  );
}

/** The notification dot of spec §2 (Orders, Influencer List). */
export function NotificationDot({ label }: { label: string }) {
  return (
    <span className="inline-block size-2.5 rounded-full bg-saddle-600">
      <span className="sr-only">{label}</span>
    </span>
  );
}
