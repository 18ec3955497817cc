import { ORDER_STATE_LABELS, progressLabel, type OrderProgress, type OrderState } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STATE_TONES: Record<OrderState, 'neutral' | 'brand' | 'success' | 'danger'> = {
  in_progress: 'neutral',
  ready_to_close: 'brand',
  completed: 'success',
  cancelled: 'danger',
};

export type OrderProgressBadgesProps = {
  progress: OrderProgress;
  /** In lists the state shows only when it says more than 'In progress'. */
  isCompact?: boolean;
  className?: string;
};

/**
 * An order's progress as lists and the Work panel show it (issue 22): '2 of 3 approved', the state
 * ('Ready to close', 'Completed', 'Cancelled') and 'Overdue' while a due date has passed.
 */
export function OrderProgressBadges({ progress, isCompact = false, className }: OrderProgressBadgesProps) {
  const showsState = !isCompact || progress.state !== 'in_progress';
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)} data-order-state={progress.state}>
      <span className="text-sm text-ink">{progressLabel(progress.approved, progress.total)}</span>
      {showsState && <Badge tone={STATE_TONES[progress.state]}>{ORDER_STATE_LABELS[progress.state]}</Badge>}
      {progress.overdue > 0 && <Badge tone="danger">Overdue</Badge>}
    </span>
  );
}
