import type { Currency, PaymentStatus } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorPayoutAccounts, orderPayments } from '../../db/schema/index.ts';
import { callerFor, createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createTestOrder } from '../../test/completed-orders.ts';
import { createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';

describe("a creator's earnings: payments by status, totals per currency, payouts to the bank", () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  /** A hired order of the creator's with a payment in `status`: 1000 agreed, 100 commission, 900 to the creator. */
  async function paymentOf(
    creator: LoggedInAccount,
    status: PaymentStatus,
    {
      currency = 'GBP',
      transferMinor = null,
      companyName = 'Hartwell Saddlery',
    }: {
      currency?: Currency;
      transferMinor?: number | null;
      companyName?: string;
    } = {},
  ) {
    const order = await createTestOrder(billing.context, { outcome: null, creator, companyName });
    await billing.context.db.insert(orderPayments).values({
      campaignId: order.campaignId,
      creatorId: creator.id,
      brandId: order.brand.id,
      status,
      currency,
      agreedFeeMinor: 1000,
      brandFeeMinor: 100,
      creatorFeeMinor: 100,
      chargeMinor: 1100,
      payoutMinor: 900,
      dealVersion: 1,
      chargeDueAt: billing.context.clock.now(),
      transferMinor,
    });
    return order;
  }

  it('groups the payments and totals what the creator receives per currency', async () => {
    const account = await createCreator(billing.context.db);
    const creator = await loggedIn(billing.context, account);
    const call = await callerFor(billing.context, account);
    expect((await call('GET', '/api/payments/earnings')).json()).toEqual({ payments: [], totals: [], payouts: null });

    await paymentOf(creator, 'awaiting_payment');
    await paymentOf(creator, 'held');
    await paymentOf(creator, 'frozen');
    await paymentOf(creator, 'releasing');
    await paymentOf(creator, 'released', { transferMinor: 900 });
    await paymentOf(creator, 'settled', { transferMinor: 450 });
    await paymentOf(creator, 'settled', { transferMinor: 0 });
    await paymentOf(creator, 'refunded');
    const euros = await paymentOf(creator, 'held', { currency: 'EUR', companyName: 'Maison Cheval' });
    // Someone else's payment is not listed.
    await paymentOf(await loggedIn(billing.context, await createCreator(billing.context.db)), 'released');

    const answer = await call('GET', '/api/payments/earnings');
    expect(answer.statusCode).toBe(200);
    const earnings = answer.json();
    expect(earnings.payments).toHaveLength(9);
    expect(earnings.payments.map((payment: { group: string }) => payment.group).sort()).toEqual(
      ['awaiting', 'held', 'held', 'held', 'paid', 'paid', 'refunded', 'refunded', 'releasing'].sort(),
    );
    expect(earnings.payments).toContainEqual(
      expect.objectContaining({
        campaignId: euros.campaignId,
        companyName: 'Maison Cheval',
        status: 'held',
        group: 'held',
        currency: 'EUR',
        agreedFeeMinor: 1000,
        payoutMinor: 900,
      }),
    );
    expect(earnings.totals).toEqual([
      { currency: 'EUR', heldMinor: 900, releasingMinor: 0, paidMinor: 0 },
      { currency: 'GBP', heldMinor: 1800, releasingMinor: 900, paidMinor: 1350 },
    ]);
    expect(earnings.payouts).toBeNull();
  });

  it("lists the payouts of the creator's connected account, and answers the rest when Stripe cannot say", async () => {
    const account = await createCreator(billing.context.db);
    const creator = await loggedIn(billing.context, account);
    const call = await callerFor(billing.context, account);
    await paymentOf(creator, 'released', { transferMinor: 900 });
    await call('POST', '/api/payouts/onboarding', { country: 'GB' });
    const [row] = await billing.context.db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.accountId, creator.id));
    const acct = row?.stripeAccountId ?? '';
    expect((await call('GET', '/api/payments/earnings')).json().payouts).toEqual([]);

    await billing.fake.completeOnboarding(acct);
    // A transfer to the account, then Stripe pays its balance out to the bank.
    await billing.context.stripe?.transfers.create({ amount: 900, currency: 'gbp', destination: acct });
    await billing.fake.payOut(acct);
    const withPayouts = (await call('GET', '/api/payments/earnings')).json();
    expect(withPayouts.payouts).toEqual([
      expect.objectContaining({ amountMinor: 900, currency: 'gbp', status: 'paid' }),
    ]);
    const payoutsRequest = billing.fake.requests.findLast(
      (request) => request.method === 'GET' && request.path === '/v1/payouts',
    );
    expect(payoutsRequest).toBeDefined();

    // A connected account Stripe does not know: the payouts are null, the rest still answers.
    await billing.context.db
      .update(creatorPayoutAccounts)
      .set({ stripeAccountId: 'acct_gone' })
      .where(eq(creatorPayoutAccounts.accountId, creator.id));
    const without = await call('GET', '/api/payments/earnings');
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ payouts: null, totals: [{ currency: 'GBP', paidMinor: 900 }] });
  });
});
