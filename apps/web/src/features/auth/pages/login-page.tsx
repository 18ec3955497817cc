import { areaPathFor, EmailSchema, hasThreeTokenParts, LoginPasswordSchema, type UserType } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PartnerChoice } from '@/components/forms/partner-choice';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { clearSession, readSelectedPartner, saveSelectedPartner, saveSession } from '@/lib/session';
import { PAGE_META } from '@/content/page-meta';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { usePageMeta } from '@/lib/use-page-meta';
import { fetchOwnProfile, ownProfileQueryKey } from '../api/get-own-profile';
import { login } from '../api/login';

// The dialog (and the toasts it shows) loads when someone asks for it, not with the login page.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('../components/forgot-password-dialog')).ForgotPasswordDialog,
}));

const LoginFormSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
type LoginForm = z.input<typeof LoginFormSchema>;

/** Spec §2 Login: choose Content Creator or Brand, sign in, land in your own area. */
export function LoginPage() {
  usePageMeta(PAGE_META.login);
  const [searchParams] = useSearchParams();
  const isAdmin = searchParams.get('as') === 'admin';
  const [partner, setPartner] = useState(() => readSelectedPartner() ?? 'contentCreator');
  const type: UserType = isAdmin ? 'admin' : partner;
  const [failure, setFailure] = useState<string | null>(null);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const isHydrated = useIsHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginForm, unknown, z.output<typeof LoginFormSchema>>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const handlePartnerChange = (next: typeof partner) => {
    setPartner(next);
    saveSelectedPartner(next);
    setFailure(null);
  };

  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    let token: string;
    try {
      token = (await login({ type, email, password })).token;
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : 'Login failed. Please try again.');
      return;
    }
    // Spec §4: a token without exactly three parts stops the login silently.
    if (!hasThreeTokenParts(token)) return;
    saveSession({ token, type });
    try {
      const profile = await queryClient.fetchQuery({
        queryKey: ownProfileQueryKey(type),
        queryFn: ({ signal }) => fetchOwnProfile(type, signal),
      });
      saveSession({ id: profile._id, firstName: profile.firstName });
    } catch {
      clearSession();
      setFailure('Login failed. Please try again.');
      return;
    }
    await navigate(areaPathFor(type), { replace: true });
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-12">
      <Logo />
      <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="mb-6 text-4xl">{isAdmin ? 'Admin login' : 'Choose one'}</h1>
        <fieldset disabled={!isHydrated} className="min-w-0">
          {!isAdmin && (
            <PartnerChoice value={partner} onChange={handlePartnerChange} legend="Log in as" isLegendHidden />
          )}
          <form
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            className="mt-6 flex flex-col gap-4"
            aria-label="Login"
          >
            <Field label="Email" error={form.formState.errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
            </Field>
            <Field label="Password" error={form.formState.errors.password?.message}>
              {(control) => (
                <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
              )}
            </Field>
            {failure && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {failure}
              </p>
            )}
            <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
              Sign in
            </Button>
          </form>
        </fieldset>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
          {isForgotOpen && (
            <Suspense fallback={null}>
              <ForgotPasswordDialog type={type} isOpen={isForgotOpen} onOpenChange={setForgotOpen} />
            </Suspense>
          )}
          <p className="text-ink-muted">
            Yet to Register?{' '}
            <Link to="/join" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Join
            </Link>
          </p>
        </div>
      </div>
      <p className="text-center text-xs text-ink-muted">
        {isAdmin ? (
          <Link to="/login" className="underline-offset-4 hover:underline">
            Not on the EquiCreators team? Log in as a creator or a brand
          </Link>
        ) : (
          <Link to="/login?as=admin" className="underline-offset-4 hover:underline">
            EquiCreators team? Admin login
          </Link>
        )}
      </p>
    </div>
  );
}
