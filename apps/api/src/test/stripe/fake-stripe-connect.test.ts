import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';

/** A webhook receiver that verifies each delivery with the real SDK and keeps the events. */
async function startReceiver(secret: () => string) {
  const events: Stripe.Event[] = [];
  const verifier = new Stripe('sk_test_unused');
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      events.push(verifier.webhooks.constructEvent(payload, String(request.headers['stripe-signature']), secret()));
      response.writeHead(200).end();
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
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the offline Stripe test server, Connect', () => {
  let fake: FakeStripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver(() => fake.webhookSecret);
    fake = await startFakeStripe({ webhookUrl: receiver.url });
    stripe = new Stripe(fake.secretKey, {
      apiVersion: '2026-10-28.endive',
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

  const typesSince = (start: number) => receiver.events.slice(start).map((event) => event.type);

  async function newAccount(): Promise<Stripe.Account> {
    return stripe.accounts.create({
      type: 'express',
      country: 'US',
      email: 'creator@example.com',
      capabilities: { transfers: { requested: true } },
      metadata: { userId: 'c1' },
    });
  }

  /** A paid payment-mode Checkout: its session and charge. */
  async function paidCharge(amount = 10_000, transferGroup = 'order_1') {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'A reel' } }, quantity: 1 },
      ],
      payment_intent_data: { transfer_group: transferGroup, metadata: { orderId: 'o1' } },
      success_url: 'http://localhost:3000/paid?session={CHECKOUT_SESSION_ID}',
    });
    await fake.completeCheckout(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    return { session: paid, intent, charge: intent.latest_charge as Stripe.Charge };
  }

  it('creates an Express account and onboards it on the hosted page', async () => {
    const account = await newAccount();
    expect(account.id).toMatch(/^acct_/);
    expect(account).toMatchObject({
      type: 'express',
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      capabilities: { transfers: 'inactive' },
      metadata: { userId: 'c1' },
    });
    expect(account.requirements?.currently_due).toEqual(
      expect.arrayContaining(['external_account', 'individual.dob.day', 'tos_acceptance.date']),
    );
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://localhost:3000/payouts?refresh=1',
      return_url: 'http://localhost:3000/payouts?done=1',
      type: 'account_onboarding',
    });
    expect(link.object).toBe('account_link');
    expect(link.url.startsWith(`${fake.url}/connect/onboarding/${account.id}?`)).toBe(true);
    const html = await (await fetch(link.url)).text();
    expect(html).toContain('Complete onboarding');
    expect(html).toContain('Save and leave');

    const start = receiver.events.length;
    const save = await fetch(`${fake.url}/connect/onboarding/${account.id}/save${new URL(link.url).search}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(save.status).toBe(303);
    expect(save.headers.get('location')).toBe('http://localhost:3000/payouts?done=1');
    const pending = await stripe.accounts.retrieve(account.id);
    expect(pending).toMatchObject({ details_submitted: true, payouts_enabled: false });
    expect(pending.requirements?.disabled_reason).toBe('requirements.pending_verification');
    expect(pending.requirements?.currently_due?.length ?? 0).toBeGreaterThan(0);

    const html2 = await (await fetch(link.url)).text();
    const action = /action="([^"]*\/complete[^"]*)"/.exec(html2)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const done = await fetch(`${fake.url}${action}`, { method: 'POST', redirect: 'manual' });
    expect(done.headers.get('location')).toBe('http://localhost:3000/payouts?done=1');
    const ready = await stripe.accounts.retrieve(account.id);
    expect(ready).toMatchObject({ details_submitted: true, payouts_enabled: true, charges_enabled: true });
    expect(ready.capabilities?.transfers).toBe('active');
    expect(ready.requirements).toMatchObject({ currently_due: [], disabled_reason: null });
    expect(typesSince(start)).toEqual(['account.updated', 'account.updated']);
    expect(receiver.events.at(-1)?.account).toBe(account.id);

    await fake.restrictAccount(account.id, ['individual.verification.document']);
    const restricted = await stripe.accounts.retrieve(account.id);
    expect(restricted.payouts_enabled).toBe(false);
    expect(restricted.requirements).toMatchObject({
      disabled_reason: 'requirements.past_due',
      currently_due: ['individual.verification.document'],
    });
    expect(fake.accounts().map((entry) => entry.id)).toContain(account.id);
    await expect(stripe.accounts.retrieve('acct_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('sells a one-off payment through hosted Checkout with a PaymentIntent, a Charge and a receipt', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'brand@example.com',
      client_reference_id: 'order_9',
      metadata: { orderId: 'o9' },
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 40_000, product_data: { name: 'Two reels' } }, quantity: 2 },
        { price_data: { currency: 'usd', unit_amount: 2_000, product_data: { name: 'Platform fee' } }, quantity: 1 },
      ],
      payment_intent_data: { transfer_group: 'order_9', metadata: { orderId: 'o9' } },
      success_url: 'http://localhost:3000/orders/9?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/orders/9',
    });
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 82_000,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      url: `${fake.url}/checkout/${session.id}`,
    });
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('Two reels');
    expect(html).toContain('$820.00');

    const start = receiver.events.length;
    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/orders/9?session=${session.id}`);
    expect(typesSince(start)).toEqual(['checkout.session.completed', 'payment_intent.succeeded', 'charge.succeeded']);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'payment_intent.latest_charge'],
    });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'order_9' });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 82_000,
      transfer_group: 'order_9',
      metadata: { orderId: 'o9' },
    });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.id).toMatch(/^ch_/);
    expect(charge).toMatchObject({ paid: true, status: 'succeeded', amount_refunded: 0, disputed: false });
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(charge.id);
    expect((await stripe.charges.retrieve(charge.id)).payment_intent).toBe(intent.id);
    expect(await (await fetch(charge.receipt_url ?? '')).text()).toContain('$820.00');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });

    const other = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'x' } } }],
    });
    expect((await stripe.checkout.sessions.expire(other.id)).status).toBe('expired');
    await expect(fake.completeCheckout(other.id)).rejects.toThrow('expired');
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price_data: { currency: 'usd', product_data: { name: 'x' } } }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][unit_amount]' });
  });

  it('transfers from a charge to an onboarded account, within what the charge has left', async () => {
    const account = await newAccount();
    const { charge } = await paidCharge(10_000, 'order_t');
    const transfer = { amount: 6_000, currency: 'usd', destination: account.id, source_transaction: charge.id };
    await expect(stripe.transfers.create(transfer)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('capabilities enabled: transfers') as unknown,
    });
    await fake.completeOnboarding(account.id);
    const start = receiver.events.length;
    const made = await stripe.transfers.create(
      { ...transfer, transfer_group: 'order_t', metadata: { orderId: 't' } },
      { idempotencyKey: 'transfer-t' },
    );
    expect(made).toMatchObject({ amount: 6_000, destination: account.id, reversed: false, transfer_group: 'order_t' });
    expect(made.id).toMatch(/^tr_/);
    const again = await stripe.transfers.create(
      { ...transfer, transfer_group: 'order_t', metadata: { orderId: 't' } },
      { idempotencyKey: 'transfer-t' },
    );
    expect(again.id).toBe(made.id);
    await vi.waitFor(() => expect(typesSince(start)).toEqual(['transfer.created']));
    await expect(stripe.transfers.create({ ...transfer, amount: 4_001 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'balance_insufficient',
    });
    await expect(stripe.transfers.create({ ...transfer, currency: 'eur', amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(stripe.transfers.create({ ...transfer, source_transaction: 'ch_missing' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
    });
    expect((await stripe.transfers.retrieve(made.id)).amount).toBe(6_000);
    const listed = await stripe.transfers.list({ transfer_group: 'order_t', destination: account.id });
    expect(listed.data.map((entry) => entry.id)).toEqual([made.id]);

    // A refund may take only what neither earlier refunds nor transfers took.
    await expect(stripe.refunds.create({ charge: charge.id, amount: 4_001 })).rejects.toMatchObject({
      statusCode: 400,
    });
    const refund = await stripe.refunds.create({ payment_intent: charge.payment_intent as string, amount: 1_000 });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1_000, charge: charge.id });
    expect(refund.id).toMatch(/^re_/);
    const rest = await stripe.refunds.create({ charge: charge.id, reason: 'requested_by_customer' });
    expect(rest.amount).toBe(3_000);
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 4_000, refunded: false });
    expect((await stripe.refunds.retrieve(rest.id)).reason).toBe('requested_by_customer');
    expect(fake.refunds().map((entry) => entry.id)).toEqual(expect.arrayContaining([refund.id, rest.id]));
    // Listed newest first by intent or charge, as Stripe lists them.
    const byIntent = await stripe.refunds.list({ payment_intent: charge.payment_intent as string });
    expect(byIntent.data.map((entry) => entry.id)).toEqual([rest.id, refund.id]);
    expect((await stripe.refunds.list({ charge: 'ch_other' })).data).toEqual([]);
    await vi.waitFor(() => expect(typesSince(start)).toContain('refund.created'));
    expect(typesSince(start)).toContain('charge.refunded');
  });

  it('fails the next transfer once with a 500 that a retry with the same key gets past', async () => {
    const account = await newAccount();
    await fake.completeOnboarding(account.id);
    const { charge } = await paidCharge(5_000, 'order_r');
    fake.failNextTransfer();
    const params = { amount: 5_000, currency: 'usd', destination: account.id, source_transaction: charge.id };
    await expect(stripe.transfers.create(params, { idempotencyKey: 'retry-me' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    const made = await stripe.transfers.create(params, { idempotencyKey: 'retry-me' });
    expect(made.amount).toBe(5_000);
    expect(fake.transfers().filter((entry) => entry.source_transaction === charge.id)).toHaveLength(1);
  });

  it('opens a dispute, and pays out a connected balance', async () => {
    const account = await newAccount();
    await fake.completeOnboarding(account.id);
    const { charge } = await paidCharge(8_000, 'order_d');
    const start = receiver.events.length;
    const [created] = await fake.createDispute(charge.id);
    const dispute = created?.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({ charge: charge.id, amount: 8_000, status: 'needs_response', reason: 'fraudulent' });
    expect((await stripe.disputes.retrieve(dispute.id)).id).toMatch(/^dp_/);
    expect((await stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    expect(typesSince(start)).toEqual(['charge.dispute.created']);

    const { charge: second } = await paidCharge(3_000, 'order_p');
    await stripe.transfers.create({
      amount: 2_500,
      currency: 'usd',
      destination: account.id,
      source_transaction: second.id,
    });
    const balance = await stripe.balance.retrieve({}, { stripeAccount: account.id });
    expect(balance.available).toEqual([expect.objectContaining({ amount: 2_500, currency: 'usd' })]);
    const events = await fake.payOut(account.id);
    expect(events.map((event) => [event.type, event.account])).toEqual([['payout.paid', account.id]]);
    const payouts = await stripe.payouts.list({}, { stripeAccount: account.id });
    expect(payouts.data).toEqual([expect.objectContaining({ amount: 2_500, currency: 'usd', status: 'paid' })]);
    expect(payouts.data[0]?.id).toMatch(/^po_/);
    await expect(
      stripe.balance.retrieve({ stripeAccount: account.id } as Stripe.BalanceRetrieveParams),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
    });
    const after = await stripe.balance.retrieve({}, { stripeAccount: account.id });
    expect(after.available).toEqual([expect.objectContaining({ amount: 0 })]);
  });
});
