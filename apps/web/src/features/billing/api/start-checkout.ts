import { BillingRedirectSchema, type BillingPlan } from '@equicreators/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';

/** POST /api/billing/checkout { plan }: Stripe Checkout's hosted page, where the browser goes next. */
export function startCheckout(plan: BillingPlan) {
  return apiRequest('/billing/checkout', { method: 'POST', body: { plan }, schema: BillingRedirectSchema });
}

/** Choosing a plan: the browser leaves for Checkout, so the button stays busy until it has gone. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify.error(errorMessage(error)),
  });
}
