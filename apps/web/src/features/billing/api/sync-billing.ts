import { BillingStateSchema, type BillingState } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/** POST /api/billing/sync: the server reads the caller's subscriptions from Stripe now, without the webhook. */
export function syncBilling(): Promise<BillingState> {
  return apiRequest('/billing/sync', { method: 'POST', schema: BillingStateSchema });
}

/** The waits between syncs while Stripe finishes the payment: about 10 s in all. */
export const SYNC_BACKOFF_MS = [0, 500, 1000, 2000, 3000, 4000] as const;

/**
 * Syncs until the caller has access, backing off between tries; answers the last state seen.
 * Checkout has taken the payment when it sends the buyer back, but the subscription may still be
 * `incomplete` at Stripe for a moment.
 */
export async function syncUntilAccess(
  sync: () => Promise<BillingState> = syncBilling,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
): Promise<BillingState> {
  let state: BillingState | null = null;
  for (const delay of SYNC_BACKOFF_MS) {
    if (delay > 0) await wait(delay);
    state = await sync();
    if (state.access) return state;
  }
  if (!state) throw new Error('No sync ran');
  return state;
}
