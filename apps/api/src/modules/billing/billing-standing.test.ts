import { BILLING_MESSAGES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, billingEvents, brandProfiles } from '../../db/schema/index.ts';
import { billingEnv, callerFor } from '../../test/billing.ts';
import { createAccount, createBrand, createCreator } from '../../test/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CLUB_MEMBERS_ONLY } from '../club/club.service.ts';

describe('billing without keys', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('answers 503 "Online payment is not configured" on every billing route', async () => {
    const brand = await createBrand(context.db, { payment: false });
    const call = await callerFor(context, brand);
    const answers = [
      await context.app.inject({ method: 'GET', url: '/api/billing/plans' }),
      await call('GET', '/api/billing'),
      await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' }),
      await call('POST', '/api/billing/portal'),
      await call('POST', '/api/billing/sync'),
      await context.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      }),
    ];
    for (const answer of answers) {
      expect([answer.statusCode, answer.json()]).toEqual([
        503,
        { code: 'UNAVAILABLE', message: BILLING_MESSAGES.notConfigured },
      ]);
    }
  });

  it("keeps the admin's switch: it sets the override, shown as comped, and withdraws it", async () => {
    const brand = await createBrand(context.db, { payment: false });
    const admin = await callerFor(context, await createAccount(context.db, 'admin'));
    const confirmed = await admin('PATCH', `/api/admin/brands/${brand.id}`, { payment: true });
    expect(confirmed.json()).toMatchObject({ payment: true, comped: true, subscriptionStatus: null });
    const [profile] = await context.db.select().from(brandProfiles).where(eq(brandProfiles.accountId, brand.id));
    expect(profile?.paymentConfirmedAt).not.toBeNull();
    const listed = await admin('GET', '/api/admin/brands');
    expect(listed.json().items.find((row: { _id: string }) => row._id === brand.id)).toMatchObject({ comped: true });
    const withdrawn = await admin('PATCH', `/api/admin/brands/${brand.id}`, { payment: false });
    expect(withdrawn.json()).toMatchObject({ payment: false, comped: false });
  });

  it('shows the club only to members (and admins)', async () => {
    const creator = await createCreator(context.db);
    const refused = await (await callerFor(context, creator))('GET', '/api/club/meetings');
    expect([refused.statusCode, refused.json().message]).toEqual([403, CLUB_MEMBERS_ONLY]);
    const admin = await callerFor(context, await createAccount(context.db, 'admin'));
    const schedule = await admin('GET', '/api/club/meetings');
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('billing with Stripe failing', () => {
  let context: TestContext;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    // The keys are right but nothing answers where the SDK is sent.
    context = await createTestContext({ env: { ...billingEnv(fake), STRIPE_API_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await context.close();
    await fake.close();
  });

  it('answers a webhook it could not apply with 503 (Stripe unreachable), rolls back, and notes the attempt for the retry', async () => {
    const brand = await createBrand(context.db, { payment: false });
    await context.db
      .insert(billingCustomers)
      .values({ accountId: brand.id, stripeCustomerId: 'cus_unreachable', createdAt: context.clock.now() });
    const { payload, event } = fake.signedEvent('invoice.paid', {
      id: 'in_x',
      object: 'invoice',
      customer: 'cus_unreachable',
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret });
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    // Any answer but 2xx makes Stripe deliver again; the second delivery is not refused as claimed.
    const unavailable = [503, { code: 'UNAVAILABLE', message: BILLING_MESSAGES.stripeUnavailable }];
    for (const answer of [await send(), await send()]) expect([answer.statusCode, answer.json()]).toEqual(unavailable);
    const [stored] = await context.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id));
    expect(stored).toMatchObject({ processedAt: null, attempts: 2 });
    expect(stored?.lastError).toBeTruthy();
  });
});
