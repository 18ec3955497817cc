import type { SubmissionView } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { MessageAttachments } from '@/components/attachments/message-attachments';
import { PostLink } from '@/components/work/post-link';
import { SubmissionStatusBadge } from '@/components/work/submission-status-badge';
import { formatDateTime } from '@/lib/due-date';

export type SubmissionVersionProps = {
  submission: SubmissionView;
  onNeedAddresses: () => void;
  /** The brand's review buttons, on a version waiting for review (issue 30). */
  actions?: ReactNode;
};

/** One version of a deliverable: its note, post link, files, outcome, the brand's comment or review. */
export function SubmissionVersion({ submission, onNeedAddresses, actions }: SubmissionVersionProps) {
  return (
    <li className="flex flex-col gap-1.5 border-l-2 border-line pl-3" data-version={submission.version}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <span className="font-semibold text-ink">Version {submission.version}</span>
        <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        <SubmissionStatusBadge status={submission.status} />
      </div>
      {submission.note && <p className="text-sm break-words whitespace-pre-wrap text-ink">{submission.note}</p>}
      {submission.postUrl && <PostLink href={submission.postUrl} className="text-sm text-brand-800" />}
      <MessageAttachments attachments={submission.attachments} onNeedAddresses={onNeedAddresses} />
      {submission.reviewComment && (
        <p className="rounded-md bg-parchment px-2 py-1 text-sm break-words whitespace-pre-wrap text-ink">
          <span className="font-semibold">Brand: </span>
          {submission.reviewComment}
        </p>
      )}
      {actions}
    </li>
  );
}
