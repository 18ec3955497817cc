import { BILLING_MESSAGES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, billingEvents, brandProfiles, creatorProfiles } from '../../db/schema/index.ts';
import {
  callerFor,
  checkoutSessionIdOf,
  createBillingTestContext,
  type BillingTestContext,
} from '../../test/billing.ts';
import { createAccount, createBrand, createCreator } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';

describe('online billing: plans, checkout, return and portal', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext({ env: { SUPPORT_EMAIL: 'support@billing.test' } });
  });
  afterAll(() => billing.close());

  it('lists the four plans with the prices Stripe has, without a login', async () => {
    const response = await billing.context.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().plans).toEqual(
      expect.arrayContaining([
        {
          plan: 'brand-monthly',
          audience: 'brand',
          unitAmount: 14900,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
        },
        {
          plan: 'club-monthly',
          audience: 'club',
          unitAmount: 1999,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
        },
      ]),
    );
    // Read once, then reused for ten minutes.
    const priceReads = () => billing.fake.requests.filter((request) => request.path.startsWith('/v1/prices/')).length;
    const before = priceReads();
    await billing.context.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(priceReads()).toBe(before);
  });

  it("gives a brand access within the checkout's own webhooks, and e-mails the brand and the admins once", async () => {
    const brand = await createBrand(billing.context.db, { payment: false, email: 'buyer@billing.test' });
    await createAccount(billing.context.db, 'admin', 'boss@billing.test');
    const call = await callerFor(billing.context, brand);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({
      audience: 'brand',
      access: false,
      source: 'none',
    });

    const checkout = await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' });
    expect(checkout.statusCode).toBe(200);
    const sessionRequest = billing.fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(sessionRequest?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: brand.id,
      success_url: 'http://equicreators.test/brands?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://equicreators.test/brands?checkout=cancelled',
    });
    const events = await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    expect(billing.fake.deliveries.filter((delivery) => !delivery.ok)).toEqual([]);
    expect(events.map((event) => event.type)).toContain('checkout.session.completed');

    const state = (await call('GET', '/api/billing')).json();
    expect(state).toMatchObject({
      access: true,
      source: 'subscription',
      plan: 'brand-monthly',
      status: 'active',
      pastDue: false,
      cancelAtPeriodEnd: false,
      hasBillingAccount: true,
    });
    expect(new Date(state.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const [profile] = await billing.context.db
      .select()
      .from(brandProfiles)
      .where(eq(brandProfiles.accountId, brand.id));
    expect(profile).toMatchObject({ payment: true, comped: false });
    expect((await mailsTo(billing.context.db, 'buyer@billing.test')).map((mail) => mail.subject)).toEqual([
      BILLING_MESSAGES.paymentReceived,
    ]);
    expect(await mailsTo(billing.context.db, 'boss@billing.test')).toHaveLength(1);
    const processed = await billing.context.db.select().from(billingEvents);
    expect(processed.every((event) => event.processedAt !== null)).toBe(true);

    // A second checkout is refused while the subscription grants access.
    const again = await call('POST', '/api/billing/checkout', { plan: 'brand-yearly' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: BILLING_MESSAGES.alreadySubscribed });

    const portal = await call('POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`${billing.fake.url}/portal/`);
    const portalRequest = billing.fake.requests.findLast((request) => request.path === '/v1/billing_portal/sessions');
    expect(portalRequest?.body).toMatchObject({ return_url: 'http://equicreators.test/billing' });
  });

  it('grants access on return through sync, without any webhook', async () => {
    const creator = await createCreator(billing.context.db, { email: 'rider@billing.test' });
    const call = await callerFor(billing.context, creator);
    const checkout = await call('POST', '/api/billing/checkout', { plan: 'club-monthly' });
    expect(checkout.statusCode).toBe(200);
    billing.fake.setWebhookUrl('http://127.0.0.1:9/nowhere');
    try {
      await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    } finally {
      billing.fake.setWebhookUrl(`${billing.context.app.listeningOrigin}/api/billing/webhook`);
    }
    expect((await call('GET', '/api/billing')).json()).toMatchObject({ access: false });
    const synced = await call('POST', '/api/billing/sync');
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ audience: 'club', access: true, plan: 'club-monthly', status: 'active' });
    const [profile] = await billing.context.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, creator.id));
    expect(profile?.clubMember).toBe(true);
    // The webhooks that arrive later change nothing and send nothing more.
    await billing.fake.redeliver();
    expect(await mailsTo(billing.context.db, 'rider@billing.test')).toHaveLength(1);
    // Membership unlocks the club's schedule, and the badge brands see.
    expect((await call('GET', '/api/club/meetings')).statusCode).toBe(200);
    const brand = await callerFor(billing.context, await createBrand(billing.context.db));
    expect((await brand('GET', `/api/influencers/${creator.id}`)).json()).toMatchObject({ clubMember: true });
    expect((await call('GET', '/api/influencers/profile')).json()).toMatchObject({ clubMember: true });
  });

  it('refuses a plan of the other audience, and an admin', async () => {
    const creator = await createCreator(billing.context.db);
    const wrong = await (
      await callerFor(billing.context, creator)
    )('POST', '/api/billing/checkout', {
      plan: 'brand-monthly',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(BILLING_MESSAGES.wrongAudience);
    const admin = await createAccount(billing.context.db, 'admin');
    expect((await (await callerFor(billing.context, admin))('GET', '/api/billing')).statusCode).toBe(403);
  });

  it('creates one Stripe customer per account, even for checkouts at the same moment', async () => {
    const brand = await createBrand(billing.context.db, { payment: false });
    const call = await callerFor(billing.context, brand);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/billing/checkout', { plan: 'brand-yearly' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const customers = await billing.context.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, brand.id));
    expect(customers).toHaveLength(1);
    const created = billing.fake.requests.filter(
      (request) =>
        request.path === '/v1/customers' &&
        request.body.metadata &&
        brand.id === (request.body.metadata as { accountId?: string }).accountId,
    );
    expect(new Set(created.map((request) => JSON.stringify(request.body))).size).toBe(1);
  });

  it('refuses a second checkout when Stripe has the subscription but its webhook has not arrived', async () => {
    const brand = await createBrand(billing.context.db, { payment: false });
    const call = await callerFor(billing.context, brand);
    const first = await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' });
    billing.fake.setWebhookUrl('http://127.0.0.1:9/offline');
    try {
      await billing.fake.completeCheckout(checkoutSessionIdOf(first.json().url));
    } finally {
      billing.fake.setWebhookUrl(`${billing.context.app.listeningOrigin}/api/billing/webhook`);
    }
    const second = await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' });
    expect([second.statusCode, second.json().message]).toEqual([409, BILLING_MESSAGES.alreadySubscribed]);
  });

  it('answers 409 for the portal before any checkout', async () => {
    const brand = await createBrand(billing.context.db, { payment: false });
    const portal = await (await callerFor(billing.context, brand))('POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(BILLING_MESSAGES.noCustomer);
  });
});
