import type { AccountDeletionStatus } from '@equicreators/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/http/error-message';
import { clearSession } from '@/lib/session/session';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { confirmAccountDeletion } from '../api/account-deletion-api';
import { scheduledSentence } from '../format-erase-date';

/**
 * /account/delete/confirm (issue 34), outside the guards: the e-mailed link's page, whose one button
 * confirms the deletion (opening the link never does: mail scanners open links), and the page that
 * shows the date once a deletion is scheduled (`?on=`), logged out.
 */
export function ConfirmDeletionPage() {
  usePageMeta({ title: 'Confirm the deletion of your account' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [eraseAfter, setEraseAfter] = useState(() => validDate(searchParams.get('on')));
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const isScheduledView = eraseAfter !== null;

  // A scheduled deletion ended every session of the account: this browser's keys go too, so the
  // next visit to /login is a real login (the one that cancels). An effect: it answers how the page
  // was reached (from /account/delete), not anything done here.
  useEffect(() => {
    if (isScheduledView) clearSession();
  }, [isScheduledView]);

  const handleConfirm = async () => {
    if (!token) return;
    setSending(true);
    setFailure(null);
    try {
      const status: AccountDeletionStatus = await confirmAccountDeletion(token);
      setEraseAfter(status.eraseAfter);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-12">
      <Logo />
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        {eraseAfter ? (
          <>
            <h1 className="text-4xl">Your account will be deleted</h1>
            <p role="status">{scheduledSentence(eraseAfter)}</p>
            <p className="text-sm text-ink-muted">
              You have been logged out on every device. We sent you an e-mail with the date.
            </p>
            <a href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Log in to cancel
            </a>
          </>
        ) : token ? (
          <>
            <h1 className="text-4xl">Delete your account?</h1>
            <p>
              Press the button to confirm. Your account is then deleted after the grace period, and you are logged out
              everywhere; logging in before the date cancels it.
            </p>
            {failure && <ErrorAlert>{failure}</ErrorAlert>}
            <div>
              <Button variant="danger" isLoading={isSending} onClick={() => void handleConfirm()}>
                Confirm the deletion
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-4xl">This link is incomplete</h1>
            <p>Open the link from the e-mail again, or ask for the deletion again from your account.</p>
          </>
        )}
      </div>
      <LegalLinks />
    </div>
  );
}

/** The `on` parameter when it is a date (a hand-edited address shows the confirmation instead). */
function validDate(value: string | null): string | null {
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}
