import { WORK_LIMITS, WORK_MESSAGES } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { reviewSubmissions } from '../api/change-work';
import type { OrderIds } from '@/lib/order-work-key';
import { fieldError, useWorkChange } from '../hooks/use-work-change';
import { asksShowcase, needsComment, reviewDecisions, type PendingSubmission, type ReviewRequest } from '../work-rules';

export type ReviewDialogProps = {
  ids: OrderIds;
  /** One version's 'Approve' or 'Request changes', or 'Partially Approve' (kept while it closes). */
  request: ReviewRequest | null;
  open: boolean;
  pending: readonly PendingSubmission[];
  /** The hired creator's name, for the portfolio question; 'the creator' until known. */
  creatorName?: string | undefined;
  onOpenChange: (open: boolean) => void;
};

/**
 * A review (issues 22 and 30): a decision on exactly the submissions shown, named by id, so a
 * version sent meanwhile is never decided unseen. From a version's card: that version approved, or
 * changes requested with a comment. 'Partially Approve': the ticked deliverables are approved,
 * changes are requested on the others, with one comment (then required). When it approves a version
 * the creator asked to show in their portfolio, the brand may allow it there (issue 33).
 */
export function ReviewDialog({ ids, request, open, pending, creatorName, onOpenChange }: ReviewDialogProps) {
  const [comment, setComment] = useState('');
  const [showcaseConsent, setShowcaseConsent] = useState(false);
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [localError, setLocalError] = useState<string | null>(null);
  const review = useWorkChange(ids, reviewSubmissions, {
    successText: WORK_MESSAGES.reviewed,
    conflictText: WORK_MESSAGES.staleReview,
  });
  const decisions = request ? reviewDecisions(request, pending, approved) : [];
  const text = dialogText(request);
  const isCommentRequired = needsComment(decisions);
  const isShowcaseAsked = asksShowcase(decisions, pending);
  const commentError = localError ?? fieldError(review.error, 'comment');

  const handleOpenChange = (isOpen: boolean) => {
    if (review.isPending) return;
    if (!isOpen) {
      setComment('');
      setShowcaseConsent(false);
      setApproved(new Set());
      setLocalError(null);
      review.reset();
    }
    onOpenChange(isOpen);
  };

  const handleSubmit = () => {
    if (isCommentRequired && comment.trim() === '') {
      setLocalError('Say what should change');
      return;
    }
    setLocalError(null);
    review.mutate(
      { decisions, comment: comment.trim(), showcaseConsent: isShowcaseAsked && showcaseConsent },
      {
        onSuccess: () => handleOpenChange(false),
        // The panel was stale (409): the dialog closes; the refetched panel shows what is left.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) handleOpenChange(false);
        },
      },
    );
  };

  const toggle = (deliverableId: string, isChecked: boolean) => {
    const next = new Set(approved);
    if (isChecked) next.add(deliverableId);
    else next.delete(deliverableId);
    setApproved(next);
  };

  return (
    <Dialog open={open && request !== null} onOpenChange={handleOpenChange}>
      <DialogContent title={text.title} description={text.description}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
        >
          {request?.kind === 'partial' && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">Approve</legend>
              {pending.map((item) => (
                <Checkbox
                  key={item.submissionId}
                  label={versionName(item)}
                  checked={approved.has(item.deliverableId)}
                  onCheckedChange={(isChecked) => toggle(item.deliverableId, isChecked)}
                />
              ))}
            </fieldset>
          )}
          <Field label={isCommentRequired ? 'Comment' : 'Comment (optional)'} error={commentError}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={WORK_LIMITS.comment}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            )}
          </Field>
          {isShowcaseAsked && (
            <Checkbox
              label={`Allow ${creatorName ?? 'the creator'} to show this in their portfolio`}
              checked={showcaseConsent}
              disabled={review.isPending}
              onCheckedChange={setShowcaseConsent}
            />
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={review.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={review.isPending} disabled={decisions.length === 0}>
              {text.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function versionName(item: PendingSubmission): string {
  return `${item.title} (version ${item.version})`;
}

/** The dialog's title, description and submit button for each kind of review. */
function dialogText(request: ReviewRequest | null): { title: string; description: string; submit: string } {
  if (request?.kind === 'version') {
    const name = versionName(request.item);
    return request.outcome === 'approved'
      ? { title: 'Approve', description: `${name} is approved. This is final.`, submit: 'Approve' }
      : {
          title: 'Request changes',
          description: `Say what should change in ${name}. The creator can then send a new version.`,
          submit: 'Request changes',
        };
  }
  return {
    title: 'Partially Approve',
    description: 'Tick what you approve. Changes are requested on the others.',
    submit: 'Submit',
  };
}
