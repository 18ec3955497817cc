import { PAYMENT_MESSAGES, PAYOUT_MESSAGES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creatorPayoutAccounts, creatorProfiles } from '../../db/schema/index.ts';
import { callerFor, createBillingTestContext, type BillingTestContext } from '../../test/billing.ts';
import { createAccount, createBrand, createCreator } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { releaseWaitingPayments } from './payment-release.service.ts';
import { applyPayoutAccountRead, payoutStatusOf, readPayoutAccount } from './payouts.service.ts';
import type * as ReleaseService from './payment-release.service.ts';

// What waits for a creator's payouts is released by its own service (tested there); here: that it is asked.
vi.mock('./payment-release.service.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReleaseService>()),
  releaseWaitingPayments: vi.fn(() => Promise.resolve()),
}));
const released = (creatorId: string) =>
  vi.mocked(releaseWaitingPayments).mock.calls.filter(([, accountId]) => accountId === creatorId).length;

describe('payouts: Stripe Connect Express onboarding, sync and account.updated', () => {
  let billing: BillingTestContext;
  beforeAll(async () => {
    billing = await createBillingTestContext();
  });
  afterAll(() => billing.close());

  const storedAccount = async (accountId: string) => {
    const [row] = await billing.context.db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.accountId, accountId));
    return row;
  };

  /** A creator whose profile gives `country` (none: null). */
  async function creatorIn(country: string | null, fields: { email?: string } = {}) {
    const creator = await createCreator(billing.context.db, fields);
    await billing.context.db.update(creatorProfiles).set({ country }).where(eq(creatorProfiles.accountId, creator.id));
    return creator;
  }
  const accountsOf = (creatorId: string) =>
    billing.fake.accounts().filter((account) => account.metadata.accountId === creatorId);

  it('creates one Express account under a double click and answers a link to the hosted onboarding', async () => {
    const creator = await creatorIn('GB', { email: 'rider@payouts.test' });
    const call = await callerFor(billing.context, creator);
    expect((await call('GET', '/api/payouts')).json()).toEqual({
      enabled: true,
      status: 'not_started',
      currentlyDue: [],
      disabledReason: null,
      onboardingStarted: false,
      country: 'GB',
    });

    const [first, second] = await Promise.all([
      call('POST', '/api/payouts/onboarding'),
      call('POST', '/api/payouts/onboarding'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const mine = billing.fake.accounts().filter((account) => account.metadata.accountId === creator.id);
    expect(mine).toHaveLength(1);
    const acct = mine[0]?.id ?? '';
    expect(mine[0]).toMatchObject({
      type: 'express',
      email: 'rider@payouts.test',
      country: 'GB',
      default_currency: 'gbp',
    });
    expect((await storedAccount(creator.id))?.stripeAccountId).toBe(acct);
    for (const answer of [first, second]) {
      expect(answer.json().url).toContain(billing.fake.url);
      expect(answer.json().url).toContain(acct);
    }
    const linkRequest = billing.fake.requests.findLast((request) => request.path === '/v1/account_links');
    expect(linkRequest?.body).toMatchObject({
      account: acct,
      type: 'account_onboarding',
      return_url: 'http://equicreators.test/earnings?payouts=return',
      refresh_url: 'http://equicreators.test/earnings?payouts=refresh',
    });
    const createRequest = billing.fake.requests.findLast((request) => request.path === '/v1/accounts');
    expect(createRequest?.body).toMatchObject({
      type: 'express',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { accountId: creator.id },
    });
    expect((await call('GET', '/api/payouts')).json()).toMatchObject({
      status: 'not_started',
      onboardingStarted: true,
    });

    // A second visit reuses the account.
    await call('POST', '/api/payouts/onboarding');
    expect(billing.fake.accounts().filter((account) => account.metadata.accountId === creator.id)).toHaveLength(1);
  });

  it('refuses brands, admins and strangers', async () => {
    const brand = await createBrand(billing.context.db);
    const admin = await createAccount(billing.context.db, 'admin', 'admin@payouts.test');
    for (const account of [brand, admin]) {
      const call = await callerFor(billing.context, account);
      for (const [method, url] of [
        ['GET', '/api/payouts'],
        ['POST', '/api/payouts/onboarding'],
        ['POST', '/api/payouts/sync'],
        ['GET', '/api/payments/earnings'],
      ] as const) {
        expect((await call(method, url)).statusCode).toBe(403);
        expect((await billing.context.app.inject({ method, url })).statusCode).toBe(401);
      }
    }
  });

  it('opens the account in the profile’s country with its currency, or asks for one', async () => {
    const german = await creatorIn('DE');
    expect((await (await callerFor(billing.context, german))('POST', '/api/payouts/onboarding')).statusCode).toBe(200);
    expect(accountsOf(german.id)).toMatchObject([{ country: 'DE', default_currency: 'eur' }]);
    expect(billing.fake.requests.findLast((request) => request.path === '/v1/accounts')?.body).toMatchObject({
      country: 'DE',
      default_currency: 'eur',
    });

    // No country on the profile: a clear 400 naming the field, and no account at Stripe.
    const unknown = await creatorIn(null);
    const call = await callerFor(billing.context, unknown);
    expect((await call('GET', '/api/payouts')).json()).toMatchObject({ country: null });
    const refused = await call('POST', '/api/payouts/onboarding');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: PAYOUT_MESSAGES.countryNeeded,
      fields: [{ field: 'country', message: PAYOUT_MESSAGES.countryNeeded }],
    });
    expect(accountsOf(unknown.id)).toHaveLength(0);
    // A country Stripe cannot pay out in is refused; the one she picks is used.
    const elsewhere = await call('POST', '/api/payouts/onboarding', { country: 'KP' });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.stringify(elsewhere.json())).toContain(PAYOUT_MESSAGES.countryUnsupported);
    expect((await call('POST', '/api/payouts/onboarding', { country: 'gb' })).statusCode).toBe(200);
    expect(accountsOf(unknown.id)).toMatchObject([{ country: 'GB', default_currency: 'gbp' }]);
    // Once opened, the account stays where it is: a later pick opens no other.
    expect((await call('POST', '/api/payouts/onboarding', { country: 'DE' })).statusCode).toBe(200);
    expect(accountsOf(unknown.id)).toHaveLength(1);
  });

  it('reads the account on return and shows it enabled once onboarding is complete', async () => {
    const creator = await creatorIn('GB');
    const call = await callerFor(billing.context, creator);
    await call('POST', '/api/payouts/onboarding');
    const acct = (await storedAccount(creator.id))?.stripeAccountId ?? '';
    // Without the webhook: the return page's sync alone reads it.
    billing.fake.setWebhookUrl('');
    try {
      await billing.fake.completeOnboarding(acct);
    } finally {
      billing.fake.setWebhookUrl(`${billing.context.app.listeningOrigin}/api/billing/webhook`);
    }
    expect((await call('GET', '/api/payouts')).json().status).toBe('not_started');
    const synced = await call('POST', '/api/payouts/sync');
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({
      enabled: true,
      status: 'enabled',
      currentlyDue: [],
      onboardingStarted: true,
    });
    expect(await storedAccount(creator.id)).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    expect(released(creator.id)).toBe(1);
  });

  it('applies account.updated from the webhook, reading Stripe, and keeps a newer read over an older one', async () => {
    const creator = await creatorIn('IE');
    const call = await callerFor(billing.context, creator);
    await call('POST', '/api/payouts/onboarding');
    const acct = (await storedAccount(creator.id))?.stripeAccountId ?? '';

    // A read that starts before the onboarding completes and is written after it.
    const older = await readPayoutAccount(billing.context, acct);
    expect(older?.patch.status).toBe('not_started');

    const delivered = billing.fake.deliveries.length;
    await billing.fake.completeOnboarding(acct);
    expect(billing.fake.deliveries.slice(delivered).map((delivery) => [delivery.event.type, delivery.ok])).toEqual([
      ['account.updated', true],
    ]);
    expect((await call('GET', '/api/payouts')).json().status).toBe('enabled');
    expect(released(creator.id)).toBe(1);

    if (!older) throw new Error('The read of a known account answered nothing.');
    await billing.context.db.transaction((tx) => applyPayoutAccountRead(billing.context, tx, older));
    expect((await call('GET', '/api/payouts')).json().status).toBe('enabled');

    // Stripe then wants a document: restricted, with what is due.
    await billing.fake.restrictAccount(acct, ['individual.verification.document']);
    expect((await call('GET', '/api/payouts')).json()).toMatchObject({
      status: 'restricted',
      currentlyDue: ['individual.verification.document'],
      disabledReason: 'requirements.past_due',
    });
  });

  it('ignores account.updated for an account this product did not create', async () => {
    const before = await billing.context.db.select().from(creatorPayoutAccounts);
    expect(await readPayoutAccount(billing.context, 'acct_unknown')).toBeNull();
    expect(await billing.context.db.select().from(creatorPayoutAccounts)).toEqual(before);
  });

  it('maps what Stripe says to a payout status', () => {
    const account = {
      payouts_enabled: false,
      details_submitted: true,
      capabilities: { transfers: 'pending' as const },
    };
    expect(
      payoutStatusOf({ ...account, details_submitted: false }, ['external_account'], 'requirements.past_due'),
    ).toBe('not_started');
    expect(payoutStatusOf(account, [], 'requirements.pending_verification')).toBe('pending_verification');
    expect(payoutStatusOf(account, ['external_account'], 'requirements.past_due')).toBe('restricted');
    expect(payoutStatusOf(account, ['external_account'], null)).toBe('restricted');
    expect(payoutStatusOf({ ...account, payouts_enabled: true, capabilities: { transfers: 'active' } }, [], null)).toBe(
      'enabled',
    );
  });
});

describe('payouts when payments are not configured', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('answers enabled: false and refuses onboarding with 503', async () => {
    const creator = await createCreator(context.db);
    const call = await callerFor(context, creator);
    expect((await call('GET', '/api/payouts')).json()).toEqual({
      enabled: false,
      status: 'not_started',
      currentlyDue: [],
      disabledReason: null,
      onboardingStarted: false,
      country: null,
    });
    const onboarding = await call('POST', '/api/payouts/onboarding');
    expect(onboarding.statusCode).toBe(503);
    expect(onboarding.json().message).toBe(PAYMENT_MESSAGES.notConfigured);
    const earnings = await call('GET', '/api/payments/earnings');
    expect(earnings.statusCode).toBe(200);
    expect(earnings.json()).toEqual({ payments: [], totals: [], payouts: null });
  });
});
