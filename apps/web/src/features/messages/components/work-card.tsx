import type { WorkCard as WorkCardData } from '@equicreators/shared';
import { PostLink } from '@/components/work/post-link';
import { SubmissionStatusBadge } from '@/components/work/submission-status-badge';
import { cn } from '@/lib/cn';

export type WorkCardProps = { card: WorkCardData; isOwn: boolean };

/**
 * A submission, review or close in the thread (issue 22): a snapshot of when it was sent, so it
 * names the deliverable and version it was about even after the work moved on.
 */
export function WorkCard({ card, isOwn }: WorkCardProps) {
  const frame = cn('flex flex-col gap-1.5 rounded-lg border px-3 py-2', isOwn ? 'border-cream/30' : 'border-line');
  switch (card.kind) {
    case 'submission':
      return (
        <div className={frame} data-work-card="submission">
          <p className="font-semibold">
            Submitted: {card.deliverableTitle} <span className="font-normal">(version {card.version})</span>
          </p>
          {card.postUrl && <PostLink href={card.postUrl} />}
        </div>
      );
    case 'review':
      return (
        <div className={frame} data-work-card="review">
          <p className="font-semibold">Review</p>
          <ul className="flex flex-col gap-1">
            {card.outcomes.map((item) => (
              <li key={item.submissionId} className="flex flex-wrap items-center gap-2">
                <span>
                  {item.deliverableTitle} (version {item.version})
                </span>
                <SubmissionStatusBadge status={item.outcome} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'close':
      return (
        <div className={frame} data-work-card="close">
          <p className="font-semibold">Work closed: {card.outcome === 'completed' ? 'Completed' : 'Cancelled'}</p>
          {card.reason && <p className="break-words whitespace-pre-wrap">Reason: {card.reason}</p>}
        </div>
      );
  }
}
