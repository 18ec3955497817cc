import type { DecisionLabel } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';

const DECISION_TONES = { 'Partially Approved': 'warning', Approved: 'success', Closed: 'neutral' } as const;

/** A brand's decision (spec §3), on a message and on the thread's entry. */
export function DecisionBadge({ decision, className }: { decision: DecisionLabel; className?: string }) {
  return (
    <Badge tone={DECISION_TONES[decision]} className={className}>
      {decision}
    </Badge>
  );
}
