import { ACCOUNT_DELETION_RULES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountDeletions,
  billingSubscriptions,
  orderPayments,
  paymentDisputes,
  sessions,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { updatePassword } from '../accounts/accounts.repository.ts';
import { createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createPaidOrder, type PaidOrder } from '../../test/paid-orders.ts';
import { STRONG_PASSWORD } from '../../test/signup.ts';
import { processDueErasures, type EraseFunction } from './account-erasure-task.service.ts';
import { ADMIN_ERASURE_MESSAGES, eraseOnRequest } from './admin-erasure.service.ts';
import { DELETION_REFUSALS } from './deletion-refusals.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A deletion is refused, and an erasure postponed, while money is held or a dispute is open (issue 34). */
describe('deleting an account that money still holds', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  const context = () => billing.context;
  async function paidOrder(): Promise<PaidOrder> {
    const order = await createPaidOrder(billing.context, billing.fake);
    // The cast's accounts never log in with a password: give them one to ask with.
    const hash = await hashPassword(STRONG_PASSWORD);
    for (const id of [order.brand.id, order.hired.id]) await updatePassword(context().db, id, hash, new Date());
    return order;
  }
  const ask = (authorization: string) =>
    context().app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: { authorization },
      payload: { password: STRONG_PASSWORD },
    });
  const setStatus = (order: PaidOrder, status: 'held' | 'releasing' | 'released') =>
    context().db.update(orderPayments).set({ status }).where(eq(orderPayments.id, order.payment.id));
  const adminErase = (order: PaidOrder, accountId: string, reason: string, authorization = order.admin.authorization) =>
    context().app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/erasure`,
      headers: { authorization },
      payload: { reason },
    });
  const rowsOf = (accountId: string) =>
    context().db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId));

  it('refuses both parties while the payment is held, and the creator while it is on its way', async () => {
    const order = await paidOrder();
    for (const party of [order.brand, order.hired]) {
      const response = await ask(party.authorization);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DELETION_REFUSALS.heldPayment);
    }
    await setStatus(order, 'releasing');
    expect((await ask(order.hired.authorization)).json().message).toBe(DELETION_REFUSALS.pendingPayout);
    expect(await rowsOf(order.hired.id)).toHaveLength(0);
  });

  it('refuses while a dispute is open, even once the money has moved', async () => {
    const order = await paidOrder();
    await setStatus(order, 'released');
    await context()
      .db.insert(paymentDisputes)
      .values({ paymentId: order.payment.id, openedBy: 'brand', reason: 'The reel never went up' });
    const response = await ask(order.brand.authorization);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DELETION_REFUSALS.openDispute);
  });

  it('asks a brand to cancel a subscription that still renews first', async () => {
    const order = await paidOrder();
    await setStatus(order, 'released');
    const subscription = {
      stripeSubscriptionId: `sub_${order.brand.id}`,
      accountId: order.brand.id,
      stripeCustomerId: 'cus_leaving',
      status: 'active',
      priceId: 'price_brand',
    };
    await context().db.insert(billingSubscriptions).values(subscription);
    expect((await ask(order.brand.authorization)).json().message).toBe(DELETION_REFUSALS.liveSubscription);
    // Set to end at the period's end: nothing renews, so the request goes through.
    await context()
      .db.update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscription.stripeSubscriptionId));
    expect((await ask(order.brand.authorization)).json().state).toBe('scheduled');
  });

  it('postpones a due erasure while money has come to be held, and erases once it is released', async () => {
    const order = await paidOrder();
    await setStatus(order, 'released');
    expect((await ask(order.hired.authorization)).json().state).toBe('scheduled');
    await setStatus(order, 'held');
    context().clock.advance(ACCOUNT_DELETION_RULES.graceDays * DAY_MS + 60_000);
    const erase = vi.fn<EraseFunction>(async () => undefined);
    await processDueErasures(context(), { erase });
    expect(erase).not.toHaveBeenCalledWith(expect.anything(), order.hired.id);
    const [postponed] = await rowsOf(order.hired.id);
    expect(postponed).toMatchObject({ state: 'scheduled', attempts: 0 });
    expect(postponed?.lastError).toBe(`Postponed: ${DELETION_REFUSALS.heldPayment}`);

    await setStatus(order, 'released');
    context().clock.advance(61 * 60_000);
    await processDueErasures(context(), { erase });
    expect(erase).toHaveBeenCalledWith(expect.anything(), order.hired.id);
    expect((await rowsOf(order.hired.id))[0]?.state).toBe('erased');
  });

  it("refuses an admin's erasure the same way while money is held", async () => {
    const order = await paidOrder();
    const response = await adminErase(order, order.brand.id, 'Asked by e-mail on 2 December');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DELETION_REFUSALS.heldPayment);
    expect(await rowsOf(order.brand.id)).toHaveLength(0);
  });

  it('lets an admin erase on request with a reason: the audit row, the sessions ended, the erasure run', async () => {
    const order = await paidOrder();
    await setStatus(order, 'released');
    expect((await adminErase(order, order.brand.id, 'no')).statusCode).toBe(400);
    expect((await adminErase(order, order.brand.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await adminErase(order, order.brand.id, 'Asked', order.hired.authorization)).statusCode).toBe(403);
    expect((await adminErase(order, order.admin.id, 'Asked')).statusCode).toBe(404);

    const response = await adminErase(order, order.brand.id, 'Asked by e-mail on 2 December');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountId: order.brand.id,
      requestedBy: 'admin',
      reason: 'Asked by e-mail on 2 December',
    });
    // The real erasure runs at once (were it to fail, the task would retry it).
    expect(response.json().state).toBe('erased');
    const [row] = await rowsOf(order.brand.id);
    expect(row).toMatchObject({ requestedBy: 'admin', adminAccountId: order.admin.id });
    expect(row?.eraseAfter?.toISOString()).toBe(row?.requestedAt.toISOString());
    const live = await context().db.select().from(sessions).where(eq(sessions.accountId, order.brand.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await adminErase(order, order.brand.id, 'Asked again')).statusCode).toBe(409);

    const list = await context().app.inject({
      method: 'GET',
      url: '/api/admin/account-erasures',
      headers: { authorization: order.admin.authorization },
    });
    expect(list.json().items[0]).toMatchObject({ accountId: order.brand.id, reason: 'Asked by e-mail on 2 December' });
  });

  it("takes over the person's own request and erases at once with the given erase", async () => {
    const order = await paidOrder();
    await setStatus(order, 'released');
    // The cast's login is older than the clock by now: the request waits for its e-mailed confirmation.
    expect((await ask(order.hired.authorization)).json().state).toBe('awaiting_confirmation');
    const erase = vi.fn<EraseFunction>(async () => undefined);
    const row = await eraseOnRequest(
      context(),
      { accountId: order.hired.id, adminAccountId: order.admin.id, reason: 'Asked by phone' },
      erase,
    );
    expect(erase).toHaveBeenCalledTimes(1);
    expect(row).toMatchObject({ state: 'erased', requestedBy: 'admin', adminReason: 'Asked by phone' });
    const states = (await rowsOf(order.hired.id)).map((deletion) => deletion.state).sort();
    expect(states).toEqual(['cancelled', 'erased']);
    await expect(
      eraseOnRequest(context(), { accountId: order.admin.id, adminAccountId: order.admin.id, reason: 'Nope' }, erase),
    ).rejects.toThrow(ADMIN_ERASURE_MESSAGES.notFound);
  });
});
