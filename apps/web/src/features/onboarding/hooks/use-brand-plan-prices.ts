import { BRAND_SUBSCRIPTION_PLANS, type BillingPlanPrice, type BrandSubscription } from '@equicreators/shared';
import { useEffect, useState } from 'react';
import { fetchPlanPrices } from '@/lib/billing/billing-requests';

/** The brand plans' prices as Stripe has them; 'unpriced' without online payment (or unreadable). */
export type BrandPlanPrices =
  | { status: 'loading' }
  | { status: 'priced'; prices: Partial<Record<BrandSubscription, BillingPlanPrice>> }
  | { status: 'unpriced' };

/**
 * Reads GET /api/billing/plans once for the sign-up's subscription step, keyed by the wizard's
 * 'Monthly' / 'Yearly'. /join has no data cache (decision 012), hence the plain effect.
 */
export function useBrandPlanPrices(): BrandPlanPrices {
  const [state, setState] = useState<BrandPlanPrices>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchPlanPrices(controller.signal).then(
      (plans) => {
        const prices: Partial<Record<BrandSubscription, BillingPlanPrice>> = {};
        for (const [subscription, plan] of Object.entries(BRAND_SUBSCRIPTION_PLANS)) {
          const price = plans?.find((candidate) => candidate.plan === plan);
          if (price) prices[subscription as BrandSubscription] = price;
        }
        setState(Object.keys(prices).length > 0 ? { status: 'priced', prices } : { status: 'unpriced' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'unpriced' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
