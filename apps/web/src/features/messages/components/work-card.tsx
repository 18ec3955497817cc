import type { WorkCard as WorkCardData } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type WorkCardProps = { card: WorkCardData; isOwn: boolean };

const OUTCOME_LABELS = { approved: 'Approved', changes_requested: 'Changes requested' } as const;
const OUTCOME_TONES = { approved: 'success', changes_requested: 'warning' } as const;

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
          {card.postUrl && (
            <a
              href={card.postUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all underline underline-offset-2"
            >
              {card.postUrl}
            </a>
          )}
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
                <Badge tone={OUTCOME_TONES[item.outcome]}>{OUTCOME_LABELS[item.outcome]}</Badge>
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
