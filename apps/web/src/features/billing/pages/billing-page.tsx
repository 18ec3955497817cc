import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useSession } from '@/lib/session/use-session';
import { openPortal } from '../api/open-portal';

/**
 * /billing: opens Stripe's customer portal (plan, card, cancellation, invoices) for the caller. The
 * account menu, the failed-payment banner and the e-mails lead here, and the portal returns here;
 * the portal's address is made per visit, so this page asks for one and sends the browser on.
 */
export function BillingPage() {
  usePageMeta({ title: 'Billing' });
  const { type } = useSession();
  const portal = useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
  const { mutate } = portal;
  const hasOpened = useRef(false);

  // Once per visit: a second portal session (React's development double effect) would be wasted.
  useEffect(() => {
    if (hasOpened.current) return;
    hasOpened.current = true;
    mutate();
  }, [mutate]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 className="text-4xl">Billing</h1>
      {portal.isError ? (
        <div className="flex flex-col items-start gap-4">
          <ErrorAlert>{`We could not open billing. ${errorMessage(portal.error)}`}</ErrorAlert>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => mutate()}>Try again</Button>
            <Button asChild variant="secondary">
              <Link to={type === 'contentCreator' ? '/contentCreator' : '/brands'}>Back</Link>
            </Button>
          </div>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5" label="Opening billing" />
          Opening billing…
        </p>
      )}
    </div>
  );
}
