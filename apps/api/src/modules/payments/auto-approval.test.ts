import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '../../db/schema/index.ts';
import { createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createLogin } from '../../test/factories.ts';
import { workCalls, type OrderCast } from '../../test/order-work.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createPaidOrder, paymentNow } from '../../test/paid-orders.ts';
import { AUTO_APPROVED_REASON } from './auto-approval.ts';
import { autoApproveAtOfPayment } from './auto-approval.service.ts';
import { sweepPayments } from './payment-sweep.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A silent brand (docs/decisions/029): reminded on days 3 and 6, the waiting versions approved on day 7. */
describe('auto-approval of a paid order', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  /** The work calls with sessions logged in now (the clock moves days past a token's life). */
  async function callsNow(order: OrderCast) {
    const { context } = billing;
    const brand = {
      ...order.brand,
      authorization: (await createLogin(context, { id: order.brand.id, type: 'brand' })).authorization,
    };
    const hired = {
      ...order.hired,
      authorization: (await createLogin(context, { id: order.hired.id, type: 'contentCreator' })).authorization,
    };
    return workCalls(context, { ...order, brand, hired });
  }

  it('reminds the brand on days 3 and 6, once each, then approves, closes Completed and releases', async () => {
    const { context, fake } = billing;
    const order = await createPaidOrder(context, fake);
    const calls = workCalls(context, order);
    const [brand] = await context.db.select().from(accounts).where(eq(accounts.id, order.brand.id));
    const reminders = async () =>
      (await context.db.select().from(notifications).where(eq(notifications.recipientId, order.brand.id))).filter(
        (row) => row.kind === 'review-reminder',
      );
    const deliverables = (await calls.work()).deliverables;
    await calls.submit({ deliverableId: deliverables[0]!.id, postUrl: 'https://example.test/0' });
    context.clock.advance(DAY);
    // One deliverable waiting, the other not sent yet: nothing counts down.
    await sweepPayments(context);
    expect(await autoApproveAtOfPayment(context.db, order.payment)).toBeNull();
    await calls.submit({ deliverableId: deliverables[1]!.id, postUrl: 'https://example.test/1' });
    const since = context.clock.now();
    expect(await autoApproveAtOfPayment(context.db, order.payment)).toBe(
      new Date(since.getTime() + 7 * DAY).toISOString(),
    );

    context.clock.advance(3 * DAY - HOUR);
    await sweepPayments(context);
    expect(await reminders()).toHaveLength(0);
    context.clock.advance(HOUR);
    await sweepPayments(context);
    await sweepPayments(context);
    expect(await reminders()).toHaveLength(1);
    context.clock.advance(3 * DAY);
    await sweepPayments(context);
    await sweepPayments(context);
    expect(await reminders()).toHaveLength(2);
    const mails = (await mailsTo(context.db, brand!.email)).filter((mail) => mail.subject.startsWith('Work waiting'));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({ status: 'held', reviewRemindersSent: 2 });

    context.clock.advance(DAY);
    const pass = await sweepPayments(context);
    expect(pass.approved).toBe(1);
    const work = await (await callsNow(order)).work();
    expect(work).toMatchObject({ closeOutcome: 'completed', closeReason: AUTO_APPROVED_REASON });
    expect(work.deliverables.every((item) => item.status === 'approved')).toBe(true);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({
      status: 'released',
      releaseReason: 'auto_approved',
      transferMinor: order.amounts.payoutMinor,
    });
    expect(fake.transfers().filter((row) => row.metadata.paymentId === order.payment.id)).toHaveLength(1);
    expect((await sweepPayments(context)).approved).toBe(0);
  });

  it('starts the wait again when the brand asks for changes and a new version comes', async () => {
    const { context, fake } = billing;
    const order = await createPaidOrder(context, fake);
    const calls = workCalls(context, order);
    for (const item of (await calls.work()).deliverables) {
      await calls.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
    }
    context.clock.advance(4 * DAY);
    await sweepPayments(context);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({ reviewRemindersSent: 1 });
    const later = await callsNow(order);
    const first = (await later.work()).deliverables[0]!;
    const asked = await later.review({
      decisions: [{ submissionId: first.submissions[0]!.id, outcome: 'changes_requested' }],
      comment: 'Show the saddle closer.',
    });
    expect(asked.json()).toMatchObject({ work: {} });
    await sweepPayments(context);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({
      reviewRemindersSent: 0,
      reviewWaitSince: null,
    });
    await later.submit({ deliverableId: first.id, postUrl: 'https://example.test/again' });
    context.clock.advance(6 * DAY);
    expect((await sweepPayments(context)).approved).toBe(0);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({ status: 'held', reviewRemindersSent: 2 });
  });
});
