import { BillingPlansSchema, type BillingAudience, type BillingPlanPrice } from '@equicreators/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isBillingNotConfigured } from '@/lib/billing/billing-requests';
import { apiRequest } from '@/lib/http/api-client';

/** GET /api/billing/plans: the plans with Stripe's prices; null when online payment is not configured. */
export function billingPlansQuery() {
  return queryOptions({
    queryKey: ['billing', 'plans'] as const,
    queryFn: async ({ signal }): Promise<BillingPlanPrice[] | null> => {
      try {
        return (await apiRequest('/billing/plans', { schema: BillingPlansSchema, signal })).plans;
      } catch (error) {
        if (isBillingNotConfigured(error)) return null;
        throw error;
      }
    },
    // The server caches Stripe's prices for minutes; a page's visit needs them once.
    staleTime: 5 * 60_000,
  });
}

/** The plans one audience may buy (brands the marketplace, creators the club), or null without billing. */
export function useBillingPlans(audience: BillingAudience) {
  return useQuery({
    ...billingPlansQuery(),
    select: (plans) => plans?.filter((price) => price.audience === audience) ?? null,
  });
}
