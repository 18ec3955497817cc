import type { BillingState } from '@equicreators/shared';

/** The waits before each sync while Stripe finishes the payment: about 10 s in all. */
export const SYNC_BACKOFF_MS = [0, 500, 1000, 2000, 3000, 4000] as const;

function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Syncs until the caller has access, backing off between tries, and answers the last state seen.
 * Checkout has taken the payment when it sends the buyer back, but the subscription may still be
 * `incomplete` at Stripe for a moment; the webhook grants access later in any case.
 */
export async function syncUntilAccess(
  sync: () => Promise<BillingState>,
  wait: (ms: number) => Promise<void> = waitFor,
): Promise<BillingState> {
  let state: BillingState | undefined;
  for (const delay of SYNC_BACKOFF_MS) {
    if (delay > 0) await wait(delay);
    state = await sync();
    if (state.access) return state;
  }
  if (!state) throw new Error('No sync ran');
  return state;
}
