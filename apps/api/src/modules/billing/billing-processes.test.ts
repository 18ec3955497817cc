import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../../db/schema/index.ts';
import { startTwoBillingProcesses, type TwoProcesses, callerFor, checkoutSessionIdOf } from '../../test/billing.ts';
import { createBrand } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import type { FakeStripe } from '../../test/stripe/fake-stripe-server.ts';
import type { TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';

// PGlite is one process's embedded database (its folder is locked): two servers cannot share it,
// so the race this guards against exists on PostgreSQL only.
describe.skipIf(testDatabaseEngine() === 'pglite')('two API processes on one PostgreSQL', () => {
  let processes: TwoProcesses;
  let fake: FakeStripe;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    processes = await startTwoBillingProcesses();
    ({ fake, first, second } = processes);
  });
  afterAll(() => processes?.close());

  it('apply an event both receive at the same moment once', async () => {
    const brand = await createBrand(first.db, { payment: false, email: 'race@billing.test' });
    const call = await callerFor(first, brand);
    const checkout = await call('POST', '/api/billing/checkout', { plan: 'brand-yearly' });
    // No webhook URL: the events are only recorded, and sent below to both processes at once.
    const events = await fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('No checkout.session.completed');
    const { payload, signature } = signedAgain(fake, completed);
    const deliver = (context: TestContext) =>
      context.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const answers = await Promise.all([deliver(first), deliver(second), deliver(first), deliver(second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [stored] = await first.db.select().from(billingEvents).where(eq(billingEvents.eventId, completed.id));
    expect(stored).toMatchObject({ attempts: 1 });
    expect(stored?.processedAt).not.toBeNull();
    expect(await mailsTo(first.db, 'race@billing.test')).toHaveLength(1);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({ access: true, plan: 'brand-yearly' });
  });
});

/** The same event (same id), signed now, as Stripe signs each delivery. */
function signedAgain(fake: FakeStripe, event: { id: string }) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }) };
}
