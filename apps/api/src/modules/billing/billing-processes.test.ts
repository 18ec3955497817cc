import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { billingEvents } from '../../db/schema/index.ts';
import { billingEnv, callerFor, checkoutSessionIdOf } from '../../test/billing.ts';
import { createBrand } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';

// PGlite is one process's embedded database (its folder is locked): two servers cannot share it,
// so the race this guards against exists on PostgreSQL only.
describe.skipIf(testDatabaseEngine() === 'pglite')('two API processes on one PostgreSQL', () => {
  let fake: FakeStripe;
  let first: TestContext;
  let second: TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const open = () => openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 });
    first = await createTestContext({ env: billingEnv(fake), database: await open() });
    second = await createTestContext({ env: billingEnv(fake), database: await open() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
    await fake?.close();
  });

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
