import { settlementOf, type OrderWork, type PaymentDisputeAnswer } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentDisputes } from '../../db/schema/index.ts';
import { createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { workCalls, type WorkCalls } from '../../test/order-work.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createPaidOrder, enablePayouts, paymentNow, type PaidOrder } from '../../test/paid-orders.ts';
import { CANCELLED_AFTER_APPROVAL, releaseWaitingPayments } from './payment-release.service.ts';
import { sweepPayments } from './payment-sweep.service.ts';

/** The money of a paid order from its close to its end (docs/decisions/029), on the fake Stripe. */
describe('releasing and refunding a paid order', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  async function paidOrder(options?: { payouts?: boolean }) {
    const order = await createPaidOrder(billing.context, billing.fake, options);
    return { order, calls: workCalls(billing.context, order) };
  }
  async function submitAll(calls: WorkCalls): Promise<OrderWork> {
    for (const item of (await calls.work()).deliverables) {
      await calls.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
    }
    return calls.work();
  }
  async function approve(calls: WorkCalls, positions: number[]) {
    const work = await calls.work();
    const decisions = work.deliverables
      .filter((item) => positions.includes(item.position))
      .map((item) => ({ submissionId: item.submissions[0]!.id, outcome: 'approved' }));
    expect((await calls.review({ decisions })).statusCode).toBe(200);
  }
  const transfersOf = (order: PaidOrder) =>
    billing.fake.transfers().filter((transfer) => transfer.metadata.paymentId === order.payment.id);
  const refundsOf = (order: PaidOrder) =>
    billing.fake.refunds().filter((refund) => refund.metadata.paymentId === order.payment.id);
  const dispute = (order: PaidOrder, path: string, body: object | undefined, authorization: string) =>
    billing.context.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order.campaignId}/${order.order.creatorId}/payment/dispute${path}`,
      headers: { authorization },
      ...(body ? { payload: body } : {}),
    });
  const kindsTo = async (accountId: string) =>
    (await billing.context.db.select().from(notifications).where(eq(notifications.recipientId, accountId))).map(
      (row) => row.kind,
    );

  it('completed: releases the agreed fee less the commission to the creator, once', async () => {
    const { order, calls } = await paidOrder();
    await submitAll(calls);
    await approve(calls, [0, 1]);
    expect((await calls.close({ outcome: 'completed' })).statusCode).toBe(200);
    const payment = await paymentNow(billing.context, order.payment.id);
    expect(payment).toMatchObject({
      status: 'released',
      releaseReason: 'approved',
      creatorShareMinor: order.amounts.agreedFeeMinor,
      transferMinor: order.amounts.payoutMinor,
      claimedUntil: null,
    });
    const transfers = transfersOf(order);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: order.amounts.payoutMinor,
      destination: order.stripeAccountId,
      transfer_group: `order_${order.payment.id}`,
      source_transaction: order.charge.chargeId,
    });
    expect(payment.stripeTransferId).toBe(transfers[0]!.id);
    expect(await kindsTo(order.hired.id)).toContain('payment-released');
    // A sweep finds nothing more to move.
    await sweepPayments(billing.context);
    expect(transfersOf(order)).toHaveLength(1);
  });

  it('cancelled with nothing approved: refunds the brand all it paid', async () => {
    const { order, calls } = await paidOrder();
    expect((await calls.close({ outcome: 'cancelled', reason: 'The show was called off.' })).statusCode).toBe(200);
    const payment = await paymentNow(billing.context, order.payment.id);
    expect(payment).toMatchObject({ status: 'refunded', refundMinor: order.amounts.chargeMinor, transferMinor: 0 });
    expect(refundsOf(order)).toHaveLength(1);
    expect(refundsOf(order)[0]).toMatchObject({ amount: order.amounts.chargeMinor });
    expect(transfersOf(order)).toHaveLength(0);
    expect(await kindsTo(order.brand.id)).toContain('payment-refunded');
  });

  it('cancelled after an approval: frozen by a system dispute, then a split the parties agree is settled', async () => {
    const { order, calls } = await paidOrder();
    await submitAll(calls);
    await approve(calls, [0]);
    expect((await calls.close({ outcome: 'cancelled', reason: 'The second part is off.' })).statusCode).toBe(200);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'frozen' });
    const [opened] = await billing.context.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.paymentId, order.payment.id));
    expect(opened).toMatchObject({ openedBy: 'system', reason: CANCELLED_AFTER_APPROVAL });
    expect(await kindsTo(order.admin.id)).toContain('dispute-opened');

    const share = 6_000;
    const proposed = await dispute(order, '/proposal', { creatorShareMinor: share }, order.hired.authorization);
    expect(proposed.statusCode).toBe(200);
    // The accept names the split it accepts (issue 46).
    const proposalId = proposed.json<PaymentDisputeAnswer>().dispute.proposalId;
    // The proposer cannot accept their own proposal.
    expect((await dispute(order, '/accept', { proposalId }, order.hired.authorization)).statusCode).toBe(409);
    const accepted = await dispute(order, '/accept', { proposalId }, order.brand.authorization);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<PaymentDisputeAnswer>().dispute).toMatchObject({
      resolution: 'split',
      resolvedShareMinor: share,
    });
    const split = settlementOf(order.amounts, share);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({
      status: 'settled',
      releaseReason: 'agreed_split',
      transferMinor: split.transferMinor,
      refundMinor: split.refundMinor,
    });
    expect(transfersOf(order).map((row) => row.amount)).toEqual([split.transferMinor]);
    expect(refundsOf(order).map((row) => row.amount)).toEqual([split.refundMinor]);
  });

  it('a party opens one dispute at a time, before the close; an admin resolves it with the audit kept', async () => {
    const cases = [
      { resolution: 'release' as const, share: undefined },
      { resolution: 'refund' as const, share: undefined },
      { resolution: 'split' as const, share: 2_500 },
    ];
    for (const { resolution, share } of cases) {
      const { order } = await paidOrder();
      const opened = await dispute(order, '', { reason: 'The reel was never posted.' }, order.brand.authorization);
      expect(opened.statusCode).toBe(200);
      expect(opened.json<PaymentDisputeAnswer>()).toMatchObject({ status: 'frozen', dispute: { openedBy: 'brand' } });
      const again = await dispute(order, '', { reason: 'Again' }, order.hired.authorization);
      expect(again.statusCode).toBe(409);
      expect(await kindsTo(order.hired.id)).toContain('dispute-opened');
      expect(await kindsTo(order.admin.id)).toContain('dispute-opened');
      // Frozen: the sweep moves nothing.
      await sweepPayments(billing.context);
      expect(transfersOf(order)).toHaveLength(0);

      const resolved = await billing.context.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${order.payment.id}/dispute/resolve`,
        headers: { authorization: order.admin.authorization },
        payload: {
          resolution,
          reason: 'Read the thread.',
          ...(share === undefined ? {} : { creatorShareMinor: share }),
        },
      });
      expect(resolved.statusCode).toBe(200);
      const [row] = await billing.context.db
        .select()
        .from(paymentDisputes)
        .where(eq(paymentDisputes.paymentId, order.payment.id));
      expect(row).toMatchObject({
        resolution,
        resolverAccountId: order.admin.id,
        resolutionReason: 'Read the thread.',
      });
      const payment = await paymentNow(billing.context, order.payment.id);
      if (resolution === 'release') {
        expect(payment).toMatchObject({ status: 'released', transferMinor: order.amounts.payoutMinor });
        expect(refundsOf(order)).toHaveLength(0);
      } else if (resolution === 'refund') {
        expect(payment).toMatchObject({ status: 'refunded', refundMinor: order.amounts.chargeMinor });
        expect(transfersOf(order)).toHaveLength(0);
      } else {
        const split = settlementOf(order.amounts, share ?? 0);
        expect(payment).toMatchObject({
          status: 'settled',
          transferMinor: split.transferMinor,
          refundMinor: split.refundMinor,
        });
        expect(split.transferMinor + split.refundMinor + split.platformMinor).toBe(order.amounts.chargeMinor);
      }
      expect(await kindsTo(order.hired.id)).toContain('dispute-resolved');
      expect(await kindsTo(order.brand.id)).toContain('dispute-resolved');
    }
  });

  it('refuses a dispute after the close, from outsiders, and a resolution with nothing open', async () => {
    const { order, calls } = await paidOrder();
    expect((await dispute(order, '', { reason: 'x' }, order.outsider.authorization)).statusCode).toBe(404);
    expect((await dispute(order, '', { reason: 'x' }, order.otherBrand.authorization)).statusCode).toBe(404);
    const nothing = { proposalId: '00000000-0000-4000-8000-000000000000' };
    expect((await dispute(order, '/accept', nothing, order.brand.authorization)).statusCode).toBe(409);
    const resolve = await billing.context.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${order.payment.id}/dispute/resolve`,
      headers: { authorization: order.admin.authorization },
      payload: { resolution: 'release', reason: 'No dispute' },
    });
    expect(resolve.statusCode).toBe(409);
    await calls.close({ outcome: 'cancelled', reason: 'Off.' });
    expect((await dispute(order, '', { reason: 'Too late' }, order.brand.authorization)).statusCode).toBe(409);
  });

  it('a creator without payouts: the release waits (told once), then goes when payouts are enabled', async () => {
    const { order, calls } = await paidOrder({ payouts: false });
    await submitAll(calls);
    await approve(calls, [0, 1]);
    await calls.close({ outcome: 'completed' });
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'releasing' });
    await sweepPayments(billing.context);
    expect((await kindsTo(order.hired.id)).filter((kind) => kind === 'payouts-needed')).toHaveLength(1);
    expect(transfersOf(order)).toHaveLength(0);
    // Onboarding completed: Stripe's account.updated syncs the account and sends what waited.
    await enablePayouts(billing.context, billing.fake, order.hired.id);
    await expect
      .poll(async () => (await paymentNow(billing.context, order.payment.id)).status, { timeout: 10_000 })
      .toBe('released');
    // Asked again (the return page's sync does), nothing more moves.
    await releaseWaitingPayments(billing.context, order.hired.id);
    expect(transfersOf(order)).toHaveLength(1);
  });

  it('a transfer Stripe refuses is kept as an error and retried by the sweep: one transfer', async () => {
    const { order, calls } = await paidOrder();
    await submitAll(calls);
    await approve(calls, [0, 1]);
    billing.fake.failNextTransfer();
    expect((await calls.close({ outcome: 'completed' })).statusCode).toBe(200);
    const failed = await paymentNow(billing.context, order.payment.id);
    expect(failed).toMatchObject({ status: 'releasing', claimedUntil: null });
    expect(failed.lastError).not.toBeNull();
    expect(transfersOf(order)).toHaveLength(0);
    await sweepPayments(billing.context);
    await sweepPayments(billing.context);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'released', lastError: null });
    expect(transfersOf(order)).toHaveLength(1);
  });

  it('a chargeback freezes the payment (once) and tells the admins and support', async () => {
    const { order } = await paidOrder();
    await billing.fake.createDispute(order.charge.chargeId);
    expect(await paymentNow(billing.context, order.payment.id)).toMatchObject({ status: 'frozen' });
    const rows = await billing.context.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.paymentId, order.payment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ openedBy: 'stripe' });
    expect(rows[0]?.stripeDisputeId).toMatch(/^dp_/);
    expect(await kindsTo(order.admin.id)).toContain('dispute-opened');
    const support = await mailsTo(billing.context.db, billing.context.config.mail.supportEmail);
    expect(support.filter((mail) => mail.textBody.includes(order.payment.id))).toHaveLength(1);
    await billing.fake.redeliver();
    expect(
      await billing.context.db.select().from(paymentDisputes).where(eq(paymentDisputes.paymentId, order.payment.id)),
    ).toHaveLength(1);
  });
});
