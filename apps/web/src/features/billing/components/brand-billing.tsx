import { BILLING_MESSAGES } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ownBillingQuery, ownProfileQuery } from '@/lib/account/own-account';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { BillingNotices } from './billing-notices';
import { BookCallPlans } from '@/components/billing/book-call-plans';
import { CheckoutOutcome } from './checkout-outcome';
import { PlanPicker } from './plan-picker';

/**
 * The brand's subscription on /brands: the return from Checkout, the banners of decision 018, and,
 * while unpaid, 'View Business plans' (Stripe's prices → Checkout; without online payment, the
 * plans unpriced and 'Book a call', an admin confirming as before).
 */
export function BrandBilling() {
  const [searchParams] = useSearchParams();
  const outcome = useCheckoutReturn();
  const billing = useQuery(ownBillingQuery());
  const profile = useQuery(ownProfileQuery('brand'));
  const [isPlansOpen, setIsPlansOpen] = useState(
    () => searchParams.get('plans') === 'open' || searchParams.get('checkout') === 'cancelled',
  );

  const state = billing.data;
  // Without online payment the profile's flag (the admin's confirmation) is all there is.
  const hasAccess = state ? state.access : profile.data?.payment;
  // Lapsed, not merely a checkout left unpaid (decision 018's one rule, answered by the server).
  const hadSubscription = state?.lapsed === true;
  const isUnpaid = hasAccess === false && outcome !== 'syncing' && outcome !== 'active';

  return (
    <>
      <CheckoutOutcome outcome={outcome} />
      {state && <BillingNotices state={state} />}
      {isUnpaid && hadSubscription && <ErrorAlert>{BILLING_MESSAGES.resubscribe}</ErrorAlert>}
      {isUnpaid && (
        <section aria-label="Business plans" className="flex flex-col gap-4">
          <Button
            variant="secondary"
            className="self-start"
            aria-expanded={isPlansOpen || hadSubscription}
            onClick={() => setIsPlansOpen((isOpen) => !isOpen)}
          >
            View Business plans
          </Button>
          {(isPlansOpen || hadSubscription) && <PlanPicker audience="brand" notConfigured={<BookCallPlans />} />}
        </section>
      )}
    </>
  );
}
