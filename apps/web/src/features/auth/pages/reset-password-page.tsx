import { PasswordSchema } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { resetPassword } from '../api/password-reset';

const ResetFormSchema = z
  .object({ password: PasswordSchema, repeatedPassword: z.string() })
  .refine((values) => values.password === values.repeatedPassword, {
    path: ['repeatedPassword'],
    error: 'The two passwords are not the same',
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

/** DECISIONS: the e-mailed link leads here to set a new password, then to /login. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', repeatedPassword: '' },
  });

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      const { message } = await resetPassword({ token, password });
      notify.success(message);
      await navigate('/login', { replace: true });
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : 'The password could not be changed. Please try again.';
      form.setError('root', { message });
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-12">
      <Logo />
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="mb-2 text-4xl">Reset Password</h1>
        {token ? (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate className="mt-4 flex flex-col gap-4">
            <p className="text-sm text-ink-muted">
              Choose a new password of at least 8 characters. Every device will be logged out.
            </p>
            <Field label="New password" error={form.formState.errors.password?.message}>
              {(control) => (
                <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
              )}
            </Field>
            <Field label="Repeat the new password" error={form.formState.errors.repeatedPassword?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('repeatedPassword')}
                />
              )}
            </Field>
            {form.formState.errors.root && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {form.formState.errors.root.message}
              </p>
            )}
            <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
              Save the new password
            </Button>
          </form>
        ) : (
          <p className="mt-4 text-ink-muted">
            This link is incomplete. Ask for a new one with &lsquo;Forgot password?&rsquo; on the{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              login page
            </Link>
            .
          </p>
        )}
      </div>
      <LegalLinks />
    </div>
  );
}
