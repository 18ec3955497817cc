import { PAYMENT_MESSAGES, type PaymentDisputeAnswer } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDisputes } from '../../db/schema/index.ts';
import {
  createBillingTestContext,
  startTwoBillingProcesses,
  type BillingTestContext,
  type TwoProcesses,
} from '../../test/billing.ts';
import { createLogin } from '../../test/factories.ts';
import { workCalls, type OrderCast } from '../../test/order-work.ts';
import { createPaidOrder, paymentNow, type PaidOrder } from '../../test/paid-orders.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { processAutoApprovals } from './auto-approval.service.ts';
import { MOVE_CLAIM_MS, movePayment } from './payment-moves.service.ts';
import { sweepPayments } from './payment-sweep.service.ts';
import { CANCELLED_AFTER_DELIVERY } from './payment-release.service.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The brand tries to keep both the work and the money (issue 46): a cancel after the creator
 * delivered, a cancel racing the auto-approval, a dispute shut out by the close; and a refund
 * whose answer was lost (issue 46, item 8).
 */
describe('the brand against the money of delivered work', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  /** The work calls with sessions logged in now (the clock moves days past a token's life). */
  async function callsNow(order: OrderCast) {
    const { context } = billing;
    const login = async (id: string, type: 'brand' | 'contentCreator') =>
      (await createLogin(context, { id, type })).authorization;
    const brand = { ...order.brand, authorization: await login(order.brand.id, 'brand') };
    const hired = { ...order.hired, authorization: await login(order.hired.id, 'contentCreator') };
    return { calls: workCalls(context, { ...order, brand, hired }), brand, hired };
  }
  const refundsOf = (order: PaidOrder) =>
    billing.fake.refunds().filter((refund) => refund.metadata.paymentId === order.payment.id);
  const transfersOf = (order: PaidOrder) =>
    billing.fake.transfers().filter((transfer) => transfer.metadata.paymentId === order.payment.id);
  const openDispute = (order: PaidOrder, authorization: string) =>
    billing.context.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order.campaignId}/${order.order.creatorId}/payment/dispute`,
      headers: { authorization },
      payload: { reason: 'I delivered the reel; the brand cancelled to keep it for free.' },
    });

  it('a cancel with a version waiting for review refunds nothing: the money freezes in a dispute', async () => {
    const order = await createPaidOrder(billing.context, billing.fake);
    const calls = workCalls(billing.context, order);
    const [reel] = (await calls.work()).deliverables;
    await calls.submit({ deliverableId: reel!.id, postUrl: 'https://example.test/reel', note: 'Posted today' });
    const cancelled = await calls.close({ outcome: 'cancelled', reason: 'We changed our minds.' });
    expect(cancelled.statusCode).toBe(200);

    expect(refundsOf(order)).toHaveLength(0);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'frozen', refundMinor: null });
    const [opened] = await billing.context.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.paymentId, order.payment.id));
    expect(opened).toMatchObject({ openedBy: 'system', reason: CANCELLED_AFTER_DELIVERY, resolvedAt: null });
    // Her dispute is the one the cancel opened, not "This order is closed"; she may propose her share.
    const hers = await openDispute(order, order.hired.authorization);
    expect(hers.statusCode).toBe(409);
    expect(hers.json().message).toBe(PAYMENT_MESSAGES.disputeOpen);
    const proposed = await billing.context.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order.campaignId}/${order.order.creatorId}/payment/dispute/proposal`,
      headers: { authorization: order.hired.authorization },
      payload: { creatorShareMinor: order.amounts.agreedFeeMinor },
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json<PaymentDisputeAnswer>()).toMatchObject({ status: 'frozen' });
  });

  it('a cancel with nothing delivered still refunds the brand; the creator may dispute for 14 days only', async () => {
    const order = await createPaidOrder(billing.context, billing.fake);
    const calls = workCalls(billing.context, order);
    expect((await calls.close({ outcome: 'cancelled', reason: 'The show was called off.' })).statusCode).toBe(200);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'refunded' });
    // Not "This order is closed": the creator is heard, and told the money has gone back.
    const late = await openDispute(order, order.hired.authorization);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.moneyMoved);
    expect((await openDispute(order, order.brand.authorization)).json().message).toBe(PAYMENT_MESSAGES.closedOrder);
    billing.context.clock.advance(14 * DAY);
    const { hired } = await callsNow(order);
    const over = await openDispute(order, hired.authorization);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(PAYMENT_MESSAGES.disputeWindowOver);
  });

  /** A paid order with every deliverable waiting for review for 7 days: the auto-approval is due. */
  async function dueForAutoApproval() {
    const order = await createPaidOrder(billing.context, billing.fake);
    const first = workCalls(billing.context, order);
    for (const item of (await first.work()).deliverables) {
      await first.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
    }
    billing.context.clock.advance(7 * DAY);
    return { order, ...(await callsNow(order)) };
  }
  async function expectPaidOnce(order: PaidOrder) {
    const payment = await paymentNow(billing.context, order.payment.id);
    expect(payment).toMatchObject({ status: 'released', transferMinor: order.amounts.payoutMinor, refundMinor: 0 });
    expect(payment.releaseReason).toBe('auto_approved');
    expect(refundsOf(order)).toHaveLength(0);
    expect(transfersOf(order)).toHaveLength(1);
  }

  it('a cancel once the auto-approval is due, before the sweep runs, pays the creator', async () => {
    const { order, calls } = await dueForAutoApproval();
    expect((await calls.close({ outcome: 'cancelled', reason: 'Quick, before the sweep.' })).statusCode).toBe(200);
    expect((await processAutoApprovals(billing.context)).approved).toBe(0);
    await expectPaidOnce(order);
  });

  it('a cancel racing the auto-approval never refunds delivered work: the creator is paid once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { order, calls } = await dueForAutoApproval();
      // The cancel and the sweep's pass at the same moment; whichever takes the order's lock first wins.
      // Started in turn one way, then the other.
      const cancel = () => calls.close({ outcome: 'cancelled', reason: 'Cancelled as the sweep runs.' });
      const pass = () => processAutoApprovals(billing.context);
      const closed =
        round % 2 === 0 ? (await Promise.all([cancel(), pass()]))[0] : (await Promise.all([pass(), cancel()]))[1];
      expect([200, 409]).toContain(closed.statusCode);
      await expectPaidOnce(order);
    }
  });

  it('a refund whose answer was lost settles once Stripe forgot its key, with no second refund', async () => {
    const { context, fake } = billing;
    const order = await createPaidOrder(context, fake);
    // The brand cancels with nothing delivered; Stripe makes the refund, but neither its answer nor
    // the SDK's retries' replays arrive.
    fake.loseAnswers('POST', '/v1/refunds', 3);
    expect((await workCalls(context, order).close({ outcome: 'cancelled', reason: 'Off.' })).statusCode).toBe(200);
    expect(refundsOf(order)).toHaveLength(1);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({ status: 'refunding', stripeRefundId: null });
    // A day later Stripe has forgotten `refund-<id>`: the retry must not ask again.
    context.clock.advance(DAY + MOVE_CLAIM_MS);
    fake.forgetIdempotencyKeys();
    expect(await movePayment(context, order.payment.id)).not.toBe('failed');
    const payment = await paymentNow(context, order.payment.id);
    expect(payment).toMatchObject({ status: 'refunded', stripeRefundId: refundsOf(order)[0]!.id, lastError: null });
    expect(refundsOf(order)).toHaveLength(1);
    expect((await sweepPayments(context)).failed).toBe(0);
    expect(refundsOf(order)).toHaveLength(1);
  });
});

