import type { ReviewOutcome } from '@equicreators/shared';
import { Button } from '@/components/ui/button';
import type { PendingSubmission } from '../work-rules';

export type VersionReviewActionsProps = {
  item: PendingSubmission;
  onReview: (outcome: ReviewOutcome) => void;
};

/** A waiting version's own review buttons, on its card (issue 30). */
export function VersionReviewActions({ item, onReview }: VersionReviewActionsProps) {
  const name = `${item.title}, version ${item.version}`;
  return (
    <div className="flex flex-wrap gap-2 pt-1" role="group" aria-label={`Review ${name}`}>
      {/* The names start with the words shown (WCAG 2.5.3) and say which version they decide. */}
      <Button size="sm" aria-label={`Approve ${name}`} onClick={() => onReview('approved')}>
        Approve
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Request changes to ${name}`}
        onClick={() => onReview('changes_requested')}
      >
        Request changes
      </Button>
    </div>
  );
}
