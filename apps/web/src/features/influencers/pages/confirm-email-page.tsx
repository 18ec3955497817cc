import { Suspense, use } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { confirmEmailOnce } from '../api/confirm-email';

const LINK_CLASSES =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-800 px-5 text-sm font-semibold text-cream hover:bg-brand-700';

/**
 * /confirm-email?token= (DECISIONS: e-mail change). Public, logged in or not: opening the link sends
 * its token once and says whether the login address changed. Kept small: it imports no form, query
 * cache, zod contract or feature screen (the server's answer brings the success sentence).
 */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your e-mail' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-12">
      <Logo />
      <div className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-4xl">Confirm your e-mail</h1>
        {token ? (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-ink-muted">
                <Spinner className="size-4" label="Checking" /> Checking your link…
              </p>
            }
          >
            <ConfirmationResult token={token} />
          </Suspense>
        ) : (
          <Failure message="This link is not complete. Open the link from the e-mail again, or change the address on your profile once more." />
        )}
      </div>
      <LegalLinks />
    </div>
  );
}

/** A confirmed change ended every session of the account (the server's message says so): log in again. */
function ConfirmationResult({ token }: { token: string }) {
  const result = use(confirmEmailOnce(token));
  if (!result.isConfirmed) return <Failure message={result.message} />;
  return (
    <>
      <p role="status" className="text-lg text-brand-900">
        {result.message}
      </p>
      <Link to="/login" className={LINK_CLASSES}>
        Log in
      </Link>
    </>
  );
}

function Failure({ message }: { message: string }) {
  const { type } = useSession();
  const isCreator = type === 'contentCreator';
  return (
    <>
      <ErrorAlert>{message}</ErrorAlert>
      <Link to={isCreator ? '/influencers/profile/edit' : '/login'} className={LINK_CLASSES}>
        {isCreator ? 'Back to your profile' : 'Back to login'}
      </Link>
    </>
  );
}
