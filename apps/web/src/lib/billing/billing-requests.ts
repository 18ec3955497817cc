import type { BillingPlan, BillingPlanPrice, BillingPlans } from '@equicreators/shared';
import { ApiError, apiRequest } from '@/lib/http/api-client';

/**
 * Billing calls used outside the billing feature: by the sign-up's plans (/join, without the data
 * cache) and the club pages' island (plain DOM, decision 012). They skip the zod contracts on
 * purpose, to keep those pages' scripts small; the billing feature's own fetchers check them.
 */

/** Billing answers 503 when online payment is not configured (no Stripe keys): the book-a-call flow. */
export function isBillingNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

/** GET /api/billing/plans (public): the plans with Stripe's prices, or null when not configured. */
export async function fetchPlanPrices(signal?: AbortSignal): Promise<BillingPlanPrice[] | null> {
  try {
    const answer = await apiRequest('/billing/plans', { signal });
    return (answer as BillingPlans).plans;
  } catch (error) {
    if (isBillingNotConfigured(error)) return null;
    throw error;
  }
}

/**
 * POST /api/billing/checkout { plan } for the logged-in caller: Stripe Checkout's address, where
 * the browser goes next (the sign-up's chosen plan, issue 46).
 */
export async function startPlanCheckout(plan: BillingPlan): Promise<string> {
  const answer = (await apiRequest('/billing/checkout', { method: 'POST', body: { plan } })) as { url: string };
  return answer.url;
}
