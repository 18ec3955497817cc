import { EmailSchema, type UserType } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { requestPasswordReset } from '../api/password-reset';

const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

export type ForgotPasswordDialogProps = { type: UserType; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * Spec §2: 'Forgot password?' opens a Reset Password dialog with an email field and Submit.
 * The login page opens it (and loads this file) only when asked.
 */
export function ForgotPasswordDialog({ type, isOpen, onOpenChange }: ForgotPasswordDialogProps) {
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof ForgotPasswordFormSchema>>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestPasswordReset({ email, type });
      notify.success(message);
      onOpenChange(false);
      form.reset();
    } catch (error) {
      // DECISIONS: the error toast appears only when the request itself fails (rate limit, server).
      notify.error(error instanceof ApiError ? error.message : 'User not listed');
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Reset Password" description="We will e-mail you a link to choose a new password.">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-col gap-4">
          <Field label="Email" error={form.formState.errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Submit
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
