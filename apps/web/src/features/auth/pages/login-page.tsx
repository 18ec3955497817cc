import { areaTypeOfPath, RETURN_PARAM, returnPathFor, type PartnerType, type UserType } from '@equicreators/shared';
import { lazy, Suspense, useState } from 'react';
import { PartnerChoice } from '@/components/forms/partner-choice';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PAGE_META } from '@/content/page-meta';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { replacePage } from '@/lib/site/replace-page';
import { withDeletionCancelledNotice } from '@/lib/session/login-notice';
import { readLastLoginType, readSelectedPartner } from '@/lib/session/session';
import { useIsHydrated } from '@/lib/site/use-is-hydrated';
import { useLightForm } from '@/lib/forms/use-light-form';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { usePartnerChoice } from '@/lib/forms/use-partner-choice';
import { useSearchParam } from '@/lib/site/use-search-param';
import type { LoginFormInput, LoginFormValues } from '../forms/login-form';
import { LOGIN_FAILED_MESSAGE } from '../login-messages';

// The dialog (and the toasts it shows) loads when someone asks for it, not with the login page.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('../components/forgot-password-dialog')).ForgotPasswordDialog,
}));

// The rules and the sign-in (zod and the contracts) load when the visitor starts on
// the form, so the page paints and hydrates without them.
const loginRules = lazyResolver(async () => (await import('../forms/login-form')).loginFormResolver);
const loadSignIn = () => import('../api/sign-in');
const preloadSubmission = () => {
  loginRules.preload();
  void loadSignIn().catch(() => undefined);
};

/**
 * The type whose area `/login?next=…` leads to, else the browser's stored choice, else the type it
 * last signed in as (kept after logout: docs/decisions/025).
 */
function readPreferredPartner(): PartnerType | null {
  const wanted = areaTypeOfPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
  if (wanted === 'brand' || wanted === 'contentCreator') return wanted;
  return readSelectedPartner() ?? readLastLoginType();
}

/**
 * Spec §2 Login: choose Content Creator or Brand, sign in, land in your own area. It runs without
 * the router (decision 012: its page hydrates this form alone), so its links load their pages and a
 * login loads the area's, or the page `next` names (same origin, this type's), replacing /login in
 * the history as the router's redirect did.
 */
export function LoginPage() {
  usePageMeta(PAGE_META.login);
  const isAdmin = useSearchParam('as') === 'admin';
  // Where the guard or a link asked to land after the login (`/login?next=…`), if this type may.
  const returnTo = useSearchParam(RETURN_PARAM);
  const [partner, choosePartner] = usePartnerChoice(readPreferredPartner);
  const type: UserType = isAdmin ? 'admin' : partner;
  const [failure, setFailure] = useState<string | null>(null);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const isHydrated = useIsHydrated();
  // Not react-hook-form: /login's first script could not afford it (lib/forms/use-light-form.ts).
  const form = useLightForm<LoginFormInput, LoginFormValues>({
    resolver: loginRules.resolver,
    defaultValues: { email: '', password: '' },
  });

  const handlePartnerChange = (next: typeof partner) => {
    choosePartner(next);
    setFailure(null);
  };

  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const { signIn } = await loadSignIn();
    const outcome = await signIn({ type, email, password });
    if (outcome.status === 'failed') setFailure(outcome.message);
    // The server may have signed in the other partner type's account: its area, not the chosen one's.
    if (outcome.status === 'signed-in') {
      const landing = returnPathFor(returnTo, outcome.type);
      await replacePage(outcome.deletionCancelled ? withDeletionCancelledNotice(landing) : landing);
    }
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
            // A rule or sign-in download that fails (offline) is a failed login, not a silent one.
            onSubmit={(event) => void handleSubmit(event).catch(() => setFailure(LOGIN_FAILED_MESSAGE))}
            onFocus={preloadSubmission}
            noValidate
            className="mt-6 flex flex-col gap-4"
            aria-label="Login"
          >
            <Field label="Email" error={form.messages.email}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
            </Field>
            <Field label="Password" error={form.messages.password}>
              {(control) => (
                <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
              )}
            </Field>
            {failure && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {failure}
              </p>
            )}
            <Button type="submit" size="lg" isLoading={form.isSubmitting}>
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
            <a href="/join" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Join
            </a>
          </p>
        </div>
      </div>
      <p className="text-center text-xs text-ink-muted">
        {isAdmin ? (
          <a href="/login" className="underline-offset-4 hover:underline">
            Not on the EquiCreators team? Log in as a creator or a brand
          </a>
        ) : (
          <a href="/login?as=admin" className="underline-offset-4 hover:underline">
            EquiCreators team? Admin login
          </a>
        )}
      </p>
      <LegalLinks />
    </div>
  );
}
