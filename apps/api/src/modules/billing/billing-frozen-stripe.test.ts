import { BILLING_MESSAGES } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers } from '../../db/schema/index.ts';
import { billingEnv, callerFor } from '../../test/billing.ts';
import { createBrand, createCreator } from '../../test/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe-server.ts';
import { startFrozenStripe, type FrozenStripe } from '../../test/stripe/frozen-stripe-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** What a buyer may wait at most for Stripe's silence: one 4 s try, with room for a busy machine. */
const BUYER_WAIT_MS = 8_000;
/** What any other request may take while Stripe hangs: far below one Stripe timeout. */
const UNRELATED_MS = 1_500;

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('billing while Stripe does not answer', () => {
  let frozen: FrozenStripe;
  let fake: FakeStripe;
  let context: TestContext;
  beforeAll(async () => {
    [frozen, fake] = await Promise.all([startFrozenStripe(), startFakeStripe()]);
    context = await createTestContext({ env: { ...billingEnv(fake), STRIPE_API_URL: frozen.url } });
  });
  afterAll(async () => {
    await context?.close();
    await Promise.all([frozen?.close(), fake?.close()]);
  });

  it('answers sync and checkout 503 within seconds, and the rest of the site meanwhile', async () => {
    const [returning, newcomer, creator] = await Promise.all([
      createBrand(context.db, { payment: false }),
      createBrand(context.db, { payment: false }),
      createCreator(context.db),
    ]);
    await context.db
      .insert(billingCustomers)
      .values({ accountId: returning.id, stripeCustomerId: 'cus_frozen', createdAt: context.clock.now() });
    const [syncCall, checkoutCall, creatorCall] = await Promise.all([
      callerFor(context, returning),
      callerFor(context, newcomer),
      callerFor(context, creator),
    ]);

    const waiting = frozen.waitForRequest();
    const sync = timed(syncCall('POST', '/api/billing/sync'));
    const checkout = timed(checkoutCall('POST', '/api/billing/checkout', { plan: 'brand-monthly' }));
    await waiting;

    const health = await timed(context.app.inject({ method: 'GET', url: '/api/health' }));
    const campaigns = await timed(creatorCall('GET', '/api/campaign'));
    expect(health.value.statusCode).toBe(200);
    expect(campaigns.value.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(UNRELATED_MS);
    expect(campaigns.ms).toBeLessThan(UNRELATED_MS);

    for (const answer of [await sync, await checkout]) {
      expect([answer.value.statusCode, answer.value.json()]).toEqual([
        503,
        { code: 'UNAVAILABLE', message: BILLING_MESSAGES.stripeUnavailable },
      ]);
      expect(answer.ms).toBeLessThan(BUYER_WAIT_MS);
    }
    // Nothing half-written: the newcomer has no customer stored.
    const stored = await context.db.select().from(billingCustomers);
    expect(stored.map((row) => row.accountId)).toEqual([returning.id]);
  }, 90_000);
});
