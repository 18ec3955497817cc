import {
  RequestAccountDeletionSchema,
  type AccountDeletionStatus,
  type RequestAccountDeletion,
} from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { requestAccountDeletion } from '../api/account-deletion-api';

export type DeleteAccountFormProps = {
  /** The server's answer: scheduled (the sessions are ended) or waiting for the e-mailed link. */
  onRequested: (status: AccountDeletionStatus) => void | Promise<void>;
};

/** The password, then a confirmation dialog, then the request; a refusal shows its reason. */
export function DeleteAccountForm({ onRequested }: DeleteAccountFormProps) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const form = useForm<RequestAccountDeletion>({
    resolver: zodResolver(RequestAccountDeletionSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  // The password is checked here first, so the dialog asks only about a request that can be sent.
  const handleSubmit = form.handleSubmit(() => setConfirmOpen(true));

  const handleConfirm = async () => {
    setSending(true);
    try {
      await onRequested(await requestAccountDeletion(form.getValues('password')));
      setConfirmOpen(false);
      form.reset();
    } catch (error) {
      setConfirmOpen(false);
      // A wrong password is the field's; anything else (money held, a subscription) is the form's.
      if (error instanceof ApiError && error.code === 'FORBIDDEN') {
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        form.setError('root', { type: 'server', message: errorMessage(error) });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Delete my account"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-red-200 bg-white p-6"
    >
      {errors.root?.message && <ErrorAlert>{errors.root.message}</ErrorAlert>}
      <Field label="Your password" error={errors.password?.message} hint="The password you log in with.">
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <div>
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </div>
      <ConfirmActionDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete your account?"
        description="Your profile, pictures and media kit will be erased after the grace period, and you will be logged out on every device. Logging in before the date cancels it."
        confirmLabel="Delete my account"
        isDangerous
        isPending={isSending}
        onConfirm={() => void handleConfirm()}
      />
    </form>
  );
}
