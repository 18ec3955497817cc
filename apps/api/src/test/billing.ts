import type { AccountRow } from '../modules/accounts/accounts.repository.ts';
import { openDatabase } from '../db/client.ts';
import { startFakeStripe, type FakeStripe } from './stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext, type TestContextOptions } from './test-context.ts';
import { createLogin } from './factories.ts';
import { createPostgresTestDatabase } from './test-database.ts';

/** The environment that points the product at a fake Stripe. */
export function billingEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_BRAND_MONTHLY: fake.priceIds['brand-monthly'],
    STRIPE_PRICE_BRAND_YEARLY: fake.priceIds['brand-yearly'],
    STRIPE_PRICE_CLUB_MONTHLY: fake.priceIds['club-monthly'],
    STRIPE_PRICE_CLUB_YEARLY: fake.priceIds['club-yearly'],
    STRIPE_API_URL: fake.url,
  };
}

export type BillingTestContext = { context: TestContext; fake: FakeStripe; close(): Promise<void> };

/**
 * The app on a fresh database, configured for a fake Stripe and listening on a loopback port, so
 * the fake delivers its signed webhooks over HTTP as Stripe would.
 */
export async function createBillingTestContext(options: TestContextOptions = {}): Promise<BillingTestContext> {
  const fake = await startFakeStripe();
  const context = await createTestContext({ ...options, env: { ...billingEnv(fake), ...options.env } });
  const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/billing/webhook`);
  return {
    context,
    fake,
    // The fake first: events it still has to deliver (a refund's, say) reach an app that is still up.
    close: async () => {
      await fake.close();
      await context.close();
    },
  };
}

/** A request as a logged-in account makes it. */
export async function callerFor(context: TestContext, account: Pick<AccountRow, 'id' | 'type'>) {
  const { authorization } = await createLogin(context, account);
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    context.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

/** The checkout session id in the address checkout answered (`…/checkout/cs_test_…`). */
export function checkoutSessionIdOf(url: string): string {
  const id = /\/checkout\/(cs_test_[A-Za-z0-9]+)/.exec(url)?.[1];
  if (!id) throw new Error(`No checkout session in ${url}`);
  return id;
}

export type TwoProcesses = { fake: FakeStripe; first: TestContext; second: TestContext; close(): Promise<void> };

/**
 * Two API processes (each its own context and connection pool) on one fresh PostgreSQL database,
 * both configured for one fake Stripe: for races a second server could win. PostgreSQL only.
 */
export async function startTwoBillingProcesses(): Promise<TwoProcesses> {
  const fake = await startFakeStripe();
  const database = await createPostgresTestDatabase();
  const open = () => openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 });
  const first = await createTestContext({ env: billingEnv(fake), database: await open() });
  const second = await createTestContext({ env: billingEnv(fake), database: await open() });
  return {
    fake,
    first,
    second,
    close: async () => {
      await fake.close();
      await first.close();
      await second.close();
      await database.drop();
    },
  };
}
