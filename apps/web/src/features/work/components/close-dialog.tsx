import { WORK_LIMITS, WORK_MESSAGES, type CloseOutcome } from '@equicreators/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { closeOrder } from '../api/change-work';
import type { OrderIds } from '@/lib/order-work-key';
import { fieldError, useWorkChange } from '../hooks/use-work-change';

export type CloseDialogProps = {
  ids: OrderIds;
  open: boolean;
  /** Every deliverable is approved: 'Completed' may be chosen. */
  isReadyToClose: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Close' (issue 22): end the work as completed (everything approved) or cancelled with a reason. */
export function CloseDialog({ ids, open, isReadyToClose, onOpenChange }: CloseDialogProps) {
  const [outcome, setOutcome] = useState<CloseOutcome>(isReadyToClose ? 'completed' : 'cancelled');
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const name = useId();
  const close = useWorkChange(ids, closeOrder, { successText: WORK_MESSAGES.closedMessage });
  const chosen: CloseOutcome = isReadyToClose ? outcome : 'cancelled';
  const reasonError = localError ?? fieldError(close.error, 'reason');

  const handleOpenChange = (isOpen: boolean) => {
    if (close.isPending) return;
    if (!isOpen) {
      setReason('');
      setLocalError(null);
      close.reset();
    }
    onOpenChange(isOpen);
  };

  const handleSubmit = () => {
    if (chosen === 'cancelled' && reason.trim() === '') {
      setLocalError('Say why the work is cancelled');
      return;
    }
    setLocalError(null);
    close.mutate(
      { outcome: chosen, reason: reason.trim() },
      {
        onSuccess: () => handleOpenChange(false),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) handleOpenChange(false);
        },
      },
    );
  };

  const options: { value: CloseOutcome; label: string; hint: string; isDisabled: boolean }[] = [
    {
      value: 'completed',
      label: 'Completed',
      hint: isReadyToClose ? 'Every deliverable is approved.' : WORK_MESSAGES.notReadyToComplete,
      isDisabled: !isReadyToClose,
    },
    { value: 'cancelled', label: 'Cancelled', hint: 'The work ends without every deliverable.', isDisabled: false },
  ];

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title="Close" description="Closing is final: no more submissions. Messages stay open for 14 days.">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Outcome</legend>
            {options.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm text-ink has-disabled:opacity-60">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={chosen === option.value}
                  disabled={option.isDisabled}
                  onChange={() => setOutcome(option.value)}
                  className="mt-1"
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{option.label}</span>
                  <span className="text-xs text-ink-muted">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {chosen === 'cancelled' && (
            <Field label="Reason" error={reasonError}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={WORK_LIMITS.closeReason}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={close.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={close.isPending}>
              Close the work
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
