import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptions } from '../../db/schema/index.ts';
import {
  callerFor,
  checkoutSessionIdOf,
  createBillingTestContext,
  type BillingTestContext,
} from '../../test/billing.ts';
import { createAccount, createBrand } from '../../test/factories.ts';

/** Which subscription a brand and the admin list show when none grants access: Stripe's newest. */
describe('the subscription shown', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  /** A brand whose monthly plan was canceled, then who bought a yearly one that went unpaid. */
  async function canceledMonthlyThenUnpaidYearly(email: string) {
    const brand = await createBrand(billing.context.db, { payment: false, email });
    const call = await callerFor(billing.context, brand);
    const subscribe = async (plan: 'brand-monthly' | 'brand-yearly') => {
      const checkout = await call('POST', '/api/billing/checkout', { plan });
      const events = await billing.fake.completeCheckout(checkoutSessionIdOf(checkout.json().url));
      const created = events.find((event) => event.type === 'customer.subscription.created');
      return (created?.data.object as { id: string }).id;
    };
    const monthly = await subscribe('brand-monthly');
    await billing.fake.deleteSubscription(monthly);
    // Stripe's `created` counts seconds: the yearly is bought in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const yearly = await subscribe('brand-yearly');
    await billing.fake.updateSubscription(yearly, { status: 'unpaid' });
    expect(billing.fake.deliveries.filter((delivery) => !delivery.ok)).toEqual([]);
    return { brand, call, monthly, yearly };
  }

  /** The subscription the largest id picks: what a tie-break on Stripe's (random) id would show. */
  async function largestId(accountId: string): Promise<string | undefined> {
    const [row] = await billing.context.db
      .select({ id: billingSubscriptions.stripeSubscriptionId })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, accountId))
      .orderBy(sql`${billingSubscriptions.stripeSubscriptionId} desc`)
      .limit(1);
    return row?.id;
  }

  it('is the newer unpaid yearly, not the canceled monthly, for the brand and in the admin list', async () => {
    // Stripe's ids are random: take a brand whose canceled monthly has the larger id, so the
    // order cannot come from the id by luck.
    let subject = await canceledMonthlyThenUnpaidYearly('shown-0@billing.test');
    for (let attempt = 1; (await largestId(subject.brand.id)) !== subject.monthly && attempt < 10; attempt += 1) {
      subject = await canceledMonthlyThenUnpaidYearly(`shown-${attempt}@billing.test`);
    }
    expect(await largestId(subject.brand.id)).toBe(subject.monthly);

    expect((await subject.call('GET', '/api/billing')).json()).toMatchObject({
      access: false,
      source: 'none',
      plan: 'brand-yearly',
      status: 'unpaid',
    });
    const admin = await callerFor(billing.context, await createAccount(billing.context.db, 'admin'));
    const listed = await admin('GET', `/api/admin/brands?search=${encodeURIComponent(subject.brand.email)}`);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ _id: subject.brand.id, subscriptionStatus: 'unpaid' }),
    ]);
  }, 60_000);
});