// PGlite is one process's embedded database: two servers cannot share it, so this race is PostgreSQL's.
describe.skipIf(testDatabaseEngine() === 'pglite')('a cancel on one API process, the sweep on another', () => {
  let processes: TwoProcesses;
  beforeAll(async () => {
    processes = await startTwoBillingProcesses();
  });
  afterAll(() => processes?.close());

  it('never refunds delivered work once the auto-approval is due: the creator is paid once', async () => {
    const { fake, first, second } = processes;
    for (let round = 0; round < 4; round += 1) {
      const order = await createPaidOrder(first, fake);
      const setup = workCalls(first, order);
      for (const item of (await setup.work()).deliverables) {
        await setup.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
      }
      first.clock.advance(7 * DAY);
      second.clock.advance(7 * DAY);
      const brand = { ...order.brand, ...(await createLogin(first, { id: order.brand.id, type: 'brand' })) };
      const calls = workCalls(first, { ...order, brand });
      const [closed] = await Promise.all([
        calls.close({ outcome: 'cancelled', reason: 'Cancelled as the other server sweeps.' }),
        processAutoApprovals(second),
      ]);
      expect([200, 409]).toContain(closed.statusCode);
      const payment = await paymentNow(first, order.payment.id);
      expect(payment).toMatchObject({ status: 'released', releaseReason: 'auto_approved', refundMinor: 0 });
      expect(fake.refunds().filter((refund) => refund.metadata.paymentId === order.payment.id)).toHaveLength(0);
      expect(fake.transfers().filter((row) => row.metadata.paymentId === order.payment.id)).toHaveLength(1);
    }
  });
});
