import { BILLING_MESSAGES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingSubscriptions, campaignEntries } from '../../db/schema/index.ts';
import {
  callerFor,
  checkoutSessionIdOf,
  createBillingTestContext,
  type BillingTestContext,
} from '../../test/billing.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  tinyPng,
} from '../../test/factories.ts';
import { messageForm } from '../../test/message-threads.ts';
import { mailsTo } from '../../test/outbox.ts';
import type { FakeStripeEvent } from '../../test/stripe/fake-stripe-server.ts';
import { applyCustomerRead, readCustomer } from './billing-sync.service.ts';

describe('the Stripe webhook', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  const webhookUrl = () => `${billing.context.app.listeningOrigin}/api/billing/webhook`;

  /** Posts an event signed with the configured secret (Stripe's own header format). */
  const post = (payload: string, signature?: string) =>
    billing.context.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: billing.fake.webhookSecret, timestamp });
  const deliver = (event: FakeStripeEvent) => {
    const payload = JSON.stringify(event);
    return post(payload, sign(payload));
  };
  const subscriptionListCalls = () => billing.fake.requests.filter((request) => request.path === '/v1/subscriptions');

  /** A brand (no override) that subscribed through Checkout; the events are delivered unless told not to. */
  async function subscribedBrand(email: string, { deliverEvents = true } = {}) {
    const brand = await createBrand(billing.context.db, { payment: false, email });
    const call = await callerFor(billing.context, brand);
    const checkout = await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' });
    if (!deliverEvents) billing.fake.setWebhookUrl('http://127.0.0.1:9/offline');
    const events = await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    billing.fake.setWebhookUrl(webhookUrl());
    const created = events.find((event) => event.type === 'customer.subscription.created');
    const subscriptionId = (created?.data.object as { id: string }).id;
    return { brand, call, events, subscriptionId };
  }

  it('applies an event once, however often it arrives', async () => {
    const { call, events } = await subscribedBrand('twice@billing.test');
    expect((await call('GET', '/api/billing')).json().access).toBe(true);
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('No checkout.session.completed');
    const readsBefore = subscriptionListCalls().length;
    const answers = await Promise.all([deliver(completed), deliver(completed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(subscriptionListCalls().length).toBe(readsBefore);
    expect(await mailsTo(billing.context.db, 'twice@billing.test')).toHaveLength(1);
    const [stored] = await billing.context.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, completed.id));
    expect(stored).toMatchObject({ attempts: 1, lastError: null, type: 'checkout.session.completed' });
  });

  it('ends in the right state when updated arrives before created', async () => {
    const { call, subscriptionId } = await subscribedBrand('reordered@billing.test', { deliverEvents: false });
    billing.fake.setWebhookUrl('http://127.0.0.1:9/offline');
    const updates = await billing.fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    billing.fake.setWebhookUrl(webhookUrl());
    const created = billing.fake.deliveries.find(
      (delivery) =>
        delivery.event.type === 'customer.subscription.created' &&
        (delivery.event.data.object as { id: string }).id === subscriptionId,
    )?.event;
    const updated = updates.find((event) => event.type === 'customer.subscription.updated');
    if (!created || !updated) throw new Error('The events were not made');
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({
      access: true,
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await mailsTo(billing.context.db, 'reordered@billing.test')).toHaveLength(1);
  });

  it('keeps access after a failed payment, shows it, and e-mails the portal link', async () => {
    const { call, subscriptionId } = await subscribedBrand('declined@billing.test');
    await billing.fake.failPayment(subscriptionId);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({
      access: true,
      status: 'past_due',
      pastDue: true,
    });
    const mails = await mailsTo(billing.context.db, 'declined@billing.test');
    const failed = mails.find((mail) => mail.subject === BILLING_MESSAGES.paymentFailed);
    expect(failed?.textBody).toContain('http://equicreators.test/billing');
    expect(mails).toHaveLength(2);
  });

  it('removes access when the subscription is deleted, keeping the campaigns and threads readable', async () => {
    const { brand, call, subscriptionId } = await subscribedBrand('ended@billing.test');
    const campaign = await createCampaignRow(billing.context.db, brand.id, { title: 'Spring Show' });
    const [hired, invitee] = await Promise.all([createCreator(billing.context.db), createCreator(billing.context.db)]);
    await billing.context.db
      .insert(campaignEntries)
      .values([
        { campaignId: campaign.id, creatorId: hired.id, status: 'Hired', hiredAt: billing.context.clock.now() },
      ]);

    await billing.fake.deleteSubscription(subscriptionId);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({
      access: false,
      status: 'canceled',
      source: 'none',
    });
    const subjects = (await mailsTo(billing.context.db, 'ended@billing.test')).map((mail) => mail.subject);
    expect(subjects).toContain('Your subscription has ended');

    expect((await call('GET', `/api/campaign/${campaign.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/messages/message-brand/${campaign.id}/${hired.id}`)).statusCode).toBe(200);
    const { authorization } = await createLogin(billing.context, brand);
    const created = await billing.context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization },
      payload: campaignForm(campaignFields(), [{ name: 'show.png', data: await tinyPng() }]),
    });
    // Lapsed, not never paid: told how to resubscribe (DECISIONS).
    const refused = { code: 'PAYMENT_REQUIRED', message: BILLING_MESSAGES.resubscribe };
    expect(created.json()).toEqual(refused);
    const invited = await call('POST', `/api/campaign/${campaign.id}/influencer/${invitee.id}`);
    expect([invited.statusCode, invited.json()]).toEqual([403, refused]);
    const hiredAgain = await call('POST', `/api/campaign/${campaign.id}/hire`, { influencerId: invitee.id });
    expect([hiredAgain.statusCode, hiredAgain.json()]).toEqual([403, refused]);
    const sent = await billing.context.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: { authorization },
      payload: messageForm({ from: campaign.id, to: hired.id, content: 'Still there?' }),
    });
    expect([sent.statusCode, sent.json()]).toEqual([403, refused]);
  });

  it('refuses a missing signature, a tampered body and a stale timestamp with 400, storing nothing', async () => {
    const { payload } = billing.fake.signedEvent('customer.subscription.updated', { id: 'sub_x', customer: 'cus_x' });
    const before = (await billing.context.db.select().from(billingEvents)).length;
    expect((await post(payload)).statusCode).toBe(400);
    const tampered = payload.replace('cus_x', 'cus_y');
    expect((await post(tampered, sign(payload))).statusCode).toBe(400);
    const stale = Math.floor(billing.context.clock.now().getTime() / 1000) - 10 * 60;
    const answer = await post(payload, sign(payload, stale));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('BAD_REQUEST');
    expect((await billing.context.db.select().from(billingEvents)).length).toBe(before);
  });

  it('stores and marks processed an event type it does not act on', async () => {
    const { payload, signature, event } = billing.fake.signedEvent('product.updated', {
      id: 'prod_x',
      object: 'product',
    });
    expect((await post(payload, signature)).statusCode).toBe(200);
    const [stored] = await billing.context.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id));
    expect(stored?.processedAt).not.toBeNull();
  });

  it('keeps the later read of Stripe when an earlier one is written after it (reads run outside transactions)', async () => {
    const { brand, subscriptionId } = await subscribedBrand('late@billing.test');
    const [stored] = await billing.context.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId));
    const customerId = stored?.stripeCustomerId ?? '';
    billing.fake.setWebhookUrl('http://127.0.0.1:9/offline');
    const earlier = await readCustomer(billing.context, customerId);
    await billing.fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const later = await readCustomer(billing.context, customerId);
    billing.fake.setWebhookUrl(webhookUrl());
    if (!earlier || !later) throw new Error('The customer is not ours');
    const apply = (read: typeof earlier) =>
      billing.context.db.transaction((tx) => applyCustomerRead(billing.context, tx, read));
    await apply(later);
    await apply(earlier);
    const [row] = await billing.context.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, brand.id));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('ignores the subscription copy an event carries: the stored row is what Stripe answers', async () => {
    const { subscriptionId } = await subscribedBrand('forged@billing.test');
    const [subscription] = billing.fake.subscriptionsOf(
      (
        await billing.context.db
          .select()
          .from(billingSubscriptions)
          .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
      )[0]?.stripeCustomerId ?? '',
    );
    const { payload, signature } = billing.fake.signedEvent('customer.subscription.updated', {
      ...subscription,
      status: 'canceled',
    });
    expect((await post(payload, signature)).statusCode).toBe(200);
    const [row] = await billing.context.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId));
    expect(row?.status).toBe('active');
  });
});
