import { WORK_MESSAGES, type SubmissionView } from '@equicreators/shared';
import { Images } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { OrderIds } from '@/lib/order-work-key';
import { changeShowcaseConsent } from '../api/change-work';
import { useWorkChange } from '../hooks/use-work-change';
import { showcaseStanding } from '../work-rules';

export type ShowcaseConsentProps = {
  ids: OrderIds;
  submission: SubmissionView;
  /** The version's name ('Instagram reel, version 2'), for the button's accessible name. */
  name: string;
  viewer: 'brand' | 'contentCreator';
};

/**
 * An approved version's place in the creator's media kit portfolio (issue 33): where it stands for
 * both parties, and the caller's own consent to give or withdraw, at any time.
 */
export function ShowcaseConsent({ ids, submission, name, viewer }: ShowcaseConsentProps) {
  const change = useWorkChange(ids, changeShowcaseConsent, { successText: WORK_MESSAGES.showcaseSaved });
  const standing = showcaseStanding(submission, viewer);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1"
      role="group"
      aria-label={`Portfolio: ${name}`}
      data-showcase={standing.shown ? 'shown' : 'not-shown'}
    >
      <p className={cn('flex items-center gap-1.5 text-sm', standing.shown ? 'text-brand-800' : 'text-ink-muted')}>
        <Images aria-hidden className="size-4 shrink-0" />
        {standing.text}
      </p>
      <Button
        variant="secondary"
        size="sm"
        // The name starts with the words shown (WCAG 2.5.3) and says which version it changes.
        aria-label={`${standing.action}: ${name}`}
        isLoading={change.isPending}
        onClick={() => change.mutate({ submissionId: submission.id, consent: standing.next })}
      >
        {standing.action}
      </Button>
    </div>
  );
}
