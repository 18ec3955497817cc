import { BillingRedirectSchema } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** POST /api/billing/portal: Stripe's customer portal (plan, card, cancel, invoices) for the caller. */
export function openPortal() {
  return apiRequest('/billing/portal', { method: 'POST', schema: BillingRedirectSchema });
}
