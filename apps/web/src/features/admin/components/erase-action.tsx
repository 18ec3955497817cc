import { ADMIN_ERASURE_REASON_LIMITS, AdminErasureRequestSchema, type AdminErasureRequest } from '@equicreators/shared';
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
import { useEraseAccount } from '../api/erase-account';
import { RowActionButton } from './row-action-button';

type EraseForm = z.input<typeof AdminErasureRequestSchema>;

export type EraseActionProps = {
  accountId: string;
  /** Whose account, as the admin knows them ('Jane Rider', 'Acme Saddlery'). */
  name: string;
  /** The id of the element that names the row, to describe the button. */
  describedBy?: string;
  isDisabled?: boolean;
};

/**
 * 'Erase on request' (issue 34): a dialog that asks why (kept in the audit row with the admin's
 * name) and confirms, since the erasure cannot be undone and has no grace period.
 */
export function EraseAction({ accountId, name, describedBy, isDisabled = false }: EraseActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const erase = useEraseAccount();
  const form = useForm<EraseForm, unknown, AdminErasureRequest>({
    resolver: zodResolver(AdminErasureRequestSchema),
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
      const erasure = await erase.mutateAsync({ accountId, change });
      notify.success(
        erasure.state === 'erased'
          ? `${name} is erased.`
          : `${name} is logged out; the erasure will finish within minutes.`,
      );
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
        <RowActionButton aria-describedby={describedBy} isDisabled={isDisabled}>
          Erase on request
        </RowActionButton>
      </DialogTrigger>
      <DialogContent
        title={`Erase ${name}?`}
        description="Their personal data is erased now, with no grace period, and they are logged out everywhere. This cannot be undone. Say why: the reason is kept with your name."
      >
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
          {errors.root?.message && <ErrorAlert>{errors.root.message}</ErrorAlert>}
          <Field label="Reason" error={errors.reason?.message} hint="For example: asked by e-mail on 2 December.">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={ADMIN_ERASURE_REASON_LIMITS.max}
                {...form.register('reason')}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={isSubmitting}>
              Erase account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
