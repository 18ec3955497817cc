import { BRAND_SUBSCRIPTION_PLANS } from '@equicreators/shared';
import { useState } from 'react';
import { BookCallPlans } from '@/components/billing/book-call-plans';
import { PlanCard } from '@/components/billing/plan-card';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { BUSINESS_PLAN_FEATURES } from '@/content/business-plans';
import { startPlanCheckout } from '@/lib/billing/billing-requests';
import { formatPlanPrice } from '@/lib/billing/plan-price';
import { errorMessage } from '@/lib/http/error-message';
import type { BrandRegistered } from './brand-wizard';

/**
 * Spec §2: after brand signup, the business plan. Spec §8's three toasts are not shown (issue 30).
 * The brand is logged in and chose its plan in the wizard (issue 46): with online payment this panel
 * goes on to Stripe Checkout for that plan, nothing is chosen again; without it, the book-a-call plans.
 */
export function BrandSuccess({ subscription, plans }: BrandRegistered) {
  const plan = BRAND_SUBSCRIPTION_PLANS[subscription];
  const price = plans.status === 'priced' ? plans.prices[subscription] : undefined;
  const [isLeaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handlePay = async () => {
    setLeaving(true);
    setFailure(null);
    try {
      window.location.assign(await startPlanCheckout(plan));
    } catch (error) {
      setFailure(errorMessage(error));
      setLeaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="flex flex-col gap-2">
        <h2 className="font-display text-3xl text-brand-900">Your brand account is ready</h2>
        <p className="text-ink-muted">
          {price
            ? `You are logged in. Pay for the ${subscription} plan to start creating campaigns; you can browse creators meanwhile.`
            : 'You are logged in and can browse creators. Book a call to set up your plan and start creating campaigns.'}
        </p>
      </div>
      <section aria-labelledby="plan-heading" className="flex flex-col gap-4">
        <h3 id="plan-heading" className="font-display text-2xl text-brand-900">
          {price ? 'Your business plan' : 'Business plans'}
        </h3>
        {price ? (
          <div className="flex flex-col gap-3 sm:max-w-sm">
            <PlanCard name={subscription} price={formatPlanPrice(price)} features={BUSINESS_PLAN_FEATURES[plan]}>
              <Button variant="accent" isLoading={isLeaving} onClick={() => void handlePay()}>
                Continue to payment
              </Button>
            </PlanCard>
            {failure && <ErrorAlert>{failure}</ErrorAlert>}
            <p className="text-sm text-ink-muted">You pay by card on Stripe, then come back to your brand area.</p>
          </div>
        ) : (
          <BookCallPlans />
        )}
      </section>
      <a href="/brands" className="self-start font-semibold text-brand-700 underline">
        {price ? 'Browse creators first' : 'Go to your brand area'}
      </a>
    </div>
  );
}
