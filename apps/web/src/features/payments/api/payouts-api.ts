import {
  EarningsSchema,
  PaymentRedirectSchema,
  PayoutAccountStateSchema,
  type Earnings,
  type PayoutAccountState,
} from '@equicreators/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

export const payoutsKeys = {
  account: ['payouts', 'account'] as const,
  earnings: ['payouts', 'earnings'] as const,
};

/** GET /api/payouts: the creator's payout account (`enabled: false` when deals are paid outside). */
export function payoutAccountQuery() {
  return queryOptions({
    queryKey: payoutsKeys.account,
    queryFn: ({ signal }): Promise<PayoutAccountState> =>
      apiRequest('/payouts', { schema: PayoutAccountStateSchema, signal }),
  });
}

/** GET /api/payments/earnings: the creator's order payments, totals and payouts to their bank. */
export function earningsQuery() {
  return queryOptions({
    queryKey: payoutsKeys.earnings,
    queryFn: ({ signal }): Promise<Earnings> => apiRequest('/payments/earnings', { schema: EarningsSchema, signal }),
  });
}

/**
 * POST /api/payouts/onboarding: where Stripe's hosted payout setup opens for the creator; `country`
 * opens her account there (once: Stripe fixes it), else her profile's.
 */
export function startPayoutOnboarding(country: string | null) {
  return apiRequest('/payouts/onboarding', {
    method: 'POST',
    body: country ? { country } : {},
    schema: PaymentRedirectSchema,
  });
}

/** POST /api/payouts/sync: the server reads the creator's account from Stripe now. */
export function syncPayouts(): Promise<PayoutAccountState> {
  return apiRequest('/payouts/sync', { method: 'POST', schema: PayoutAccountStateSchema });
}
