import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { ownBillingQuery } from '@/lib/account/own-account';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useSession } from '@/lib/session/use-session';
import { openPortal } from '../api/open-portal';
import { BillingNotices } from '../components/billing-notices';
import { markPortalOpened, takePortalReturn } from '../portal-visit';

/**
 * /billing: opens Stripe's customer portal (plan, card, cancellation, invoices) for the caller. The
 * account menu, the failed-payment banner and the e-mails lead here; the portal's address is made
 * per visit, so this page asks for one and sends the browser on. Back from the portal, it shows
 * where the subscription stands instead of opening the portal again.
 */
export function BillingPage() {
  usePageMeta({ title: 'Billing' });
  const { type } = useSession();
  const queryClient = useQueryClient();
  const [isReturn] = useState(takePortalReturn);
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => {
      markPortalOpened();
      window.location.assign(url);
    },
  });
  const { mutate } = portal;
  const hasStarted = useRef(false);
  const areaPath = type === 'contentCreator' ? '/contentCreator' : '/brands';

  // Once per visit (React's development double effect would waste a portal session).
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    // A change made in the portal (a cancellation, a new card) shows on every screen.
    if (isReturn) void queryClient.invalidateQueries({ queryKey: ['own-account'] });
    else mutate();
  }, [isReturn, mutate, queryClient]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 className="text-4xl">Billing</h1>
      {portal.isError ? (
        <div className="flex flex-col items-start gap-4">
          <ErrorAlert>{`We could not open billing. ${errorMessage(portal.error)}`}</ErrorAlert>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => mutate()}>Try again</Button>
            <Button asChild variant="secondary">
              <Link to={areaPath}>Back</Link>
            </Button>
          </div>
        </div>
      ) : isReturn && !portal.isPending && !portal.isSuccess ? (
        <BackFromPortal areaPath={areaPath} onOpen={() => mutate()} />
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5" label="Opening billing" />
          Opening billing…
        </p>
      )}
    </div>
  );
}

function BackFromPortal({ areaPath, onOpen }: { areaPath: string; onOpen: () => void }) {
  const billing = useQuery(ownBillingQuery());
  return (
    <div className="flex flex-col items-start gap-4">
      {billing.data && <BillingNotices state={billing.data} />}
      <p className="text-ink-muted">Your billing changes are saved with Stripe.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={areaPath}>Continue</Link>
        </Button>
        <Button variant="secondary" onClick={onOpen}>
          Open billing again
        </Button>
      </div>
    </div>
  );
}
