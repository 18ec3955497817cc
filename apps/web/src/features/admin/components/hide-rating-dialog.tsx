import { HideRatingSchema, WORK_LIMITS, type HideRating } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useHideRating } from '../api/hide-rating';
import { RowActionButton } from './row-action-button';

type HideForm = z.input<typeof HideRatingSchema>;

export type HideRatingDialogProps = {
  ratingId: string;
  /** Whose review, as the admin reads it ('Acme Saddlery's review of Jane Rider'). */
  what: string;
  /** The id of the element that names the review, to describe the button. */
  describedBy?: string;
};

/** 'Hide' opens a dialog that asks why; the reason is required and kept in the audit row. */
export function HideRatingDialog({ ratingId, what, describedBy }: HideRatingDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hide = useHideRating();
  const form = useForm<HideForm, unknown, HideRating>({
    resolver: zodResolver(HideRatingSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleOpenChange = (open: boolean) => {
    if (isSubmitting) return;
    if (!open) form.reset();
    setIsOpen(open);
  };

  const handleSubmit = form.handleSubmit(async (change) => {
    try {
      await hide.mutateAsync({ ratingId, change });
      notify.success('The review is hidden.');
      form.reset();
      setIsOpen(false);
    } catch (error) {
      const reason = error instanceof ApiError ? error.fields.find(({ field }) => field === 'reason') : undefined;
      if (reason) form.setError('reason', { type: 'server', message: reason.message }, { shouldFocus: true });
      else form.setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <RowActionButton aria-describedby={describedBy}>Hide</RowActionButton>
      </DialogTrigger>
      <DialogContent
        title="Hide this review?"
        description={`${what}. Its text is withheld and it counts in no average. Say why: the reason is kept with your name.`}
      >
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
          {errors.root?.message && <ErrorAlert>{errors.root.message}</ErrorAlert>}
          <Field label="Reason" error={errors.reason?.message}>
            {(control) => (
              <Textarea {...control} rows={3} maxLength={WORK_LIMITS.hideReason} {...form.register('reason')} />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={isSubmitting}>
              Hide review
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
