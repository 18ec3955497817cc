import type { BillingPlanPrice } from '@equicreators/shared';
import { useEffect, useState } from 'react';
import { BookCallPlans } from '@/components/billing/book-call-plans';
import { PlanCard } from '@/components/billing/plan-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BUSINESS_PLAN_FEATURES } from '@/content/business-plans';
import { fetchPlanPrices } from '@/lib/billing/billing-requests';
import { formatPlanPrice, planNameOf } from '@/lib/billing/plan-price';

/** After sign-up the brand is not logged in yet: choosing a plan starts with the login, then /brands. */
const LOGIN_TO_CHOOSE = `/login?next=${encodeURIComponent('/brands?plans=open')}`;

type PlansState = { status: 'loading' } | { status: 'priced'; plans: BillingPlanPrice[] } | { status: 'unpriced' };

/**
 * The business plans after sign-up. With online payment, Stripe's prices and a way to pay; without
 * it (503, or the plans could not be read), today's flow: the plans unpriced and 'Book a call'.
 * /join has no data cache (decision 012), so the plans are read once here.
 */
export function BrandPlans() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPlanPrices(controller.signal).then(
      (prices) => {
        const plans = prices?.filter((price) => price.audience === 'brand') ?? [];
        setState(plans.length > 0 ? { status: 'priced', plans } : { status: 'unpriced' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'unpriced' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy>
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (state.status === 'unpriced') return <BookCallPlans />;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {state.plans.map((price) => (
          <PlanCard
            key={price.plan}
            name={planNameOf(price)}
            price={formatPlanPrice(price)}
            features={BUSINESS_PLAN_FEATURES[price.plan]}
          >
            <Button asChild variant="accent">
              <a href={LOGIN_TO_CHOOSE}>{`Choose ${planNameOf(price)}`}</a>
            </Button>
          </PlanCard>
        ))}
      </div>
      <p className="text-sm text-ink-muted">Choosing a plan asks you to log in, then you pay by card on Stripe.</p>
    </div>
  );
}
