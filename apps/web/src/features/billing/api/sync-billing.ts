import { BillingStateSchema, type BillingState } from '@equicreators/shared';
import { syncUntilAccess } from '@/lib/billing/sync-until-access';
import { apiRequest } from '@/lib/http/api-client';

/** POST /api/billing/sync: the server reads the caller's subscriptions from Stripe now, without the webhook. */
export function syncBilling(): Promise<BillingState> {
  return apiRequest('/billing/sync', { method: 'POST', schema: BillingStateSchema });
}

/** Back from Checkout: syncs until access shows (lib/billing/sync-until-access.ts). */
export function syncBillingUntilAccess(): Promise<BillingState> {
  return syncUntilAccess(syncBilling);
}
