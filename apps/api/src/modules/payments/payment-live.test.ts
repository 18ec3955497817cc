import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutSessionIdOf, createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn } from '../../test/factories.ts';
import { paidOffer } from '../../test/offers.ts';
import { workCalls, type WorkCalls } from '../../test/order-work.ts';
import { createPaidOrder, paymentNow } from '../../test/paid-orders.ts';
import type { LiveSignal } from '../live/live-bus.ts';

/**
 * Every change of a payment's state reaches both parties' open screens (issue 46): the order's
 * `work` signal with change `payment`, which the live planner sends to its brand and creator.
 */
describe('payment changes published live', () => {
  let billing: BillingTestContext;
  let signals: LiveSignal[];
  let unsubscribe: () => void;
  beforeAll(async () => {
    billing = await createBillingTestContext();
    signals = [];
    unsubscribe = billing.context.live.bus.subscribe((signal) => signals.push(signal));
  });
  afterAll(async () => {
    unsubscribe();
    await billing.close();
  });

  const paymentSignal = (order: { campaignId: string; creatorId: string }) => ({
    kind: 'work',
    ...order,
    change: 'payment',
  });
  const countOf = (order: { campaignId: string; creatorId: string }) =>
    signals.filter(
      (signal) =>
        signal.kind === 'work' &&
        signal.change === 'payment' &&
        signal.campaignId === order.campaignId &&
        signal.creatorId === order.creatorId,
    ).length;
  async function submitAll(calls: WorkCalls) {
    for (const item of (await calls.work()).deliverables) {
      await calls.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
    }
  }

  it('when the brand pays', async () => {
    const { context, fake } = billing;
    const brand = await loggedIn(context, await createBrand(context.db, { companyName: 'Live Tack' }));
    const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Lia' }));
    const campaign = await createCampaignRow(context.db, brand.id, { offer: paidOffer({ feeMinor: 20_000 }) });
    const as = (who: { authorization: string }, url: string, payload?: object) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { authorization: who.authorization },
        payload: payload ?? {},
      });
    expect((await as(creator, `/api/campaign/${campaign.id}/influencer/${creator.id}`)).statusCode).toBe(200);
    expect((await as(brand, `/api/campaign/${campaign.id}/hire`, { influencerId: creator.id })).statusCode).toBe(200);
    const order = { campaignId: campaign.id, creatorId: creator.id };
    const checkout = await as(brand, `/api/orders/${campaign.id}/${creator.id}/payment/checkout`);
    expect(countOf(order)).toBe(0);
    await fake.completeCheckout(checkoutSessionIdOf(checkout.json<{ url: string }>().url));
    await as(brand, `/api/orders/${campaign.id}/${creator.id}/payment/sync`);
    await vi.waitFor(() => expect(signals).toContainEqual(paymentSignal(order)));
  });

  it('when a dispute freezes it, and when its resolution refunds it', async () => {
    const order = await createPaidOrder(billing.context, billing.fake);
    const opened = await billing.context.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order.campaignId}/${order.order.creatorId}/payment/dispute`,
      headers: { authorization: order.brand.authorization },
      payload: { reason: 'Nothing was posted.' },
    });
    expect(opened.statusCode).toBe(200);
    await vi.waitFor(() => expect(countOf(order.order)).toBe(1));
    const resolved = await billing.context.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${order.payment.id}/dispute/resolve`,
      headers: { authorization: order.admin.authorization },
      payload: { resolution: 'refund', reason: 'Nothing was posted.' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'refunded' });
    // Decided (refunding), then refunded once Stripe answered.
    await vi.waitFor(() => expect(countOf(order.order)).toBe(3));
  });

  it('when the close releases it, and when the transfer is recorded', async () => {
    const order = await createPaidOrder(billing.context, billing.fake);
    const calls = workCalls(billing.context, order);
    await submitAll(calls);
    const decisions = (await calls.work()).deliverables.map((item) => ({
      submissionId: item.submissions[0]!.id,
      outcome: 'approved',
    }));
    expect((await calls.review({ decisions })).statusCode).toBe(200);
    expect(countOf(order.order)).toBe(0);
    expect((await calls.close({ outcome: 'completed' })).statusCode).toBe(200);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'released' });
    await vi.waitFor(() => expect(countOf(order.order)).toBe(2));
  });

  it('when a cancel refunds it, and when a cancel after delivery freezes it', async () => {
    const refunded = await createPaidOrder(billing.context, billing.fake);
    const cancel = { outcome: 'cancelled', reason: 'Off.' };
    expect((await workCalls(billing.context, refunded).close(cancel)).statusCode).toBe(200);
    await vi.waitFor(() => expect(countOf(refunded.order)).toBe(2));

    const frozen = await createPaidOrder(billing.context, billing.fake);
    const calls = workCalls(billing.context, frozen);
    await submitAll(calls);
    expect((await calls.close(cancel)).statusCode).toBe(200);
    expect(await paymentNow(billing.context, frozen.payment.id)).toMatchObject({ status: 'frozen' });
    await vi.waitFor(() => expect(countOf(frozen.order)).toBe(1));
  });
});
