import type { SubmissionView } from '@equicreators/shared';
import { MessageAttachments } from '@/components/attachments/message-attachments';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/due-date';

const STATUS = {
  pending: { label: 'Waiting for review', tone: 'brand' },
  approved: { label: 'Approved', tone: 'success' },
  changes_requested: { label: 'Changes requested', tone: 'warning' },
} as const;

export type SubmissionVersionProps = { submission: SubmissionView; onNeedAddresses: () => void };

/** One version of a deliverable: its note, post link, files, outcome and the brand's comment. */
export function SubmissionVersion({ submission, onNeedAddresses }: SubmissionVersionProps) {
  const status = STATUS[submission.status];
  return (
    <li className="flex flex-col gap-1.5 border-l-2 border-line pl-3" data-version={submission.version}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <span className="font-semibold text-ink">Version {submission.version}</span>
        <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {submission.note && <p className="text-sm break-words whitespace-pre-wrap text-ink">{submission.note}</p>}
      {submission.postUrl && (
        <a
          href={submission.postUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm break-all text-brand-800 underline underline-offset-2"
        >
          {submission.postUrl}
        </a>
      )}
      <MessageAttachments attachments={submission.attachments} onNeedAddresses={onNeedAddresses} />
      {submission.reviewComment && (
        <p className="rounded-md bg-parchment px-2 py-1 text-sm break-words whitespace-pre-wrap text-ink">
          <span className="font-semibold">Brand: </span>
          {submission.reviewComment}
        </p>
      )}
    </li>
  );
}
