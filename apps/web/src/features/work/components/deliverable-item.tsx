import {
  deliverableStatusLabel,
  type DeliverableStatus,
  type DeliverableView,
  type SubmissionView,
} from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDueDate } from '@/lib/due-date';
import { SubmissionVersion } from './submission-version';

const STATUS_TONES: Record<DeliverableStatus, 'neutral' | 'brand' | 'success' | 'warning'> = {
  not_started: 'neutral',
  submitted: 'brand',
  changes_requested: 'warning',
  approved: 'success',
};

export type DeliverableItemProps = {
  deliverable: DeliverableView;
  onNeedAddresses: () => void;
  /** The creator's 'Submit' and its form, when a version may be sent. */
  submit?: ReactNode;
  /** The brand's review buttons for one version, if it may be reviewed. */
  renderVersionActions?: (submission: SubmissionView) => ReactNode;
};

/** One deliverable in the Work panel: title, quantity, due date, status, and every version, newest first. */
export function DeliverableItem({ deliverable, onNeedAddresses, submit, renderVersionActions }: DeliverableItemProps) {
  const versions = [...deliverable.submissions].reverse();
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3"
      aria-label={deliverable.title}
      data-deliverable-status={deliverable.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 className="text-base font-semibold break-words text-ink">
            {deliverable.title}
            {deliverable.quantity !== null && (
              <span className="font-normal text-ink-muted"> × {deliverable.quantity}</span>
            )}
          </h3>
          {deliverable.dueAt && (
            <p className="text-xs text-ink-muted">
              Due <time dateTime={deliverable.dueAt}>{formatDueDate(deliverable.dueAt)}</time>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone={STATUS_TONES[deliverable.status]}>
            {deliverableStatusLabel(deliverable.status, deliverable.revisionRound)}
          </Badge>
          {deliverable.overdue && <Badge tone="danger">Overdue</Badge>}
        </div>
      </div>
      {versions.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={`Versions of ${deliverable.title}`}>
          {versions.map((submission) => (
            <SubmissionVersion
              key={submission.id}
              submission={submission}
              onNeedAddresses={onNeedAddresses}
              actions={renderVersionActions?.(submission)}
            />
          ))}
        </ol>
      )}
      {submit}
    </li>
  );
}
