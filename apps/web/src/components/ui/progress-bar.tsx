import { cn } from '@/lib/cn';

export type ProgressBarProps = {
  /** Done so far, from 0 to 100. */
  value: number;
  /** Names the bar for screen readers ('Uploading images'). */
  label: string;
  className?: string;
};

/** A determinate progress bar (an upload, say), announced with its percentage. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
