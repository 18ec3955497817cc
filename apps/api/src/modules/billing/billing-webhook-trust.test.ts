import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, billingSubscriptions, brandProfiles } from '../../db/schema/index.ts';
import { callerFor, createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createBrand } from '../../test/factories.ts';

/** Whom a signed webhook may give access to: the customer we created, on one of the four configured prices. */
describe('the Stripe webhook trusts only our customers and our prices', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  /** The app's own Stripe client, pointed at the fake: what someone with the Stripe account can do. */
  const stripe = () => {
    const client = billing.context.stripe;
    if (!client) throw new Error('Billing is not configured');
    return client;
  };

  /** Completes a Checkout made in Stripe directly (not through our checkout route); its webhooks are delivered. */
  async function paidInStripe(session: { customer?: string; customer_email?: string; price: string; account: string }) {
    const created = await stripe().checkout.sessions.create({
      mode: 'subscription',
      ...(session.customer ? { customer: session.customer } : { customer_email: session.customer_email }),
      line_items: [{ price: session.price, quantity: 1 }],
      client_reference_id: session.account,
      metadata: { accountId: session.account },
      subscription_data: { metadata: { accountId: session.account } },
    });
    const events = await billing.fake.completeCheckout(created.id);
    expect(billing.fake.deliveries.filter((delivery) => !delivery.ok)).toEqual([]);
    return events;
  }

  const paymentOf = async (accountId: string) =>
    (await billing.context.db.select().from(brandProfiles).where(eq(brandProfiles.accountId, accountId)))[0]?.payment;

  it('grants nothing for a subscription to a price outside the four, or to a plan of the other kind', async () => {
    const brand = await createBrand(billing.context.db, { payment: false });
    const call = await callerFor(billing.context, brand);
    // Our checkout stores the brand's customer; the brand then pays other prices in Stripe.
    const checkout = await call('POST', '/api/billing/checkout', { plan: 'brand-monthly' });
    expect(checkout.statusCode).toBe(200);
    const [customer] = await billing.context.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, brand.id));
    if (!customer) throw new Error('No customer stored');
    const prices = [billing.fake.addPriceLike('brand-yearly'), billing.fake.priceIds['club-monthly']];
    for (const price of prices) {
      await paidInStripe({ customer: customer.stripeCustomerId, price, account: brand.id });
    }
    const rows = await billing.context.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, brand.id));
    expect(rows.map((row) => [row.status, row.plan])).toHaveLength(2);
    expect(rows.map((row) => [row.status, row.plan])).toEqual(
      expect.arrayContaining([
        ['active', 'club-monthly'],
        ['active', null],
      ]),
    );
    expect(await paymentOf(brand.id)).toBe(false);
    expect((await call('POST', '/api/billing/sync')).json()).toMatchObject({ access: false, source: 'none' });
    expect((await call('GET', '/api/billing')).json()).toMatchObject({ access: false, source: 'none' });
  });

  it("neither links nor grants when another customer's checkout names our account", async () => {
    const brand = await createBrand(billing.context.db, { payment: false });
    const call = await callerFor(billing.context, brand);
    await paidInStripe({
      customer_email: 'someone-else@billing.test',
      price: billing.fake.priceIds['brand-monthly'],
      account: brand.id,
    });
    const linked = await billing.context.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, brand.id));
    expect(linked).toEqual([]);
    const rows = await billing.context.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.accountId, brand.id));
    expect(rows).toEqual([]);
    expect(await paymentOf(brand.id)).toBe(false);
    expect((await call('GET', '/api/billing')).json()).toMatchObject({ access: false, hasBillingAccount: false });
  });
});
