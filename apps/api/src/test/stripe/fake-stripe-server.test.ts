import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';

type Received = { payload: string; signature: string };

/** A tiny webhook receiver keeping the raw body and signature of each delivery; `failWith` makes it answer an error. */
async function startReceiver() {
  const received: Received[] = [];
  const control = { failWith: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        payload: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(control.failWith || 200).end();
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the offline Stripe test server', () => {
  let fake: FakeStripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver();
    fake = await startFakeStripe({ webhookUrl: receiver.url });
    stripe = new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
      maxNetworkRetries: 0,
    });
  });

  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  function verified(delivery: Received) {
    return stripe.webhooks.constructEvent(delivery.payload, delivery.signature, fake.webhookSecret);
  }

  it('sells a subscription through the real SDK, with the period on the item and signed webhooks', async () => {
    const customer = await stripe.customers.create({ email: 'brand@example.com', metadata: { userId: 'u1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)).object).toBe('customer');

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: fake.priceIds['brand-monthly'], quantity: 1 }],
      success_url: 'http://localhost:3000/brands?checkout=success&session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/brands?checkout=cancelled',
      client_reference_id: 'u1',
      metadata: { plan: 'brand-monthly' },
      subscription_data: { metadata: { userId: 'u1' } },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 14_900, currency: 'usd' });

    const page = await fetch(session.url ?? '');
    expect(await page.text()).toContain('$149.00');
    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/brands?checkout=success&session=${session.id}`);

    const events = receiver.received.map(verified);
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'u1' });
    expect(completed.subscription).toMatch(/^sub_/);

    const list = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 10 });
    expect(list.data).toHaveLength(1);
    const [subscription] = list.data;
    const item = subscription?.items.data[0];
    expect(subscription).toMatchObject({
      id: completed.subscription,
      status: 'active',
      customer: customer.id,
      metadata: { userId: 'u1' },
    });
    expect(item?.price.id).toBe(fake.priceIds['brand-monthly']);
    expect(item?.current_period_end).toBeGreaterThan(item?.current_period_start ?? Infinity);

    const invoice = events[2]?.data.object as Stripe.Invoice;
    expect(invoice.parent?.subscription_details?.subscription).toBe(completed.subscription);
    expect(invoice.status).toBe('paid');
  });

  it('opens a portal whose actions change the subscription and send the matching events', async () => {
    const customer = await stripe.customers.create({ email: 'club@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: fake.priceIds['club-yearly'], quantity: 1 }],
      success_url: 'http://localhost:3000/club?checkout=success',
    });
    await fake.completeCheckout(session.id);
    const [subscription] = fake.subscriptionsOf(customer.id);
    if (!subscription) throw new Error('No subscription after checkout');

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/billing',
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Cancel at period end');
    expect(html).toContain('href="http://localhost:3000/billing"');

    const before = receiver.received.length;
    const cancel = await fetch(`${portal.url}/subscriptions/${subscription.id}/cancel-at-period-end`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    const updated = receiver.received.slice(before).map(verified);
    expect(updated.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect(updated[0]?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved.cancel_at_period_end).toBe(true);
    expect(retrieved.cancel_at).toBe(retrieved.items.data[0]?.current_period_end);
    // A subscription that ends with its period does not renew, so no renewal can be declined.
    expect(await (await fetch(portal.url)).text()).not.toContain('Simulate a failed payment');
    await expect(fake.failPayment(subscription.id)).rejects.toThrow('does not renew');
    await fetch(`${portal.url}/subscriptions/${subscription.id}/renew`, { method: 'POST', redirect: 'manual' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });

    const failed = await fake.failPayment(subscription.id);
    expect(failed.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.latest_invoice).toMatchObject({ object: 'invoice', status: 'open' });
    expect(await (await fetch(portal.url)).text()).toContain('Update card and pay');
    const failedAgain = await fake.failPayment(subscription.id);
    expect(failedAgain.map((event) => event.type)).toEqual(['invoice.payment_failed']);
    expect(failedAgain[0]?.data.object).toMatchObject({ attempt_count: 2, status: 'open' });
    const recovered = await fake.retryPayment(subscription.id);
    expect(recovered.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');

    await fake.deleteSubscription(subscription.id);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended.ended_at).not.toBeNull();
    // Without a status, Stripe's list leaves canceled subscriptions out.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
  });

  it('updates and cancels a subscription through the API, delivering its events after answering', async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: fake.priceIds['club-monthly'] }],
    });
    await fake.completeCheckout(session.id);
    const id = fake.subscriptionsOf(customer.id)[0]?.id ?? '';
    const before = receiver.received.length;

    const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true, metadata: { note: 'kept' } });
    expect(updated).toMatchObject({ cancel_at_period_end: true, metadata: { note: 'kept' } });
    expect(updated.items.data[0]?.plan.amount).toBe(1_999);
    const canceled = await stripe.subscriptions.cancel(id);
    expect(canceled.status).toBe('canceled');
    await vi.waitFor(() => expect(receiver.received.length - before).toBe(2));
    const types = receiver.received.slice(before).map((delivery) => verified(delivery).type);
    expect(types).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    const expanded = await stripe.subscriptions.list({
      customer: customer.id,
      status: 'all',
      expand: ['data.items.data.price.product'],
    });
    expect(expanded.data[0]?.items.data[0]?.price.product).toMatchObject({ object: 'product', id: 'prod_club' });
  });

  it('retrieves and lists the prices, with the product expanded when asked', async () => {
    const price = await stripe.prices.retrieve(fake.priceIds['club-monthly']);
    expect(price).toMatchObject({
      unit_amount: 1_999,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const prices = await stripe.prices.list({ active: true, expand: ['data.product'], limit: 100 });
    expect(prices.data.map((entry) => entry.unit_amount).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1_999, 14_900, 19_900, 149_000,
    ]);
    expect(prices.data.every((entry) => typeof entry.product === 'object')).toBe(true);
  });

  it('answers like Stripe to a wrong key, an unknown object and a missing parameter', async () => {
    const stranger = new Stripe('sk_test_wrong', {
      host: fake.host,
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(stranger.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: 'cus_missing',
        line_items: [{ price: fake.priceIds['club-monthly'] }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'customer' });
  });

  it('keeps an event the receiver refused and delivers it again on request', async () => {
    receiver.control.failWith = 500;
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: fake.priceIds['brand-yearly'] }],
    });
    const events = await fake.completeCheckout(session.id);
    expect(fake.deliveries.slice(-3).map((delivery) => delivery.status)).toEqual([500, 500, 500]);
    receiver.control.failWith = 0;
    const redelivered = await fake.redeliver();
    expect(redelivered.map((delivery) => delivery.event.id)).toEqual(events.map((event) => event.id));
    expect(redelivered.every((delivery) => delivery.ok)).toBe(true);
  });

  it('signs an event without sending it, and a tampered payload fails verification', () => {
    const { payload, signature, event } = fake.signedEvent('customer.subscription.deleted', {
      id: 'sub_x',
      object: 'subscription',
    });
    expect(stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret).id).toBe(event.id);
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('sub_x', 'sub_y'), signature, fake.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
