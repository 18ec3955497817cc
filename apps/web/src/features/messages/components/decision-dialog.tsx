import { MESSAGE_LIMITS, type DecisionLabel } from '@equicreators/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { SendDraft } from '../hooks/use-send-message';

export type DecisionDialogProps = {
  /** The decision being made; null when the dialog is closed. */
  decision: DecisionLabel | null;
  isSending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the decision with its comment; true when it was stored (the dialog then closes). */
  onSubmit: (draft: SendDraft) => Promise<boolean>;
};

/** Spec §2 'Add Comment': Comment, Cancel, Submit; the comment may be empty. */
export function DecisionDialog({ decision, isSending, onOpenChange, onSubmit }: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const commentId = useId();

  const handleSubmit = async () => {
    if (!decision) return;
    const isSent = await onSubmit({ content: comment.trim(), files: [], status: decision });
    if (isSent) {
      setComment('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !isSending && onOpenChange(open)}>
      <DialogContent title="Add Comment" description={decision ? `Decision: ${decision}` : undefined}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={commentId} className="text-sm font-semibold text-ink">
              Comment
            </label>
            <textarea
              id={commentId}
              rows={4}
              maxLength={MESSAGE_LIMITS.contentMaxLength}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className="rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink outline-none focus:border-brand-800"
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={isSending}>
              Submit
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
