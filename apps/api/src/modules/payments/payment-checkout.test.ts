import { PAYMENT_MESSAGES, type CampaignOffer, type OrderPaymentAnswer } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderPayments } from '../../db/schema/index.ts';
import { checkoutSessionIdOf, createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import {
  createAccount,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { messageForm } from '../../test/message-threads.ts';
import { giftedOffer, paidOffer } from '../../test/offers.ts';
import { mailsTo } from '../../test/outbox.ts';
import type { FakeStripeEvent } from '../../test/stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { proposalOf } from '../../test/deals.ts';

type Person = LoggedInAccount;

describe('the brand pays at the hire (issue 32)', () => {
  let billing: BillingTestContext;
  let context: TestContext;
  let brand: Person;
  let otherBrand: Person;
  let admin: Person;

  beforeAll(async () => {
    billing = await createBillingTestContext();
    context = billing.context;
    brand = await loggedIn(context, await createBrand(context.db, { companyName: 'Hartwell Saddlery' }));
    otherBrand = await loggedIn(context, await createBrand(context.db, { companyName: 'Other Tack' }));
    admin = await loggedIn(context, await createAccount(context.db, 'admin'));
  });
  afterAll(() => billing.close());

  const call = (method: 'GET' | 'POST', url: string, who: { authorization: string }, payload?: object) =>
    context.app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });

  /** A campaign at `offer`, a creator who applied and the brand's hire at the agreed fee. */
  async function hiredOrder(offer: CampaignOffer = paidOffer({ feeMinor: 30_000 }), firstName = 'Ava') {
    const creator = await loggedIn(context, await createCreator(context.db, { firstName }));
    const campaign = await createCampaignRow(context.db, brand.id, { title: 'Spring Fly Sheet Launch', offer });
    expect((await call('POST', `/api/campaign/${campaign.id}/influencer/${creator.id}`, creator, {})).statusCode).toBe(
      200,
    );
    const hired = await call('POST', `/api/campaign/${campaign.id}/hire`, brand, { influencerId: creator.id });
    expect(hired.statusCode).toBe(200);
    const order = { campaignId: campaign.id, creatorId: creator.id };
    const base = `/api/orders/${campaign.id}/${creator.id}`;
    return { creator, campaign, order, base };
  }
  const paymentRows = (campaignId: string) =>
    context.db.select().from(orderPayments).where(eq(orderPayments.campaignId, campaignId));
  const webhookUrl = () => `${context.app.listeningOrigin}/api/billing/webhook`;
  const deliver = (event: FakeStripeEvent) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: billing.fake.webhookSecret });
    return context.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const receivedNotices = (creatorId: string) =>
    context.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, creatorId))
      .then((rows) => rows.filter((row) => row.kind === 'payment-received'));
  const noticesOf = (accountId: string, kind: string, campaignId: string) =>
    context.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, accountId))
      .then((rows) => rows.filter((row) => row.kind === kind && row.campaignId === campaignId).length);

  it('answers the terms publicly', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/payments/terms' });
    expect(response.json()).toEqual({
      enabled: true,
      fees: { brand: { basisPoints: 500, minimumMinor: 100 }, creator: { basisPoints: 1000, minimumMinor: 0 } },
    });
  });

  it('creates one payment at the hire with the fees computed once, and none for a gifted deal', async () => {
    const { campaign, base, creator } = await hiredOrder();
    const [row, ...more] = await paymentRows(campaign.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      brandId: brand.id,
      currency: 'GBP',
      agreedFeeMinor: 30_000,
      brandFeeMinor: 1_500,
      creatorFeeMinor: 3_000,
      chargeMinor: 31_500,
      payoutMinor: 27_000,
      dealVersion: 1,
    });
    // A repeated hire keeps the one payment.
    await call('POST', `/api/campaign/${campaign.id}/hire`, brand, { influencerId: creator.id });
    expect(await paymentRows(campaign.id)).toHaveLength(1);
    const answer = (await call('GET', `${base}/payment`, creator)).json<OrderPaymentAnswer>();
    expect(answer.mode).toBe('platform');
    expect(answer.payment).toMatchObject({ status: 'awaiting_payment', payoutMinor: 27_000, receiptUrl: null });

    const gifted = await hiredOrder(giftedOffer());
    expect(await paymentRows(gifted.campaign.id)).toEqual([]);
    expect((await call('GET', `${gifted.base}/payment`, brand)).json()).toEqual({ mode: 'none', payment: null });
  });

  it('charges long work at the start of its content window, and refuses Checkout before then', async () => {
    const { campaign, base } = await hiredOrder(
      paidOffer({ feeMinor: 30_000, contentStart: '2099-01-10', contentEnd: '2099-12-31' }),
    );
    const [row] = await paymentRows(campaign.id);
    expect(row?.chargeDueAt.toISOString()).toBe('2099-01-10T00:00:00.000Z');
    const refused = await call('POST', `${base}/payment/checkout`, brand);
    expect([refused.statusCode, refused.json().message]).toEqual([409, PAYMENT_MESSAGES.notDueYet]);
  });

  it('lets only the brand, its creator and admins read it; only the brand pay', async () => {
    const { base } = await hiredOrder();
    const stranger = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo' }));
    expect((await call('GET', `${base}/payment`, otherBrand)).statusCode).toBe(404);
    expect((await call('GET', `${base}/payment`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${base}/payment`, admin)).statusCode).toBe(200);
    expect((await call('POST', `${base}/payment/checkout`, otherBrand)).statusCode).toBe(404);
    expect((await call('POST', `${base}/payment/checkout`, stranger)).statusCode).toBe(403);
    expect((await call('POST', `${base}/payment/sync`, stranger)).statusCode).toBe(403);
  });

  it('refuses the work until paid; Checkout with two lines pays it through the webhook, once', async () => {
    const { campaign, creator, base } = await hiredOrder();
    const work = (await call('GET', `${base}/work`, creator)).json<{
      deliverables: { id: string }[];
      awaitingPayment: boolean;
    }>();
    // The Work panel says so, for both sides, before anyone presses Submit.
    expect(work.awaitingPayment).toBe(true);
    const deliverableId = work.deliverables[0]?.id ?? '';
    const submit = () =>
      context.app.inject({
        method: 'POST',
        url: `${base}/submissions`,
        headers: { authorization: creator.authorization },
        payload: messageForm({ deliverableId, postUrl: 'https://instagram.com/p/abc' }),
      });
    const refused = await submit();
    expect([refused.statusCode, refused.json().message]).toEqual([409, PAYMENT_MESSAGES.awaitingPayment]);

    const checkout = await call('POST', `${base}/payment/checkout`, brand);
    expect(checkout.statusCode).toBe(200);
    const [row] = await paymentRows(campaign.id);
    const sent = billing.fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: row?.id,
      metadata: { paymentId: row?.id },
      payment_intent_data: { transfer_group: `order_${row?.id}`, metadata: { paymentId: row?.id } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '30000',
            product_data: { name: 'Agreed fee — Spring Fly Sheet Launch (Ava)' },
          },
        },
        {
          quantity: '1',
          price_data: { currency: 'gbp', unit_amount: '1500', product_data: { name: 'EquiCreators service fee' } },
        },
      ],
      success_url: `http://equicreators.test/orders-influencer/${creator.id}?campaign=${campaign.id}&payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://equicreators.test/orders-influencer/${creator.id}?campaign=${campaign.id}&payment=cancelled`,
    });
    // A second click answers the same session.
    expect((await call('POST', `${base}/payment/checkout`, brand)).json().url).toBe(checkout.json().url);

    const events = await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    expect(billing.fake.deliveries.filter((delivery) => !delivery.ok)).toEqual([]);
    const [paid] = await paymentRows(campaign.id);
    expect(paid).toMatchObject({ status: 'held', stripePaymentIntentId: expect.stringMatching(/^pi_/) });
    expect(paid?.paidAt).not.toBeNull();
    expect(paid?.receiptUrl).toMatch(/^http/);
    // Every event again, and in reverse: nothing more changes, one notice and one e-mail.
    for (const event of [...events].reverse())
      expect((await deliver({ ...event, id: `${event.id}_again` })).statusCode).toBe(200);
    expect(await paymentRows(campaign.id)).toEqual([paid]);
    expect(await receivedNotices(creator.id)).toHaveLength(1);
    expect((await mailsTo(context.db, creator.email)).filter((mail) => mail.subject.includes('has paid'))).toHaveLength(
      1,
    );

    const again = await call('POST', `${base}/payment/checkout`, brand);
    expect([again.statusCode, again.json().message]).toEqual([409, PAYMENT_MESSAGES.alreadyPaid]);
    const brandView = (await call('GET', `${base}/payment`, brand)).json<OrderPaymentAnswer>();
    expect(brandView.payment?.receiptUrl).toBe(paid?.receiptUrl);
    expect((await call('GET', `${base}/payment`, creator)).json<OrderPaymentAnswer>().payment?.receiptUrl).toBeNull();
    expect((await call('GET', `${base}/work`, brand)).json<{ awaitingPayment: boolean }>().awaitingPayment).toBe(false);
    expect((await submit()).statusCode).toBe(201);

    // Once paid, another fee is refused on the fee field.
    const feeChange = await call(
      'POST',
      `${base}/deal/proposals`,
      brand,
      proposalOf({ feeMinor: 40_000, contentStart: null, contentEnd: null }),
    );
    expect(feeChange.statusCode).toBe(400);
    expect(feeChange.json().fields).toEqual([
      { field: 'feeMinor', message: 'The fee is paid: open a dispute to change what is paid.' },
    ]);
  });

  it('applies a payment on the return page’s sync when the webhook has not come', async () => {
    const { campaign, creator, base } = await hiredOrder();
    const checkout = await call('POST', `${base}/payment/checkout`, brand);
    billing.fake.setWebhookUrl('http://127.0.0.1:9/offline');
    await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
    billing.fake.setWebhookUrl(webhookUrl());
    expect((await paymentRows(campaign.id))[0]?.status).toBe('awaiting_payment');
    const synced = await call('POST', `${base}/payment/sync`, brand);
    expect(synced.json<OrderPaymentAnswer>().payment?.status).toBe('held');
    await billing.fake.redeliver();
    expect(await receivedNotices(creator.id)).toHaveLength(1);
  });

  it('prices an unpaid payment again when a fee change is accepted, and refunds a stale session paid at the old amount', async () => {
    const { campaign, creator, base } = await hiredOrder();
    const stale = await call('POST', `${base}/payment/checkout`, brand);
    const proposed = await call(
      'POST',
      `${base}/deal/proposals`,
      brand,
      proposalOf({ feeMinor: 40_000, contentStart: null, contentEnd: null }),
    );
    expect(proposed.statusCode).toBe(201);
    const proposalId = proposed.json().deal.proposal._id as string;
    const accepted = await call('POST', `${base}/deal/proposals/${proposalId}/answer`, creator, { answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    const [repriced] = await paymentRows(campaign.id);
    expect(repriced).toMatchObject({
      agreedFeeMinor: 40_000,
      brandFeeMinor: 2_000,
      chargeMinor: 42_000,
      dealVersion: 2,
      stripeCheckoutSessionId: null,
    });
    // Paid at the old amount: not this order's payment any more, so Stripe gives it back in full,
    // once for both of its events, and the brand is told.
    await billing.fake.completeCheckout(checkoutSessionIdOf(stale.json().url));
    const [after] = await paymentRows(campaign.id);
    expect(after?.status).toBe('awaiting_payment');
    expect(after?.stripePaymentIntentId).toBeNull();
    expect(await receivedNotices(creator.id)).toEqual([]);
    const refunds = billing.fake.refunds().filter((refund) => refund.metadata?.paymentId === after?.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(31_500);
    expect(await noticesOf(brand.id, 'payment-refunded', campaign.id)).toBe(1);
  });
});

describe('without Stripe', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('records no payment: the deal is paid outside, and the terms say so', async () => {
    const brand = await createBrand(context.db);
    const creator = await createCreator(context.db);
    const brandAuth = (await createLogin(context, brand)).authorization;
    const creatorAuth = (await createLogin(context, creator)).authorization;
    const campaign = await createCampaignRow(context.db, brand.id, { offer: paidOffer({ feeMinor: 30_000 }) });
    await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/influencer/${creator.id}`,
      headers: { authorization: creatorAuth },
      payload: {},
    });
    await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/hire`,
      headers: { authorization: brandAuth },
      payload: { influencerId: creator.id },
    });
    expect(await context.db.select().from(orderPayments)).toEqual([]);
    const answer = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${campaign.id}/${creator.id}/payment`,
      headers: { authorization: creatorAuth },
    });
    expect(answer.json()).toEqual({ mode: 'outside', payment: null });
    const terms = await context.app.inject({ method: 'GET', url: '/api/payments/terms' });
    expect(terms.json()).toEqual({ enabled: false, fees: null });
    const checkout = await context.app.inject({
      method: 'POST',
      url: `/api/orders/${campaign.id}/${creator.id}/payment/checkout`,
      headers: { authorization: brandAuth },
    });
    expect(checkout.statusCode).toBe(503);
  });
});
