import type { SubmissionStatus } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';

const STATUS = {
  pending: { label: 'Waiting for review', tone: 'brand' },
  approved: { label: 'Approved', tone: 'success' },
  changes_requested: { label: 'Changes requested', tone: 'warning' },
} as const;

export type SubmissionStatusBadgeProps = { status: SubmissionStatus };

/** Where a submitted version stands, or a review's outcome for it: the same words in the Work panel and the thread. */
export function SubmissionStatusBadge({ status }: SubmissionStatusBadgeProps) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
