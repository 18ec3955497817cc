import { BILLING_MESSAGES } from '@equicreators/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownBillingQuery } from '@/lib/account/own-account';
import { fetchPlanPrices } from './billing-requests';

/** Answers every fetch with one status and body, as the API would. */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

const NOT_CONFIGURED = { message: BILLING_MESSAGES.notConfigured, code: 'SERVICE_UNAVAILABLE' };

afterEach(() => vi.unstubAllGlobals());

// Without Stripe keys the server answers 503 on every billing route; the screens then keep the
// book-a-call flow (no prices, no Billing entry, no banners) instead of showing an error.
describe('billing without online payment (503)', () => {
  it('reads no plans, so the sign-up and /brands show the plans unpriced with Book a call', async () => {
    answerWith(503, NOT_CONFIGURED);
    await expect(fetchPlanPrices()).resolves.toBeNull();
  });

  it('reads no billing state, so no Billing entry and no banner appear', async () => {
    answerWith(503, NOT_CONFIGURED);
    const query = ownBillingQuery();
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toBeNull();
  });

  it('still reports any other failure', async () => {
    answerWith(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    await expect(fetchPlanPrices()).rejects.toThrow('Something went wrong on our side.');
  });

  it('reads the plans when billing is configured', async () => {
    const plans = [
      {
        plan: 'brand-monthly',
        audience: 'brand',
        unitAmount: 14900,
        currency: 'usd',
        interval: 'month',
        intervalCount: 1,
      },
    ];
    answerWith(200, { plans });
    await expect(fetchPlanPrices()).resolves.toEqual(plans);
  });
});
