import { LEGAL_VERSION } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { registerCreatorThroughApi, STRONG_PASSWORD, loginThroughApi } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { OUTDATED_TERMS_MESSAGE } from './legal.service.ts';

describe('the terms a brand or a creator accepted (issue 34)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const readTerms = (caller: LoggedInAccount) =>
    context.app.inject({ method: 'GET', url: '/api/account/terms', headers: { authorization: caller.authorization } });
  const acceptTerms = (caller: LoggedInAccount, payload: object) =>
    context.app.inject({
      method: 'POST',
      url: '/api/account/terms',
      headers: { authorization: caller.authorization },
      payload,
    });
  const storedTerms = async (id: string) => {
    const [row] = await context.db
      .select({ termsVersion: accounts.termsVersion, termsAcceptedAt: accounts.termsAcceptedAt })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row;
  };
  const setStoredVersion = (id: string, termsVersion: string | null, termsAcceptedAt: Date | null) =>
    context.db.update(accounts).set({ termsVersion, termsAcceptedAt }).where(eq(accounts.id, id));

  it('tells an account made before the terms that the version in force is not accepted', async () => {
    const brand = await loggedIn(context, await createBrand(context.db));
    const response = await readTerms(brand);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currentVersion: LEGAL_VERSION,
      acceptedVersion: null,
      acceptedAt: null,
      isCurrentAccepted: false,
    });
  });

  it('tells a creator who signed up that the version in force is accepted, with its time', async () => {
    const acceptedAt = context.clock.now();
    const creator = await registerCreatorThroughApi(context, { email: 'terms.reader@example.com' });
    const authorization = await loginThroughApi(context, {
      email: creator.email,
      password: STRONG_PASSWORD,
      path: 'influencers',
    });
    const response = await readTerms({ id: creator.id, email: creator.email, authorization });
    expect(response.json()).toEqual({
      currentVersion: LEGAL_VERSION,
      acceptedVersion: LEGAL_VERSION,
      acceptedAt: acceptedAt.toISOString(),
      isCurrentAccepted: true,
    });
  });

  it('asks again when the stored version is older, and stores the new one with its time once accepted', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await setStoredVersion(creator.id, '2020-01-01', new Date('2020-01-02T10:00:00Z'));
    expect((await readTerms(creator)).json()).toMatchObject({
      acceptedVersion: '2020-01-01',
      acceptedAt: '2020-01-02T10:00:00.000Z',
      isCurrentAccepted: false,
    });

    context.clock.advance(60_000);
    const acceptedAt = context.clock.now();
    const accepted = await acceptTerms(creator, { version: LEGAL_VERSION });
    expect(accepted.statusCode).toBe(200);
    const state = {
      currentVersion: LEGAL_VERSION,
      acceptedVersion: LEGAL_VERSION,
      acceptedAt: acceptedAt.toISOString(),
      isCurrentAccepted: true,
    };
    expect(accepted.json()).toEqual(state);
    expect(await storedTerms(creator.id)).toEqual({ termsVersion: LEGAL_VERSION, termsAcceptedAt: acceptedAt });
    expect((await readTerms(creator)).json()).toEqual(state);

    // A second tab's Accept changes nothing: the first acceptance's time stays.
    context.clock.advance(60_000);
    expect((await acceptTerms(creator, { version: LEGAL_VERSION })).json()).toEqual(state);
    expect(await storedTerms(creator.id)).toEqual({ termsVersion: LEGAL_VERSION, termsAcceptedAt: acceptedAt });
  });

  it('refuses a version that is not the one in force with 409, and stores nothing', async () => {
    const brand = await loggedIn(context, await createBrand(context.db));
    for (const version of ['2020-01-01', '2999-12-31', `${LEGAL_VERSION}x`]) {
      const response = await acceptTerms(brand, { version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: OUTDATED_TERMS_MESSAGE });
    }
    expect(await storedTerms(brand.id)).toEqual({ termsVersion: null, termsAcceptedAt: null });
  });

  it('refuses a body without a version with 400, naming the field', async () => {
    const brand = await loggedIn(context, await createBrand(context.db));
    for (const payload of [{}, { version: '' }, { version: 20261127 }, { version: 'x'.repeat(41) }]) {
      const response = await acceptTerms(brand, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'version' }] });
    }
    expect(await storedTerms(brand.id)).toEqual({ termsVersion: null, termsAcceptedAt: null });
  });

  it('is for brands and creators only: no token 401, an admin 403', async () => {
    const admin = await loggedIn(context, await createAccount(context.db, 'admin'));
    expect((await context.app.inject({ method: 'GET', url: '/api/account/terms' })).statusCode).toBe(401);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/account/terms', payload: { version: LEGAL_VERSION } }))
        .statusCode,
    ).toBe(401);
    expect((await readTerms(admin)).statusCode).toBe(403);
    expect((await acceptTerms(admin, { version: LEGAL_VERSION })).statusCode).toBe(403);
    expect(await storedTerms(admin.id)).toEqual({ termsVersion: null, termsAcceptedAt: null });
  });

  it("changes only the caller's own account", async () => {
    const [first, second] = await Promise.all([createCreator(context.db), createCreator(context.db)]);
    await acceptTerms(await loggedIn(context, first), { version: LEGAL_VERSION });
    expect((await storedTerms(first.id))?.termsVersion).toBe(LEGAL_VERSION);
    expect(await storedTerms(second.id)).toEqual({ termsVersion: null, termsAcceptedAt: null });
  });
});
