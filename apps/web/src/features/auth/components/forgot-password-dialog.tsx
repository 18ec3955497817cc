import { EmailSchema, type UserType } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { requestPasswordReset } from '../api/password-reset';

const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

/** Spec §2: 'Forgot password?' opens a Reset Password dialog with an email field and Submit. */
export function ForgotPasswordDialog({ type }: { type: UserType }) {
  const [isOpen, setOpen] = useState(false);
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof ForgotPasswordFormSchema>>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestPasswordReset({ email, type });
      notify.success(message);
      setOpen(false);
      form.reset();
    } catch (error) {
      // DECISIONS: the error toast appears only when the request itself fails (rate limit, server).
      notify.error(error instanceof ApiError ? error.message : 'User not listed');
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </button>
      </DialogTrigger>
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
