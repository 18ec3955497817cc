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
import {
  approveAllDecisions,
  needsComment,
  partialDecisions,
  type PendingSubmission,
  type ReviewDecision,
} from '../work-rules';

export type ReviewDialogProps = {
  ids: OrderIds;
  /** 'approve' approves every pending submission; 'partial' approves the ticked ones. Null: closed. */
  mode: 'approve' | 'partial' | null;
  pending: readonly PendingSubmission[];
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Approve' and 'Partially Approve' (issue 22): a decision on exactly the pending submissions shown,
 * named by id, so a version sent meanwhile is never decided unseen. Partial: the ticked deliverables
 * are approved, changes are requested on the others, with one comment (then required).
 */
export function ReviewDialog({ ids, mode, pending, onOpenChange }: ReviewDialogProps) {
  const [comment, setComment] = useState('');
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [localError, setLocalError] = useState<string | null>(null);
  const review = useWorkChange(ids, reviewSubmissions, {
    successText: WORK_MESSAGES.reviewed,
    conflictText: WORK_MESSAGES.staleReview,
  });
  const decisions: ReviewDecision[] =
    mode === 'partial' ? partialDecisions(pending, approved) : approveAllDecisions(pending);
  const isCommentRequired = needsComment(decisions);
  const commentError = localError ?? fieldError(review.error, 'comment');

  const handleOpenChange = (open: boolean) => {
    if (review.isPending) return;
    if (!open) {
      setComment('');
      setApproved(new Set());
      setLocalError(null);
      review.reset();
    }
    onOpenChange(open);
  };

  const handleSubmit = () => {
    if (isCommentRequired && comment.trim() === '') {
      setLocalError('Say what should change');
      return;
    }
    setLocalError(null);
    review.mutate(
      { decisions, comment: comment.trim() },
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
    <Dialog open={mode !== null} onOpenChange={handleOpenChange}>
      <DialogContent
        title={mode === 'partial' ? 'Partially Approve' : 'Approve'}
        description={
          mode === 'partial'
            ? 'Tick what you approve. Changes are requested on the others.'
            : 'Every submission waiting for review is approved.'
        }
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
        >
          {mode === 'partial' ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">Approve</legend>
              {pending.map((item) => (
                <Checkbox
                  key={item.submissionId}
                  label={`${item.title} (version ${item.version})`}
                  checked={approved.has(item.deliverableId)}
                  onCheckedChange={(isChecked) => toggle(item.deliverableId, isChecked)}
                />
              ))}
            </fieldset>
          ) : (
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink" aria-label="Submissions to approve">
              {pending.map((item) => (
                <li key={item.submissionId}>
                  {item.title} (version {item.version})
                </li>
              ))}
            </ul>
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
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={review.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={review.isPending} disabled={decisions.length === 0}>
              Submit
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
