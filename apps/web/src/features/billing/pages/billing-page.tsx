import { BILLING_MESSAGES } from '@equicreators/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BookCallPlans } from '@/components/billing/book-call-plans';
import { Button } from '@/components/ui/button';
import { ErrorAlert, LoadFailure } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { ownBillingQuery, ownProfileQuery } from '@/lib/account/own-account';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useSession } from '@/lib/session/use-session';
import { openPortal } from '../api/open-portal';
import { billingPageView } from '../billing-page-view';
import { BillingNotices } from '../components/billing-notices';
import { PlanPicker } from '../components/plan-picker';
import { markPortalOpened, takePortalReturn } from '../portal-visit';

/**
 * /billing: Stripe's customer portal (plan, card, cancellation, invoices) for a caller paying
 * through it; the plans and a way to pay for a brand without access (billing-page-view.ts). The
 * account menu, the banners and the e-mails lead here; the portal's address is made per visit, so
 * the page asks for one and sends the browser on. Back from the portal, it shows where the
 * subscription stands instead of opening the portal again.
 */
export function BillingPage() {
  usePageMeta({ title: 'Billing' });
  const { type } = useSession();
  const queryClient = useQueryClient();
  const [isReturn] = useState(takePortalReturn);
  const billing = useQuery(ownBillingQuery());
  const profile = useQuery({ ...ownProfileQuery('brand'), enabled: type === 'brand' });
  const view = billingPageView({ type, state: billing.data, hasPaidProfile: profile.data?.payment });
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
  const shouldOpenPortal = view.kind === 'portal' && !isReturn;

  // Once per visit (React's development double effect would waste a portal session).
  useEffect(() => {
    if (!isReturn && !shouldOpenPortal) return;
    if (hasStarted.current) return;
    hasStarted.current = true;
    // A change made in the portal (a cancellation, a new card) shows on every screen.
    if (isReturn) void queryClient.invalidateQueries({ queryKey: ['own-account'] });
    else mutate();
  }, [isReturn, shouldOpenPortal, mutate, queryClient]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-16 sm:px-6">
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
          {view.kind === 'plans' && <BrandPlans isLapsed={view.isLapsed} />}
        </div>
      ) : isReturn && !portal.isPending && !portal.isSuccess ? (
        <BackFromPortal areaPath={areaPath} onOpen={() => mutate()} />
      ) : billing.isError ? (
        <LoadFailure
          title="We could not load your subscription."
          error={billing.error}
          onRetry={() => void billing.refetch()}
        />
      ) : view.kind === 'plans' ? (
        <>
          <BrandPlans isLapsed={view.isLapsed} />
          {view.canOpenPortal && (
            <Button variant="secondary" className="self-start" isLoading={portal.isPending} onClick={() => mutate()}>
              Invoices and card details
            </Button>
          )}
        </>
      ) : view.kind === 'confirmed' ? (
        <Settled areaPath={areaPath} />
      ) : view.kind === 'joinClub' ? (
        <JoinClub />
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5" label="Opening billing" />
          Opening billing…
        </p>
      )}
    </div>
  );
}

/** A brand without access: why, and the plans (Stripe's prices → Checkout; unpriced → Book a call). */
function BrandPlans({ isLapsed }: { isLapsed: boolean }) {
  return (
    <section aria-labelledby="billing-plans-heading" className="flex flex-col gap-4">
      <h2 id="billing-plans-heading" className="text-2xl">
        Choose a plan
      </h2>
      <p className="text-ink">
        {isLapsed
          ? BILLING_MESSAGES.resubscribe
          : 'You have no subscription yet. Choose a business plan to create campaigns, invite and hire creators, and see the contact details of those you hire.'}
      </p>
      <PlanPicker
        audience="brand"
        notConfigured={
          <div className="flex flex-col items-start gap-4">
            <BookCallPlans />
            <p className="text-ink-muted">
              Our team sets your plan up with you and confirms the payment.{' '}
              <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-4">
                Contact us
              </Link>
            </p>
          </div>
        }
      />
    </section>
  );
}

/** Access our team confirmed (or granted): no Stripe subscription, so nothing to manage here. */
function Settled({ areaPath }: { areaPath: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-ink">Your access is confirmed by our team: there is nothing to pay here.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={areaPath}>Continue</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact">Contact us</Link>
        </Button>
      </div>
    </div>
  );
}

/** A creator without a club subscription: the club is the creator's only paid plan. */
function JoinClub() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-ink">You have no club membership yet, so there is no billing to manage.</p>
      <Button asChild>
        <Link to="/joinclub">Join the club</Link>
      </Button>
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
