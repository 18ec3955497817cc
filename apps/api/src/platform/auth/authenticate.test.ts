import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { revokeAccountSessions, revokeSession } from '../../modules/sessions/sessions.repository.ts';
import { createAccount, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { confirmSession, principalOf, requireUser, requireUserCheckedByRoute } from './authenticate.ts';
import { createTokenService, TOKEN_LIFETIME_MS } from './tokens.ts';

describe('requireUser', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      extendApp: (app) => {
        app.get('/api/test/brand-only', { preHandler: requireUser('brand') }, async (request) => principalOf(request));
        app.get('/api/test/anyone', { preHandler: requireUser() }, async (request) => principalOf(request));
      },
    });
  });
  afterAll(() => context.close());

  const callBrandRoute = (authorization?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/test/brand-only',
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('answers 401 without a token', async () => {
    const response = await callBrandRoute();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a malformed or forged token', async () => {
    expect((await callBrandRoute('Bearer not.a.token')).statusCode).toBe(401);
    const brand = await createAccount(context.db, 'brand');
    const forger = createTokenService('another-secret-that-is-long-enough-1234', context.clock);
    const forged = await forger.sign({ accountId: brand.id, type: 'brand', sessionId: crypto.randomUUID() });
    expect((await callBrandRoute(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('lets a live session of the right type through and tells the route who called', async () => {
    const brand = await createAccount(context.db, 'brand');
    const login = await createLogin(context, brand);
    const response = await callBrandRoute(login.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accountId: brand.id,
      type: 'brand',
      sessionId: login.sessionId,
      // The token's expiry (whole seconds, as a JWT carries it) travels on the principal too.
      expiresAt: new Date(Math.floor((context.clock.now().getTime() + TOKEN_LIFETIME_MS) / 1000) * 1000).toISOString(),
      brandHasPaid: false,
    });
  });

  it('answers 403 for a token of another type', async () => {
    const creator = await createAccount(context.db, 'contentCreator');
    const login = await createLogin(context, creator);
    const response = await callBrandRoute(login.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    const anyone = await context.app.inject({
      method: 'GET',
      url: '/api/test/anyone',
      headers: { authorization: login.authorization },
    });
    expect(anyone.statusCode).toBe(200);
  });

  it('ends a token at once when its session is revoked (logout)', async () => {
    const brand = await createAccount(context.db, 'brand');
    const login = await createLogin(context, brand);
    expect((await callBrandRoute(login.authorization)).statusCode).toBe(200);
    await revokeSession(context.db, login.sessionId, context.clock.now());
    const response = await callBrandRoute(login.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('ends every token of an account when all its sessions are revoked (reset, block)', async () => {
    const brand = await createAccount(context.db, 'brand');
    const first = await createLogin(context, brand);
    const second = await createLogin(context, brand);
    await revokeAccountSessions(context.db, brand.id, context.clock.now());
    expect((await callBrandRoute(first.authorization)).statusCode).toBe(401);
    expect((await callBrandRoute(second.authorization)).statusCode).toBe(401);
  });

  it('refuses a blocked account even with a live session', async () => {
    const brand = await createAccount(context.db, 'brand');
    const login = await createLogin(context, brand);
    await context.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, brand.id));
    expect((await callBrandRoute(login.authorization)).statusCode).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const brand = await createAccount(context.db, 'brand');
    const login = await createLogin(context, brand);
    context.clock.advance(TOKEN_LIFETIME_MS + 1000);
    const response = await callBrandRoute(login.authorization);
    expect(response.statusCode).toBe(401);
  });
});

describe('requireUserCheckedByRoute', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      extendApp: (app) => {
        app.get(
          '/api/test/checked-by-route',
          { preHandler: requireUserCheckedByRoute('contentCreator', 'contentCreator', 'admin') },
          async (request) => {
            const claims = request.unconfirmedClaims;
            if (!claims) return { checkedBy: 'preHandler', principal: principalOf(request) };
            const standing = await request.server.authentication.readLiveSession(claims, context.clock.now());
            return { checkedBy: 'route', principal: confirmSession(request, claims, standing) };
          },
        );
        app.get(
          '/api/test/checked-by-route-for-two',
          { preHandler: requireUserCheckedByRoute(['contentCreator', 'brand']) },
          async (request) => ({ checkedBy: request.unconfirmedClaims ? 'route' : 'preHandler' }),
        );
      },
    });
  });
  afterAll(() => context.close());

  const call = (authorization: string) =>
    context.app.inject({ method: 'GET', url: '/api/test/checked-by-route', headers: { authorization } });

  it("leaves the named type's session to the route, which refuses an ended one", async () => {
    const creator = await createAccount(context.db, 'contentCreator');
    const login = await createLogin(context, creator);
    expect((await call(login.authorization)).json()).toMatchObject({ checkedBy: 'route' });
    await revokeSession(context.db, login.sessionId, context.clock.now());
    expect((await call(login.authorization)).statusCode).toBe(401);
  });

  it('checks every other caller itself: their session, then their type', async () => {
    const admin = await createAccount(context.db, 'admin');
    const adminLogin = await createLogin(context, admin);
    expect((await call(adminLogin.authorization)).json()).toMatchObject({ checkedBy: 'preHandler' });
    const brandLogin = await createLogin(context, await createAccount(context.db, 'brand'));
    expect((await call(brandLogin.authorization)).statusCode).toBe(403);
    await revokeSession(context.db, adminLogin.sessionId, context.clock.now());
    expect((await call(adminLogin.authorization)).statusCode).toBe(401);
    expect((await call('Bearer not.a.token')).statusCode).toBe(401);
  });

  it('refuses to guard a route closed to the type it would leave to the route', () => {
    expect(() => requireUserCheckedByRoute('contentCreator', 'brand')).toThrow(/closed to contentCreator/);
    expect(() => requireUserCheckedByRoute(['brand', 'contentCreator'], 'brand')).toThrow(/closed to contentCreator/);
  });

  it('leaves each of several named types to the route, and checks the rest itself', async () => {
    const callForTwo = (authorization: string) =>
      context.app.inject({ method: 'GET', url: '/api/test/checked-by-route-for-two', headers: { authorization } });
    const checkerOf = async (type: 'contentCreator' | 'brand' | 'admin') => {
      const login = await createLogin(context, await createAccount(context.db, type));
      return (await callForTwo(login.authorization)).json<{ checkedBy: string }>().checkedBy;
    };
    expect(await checkerOf('contentCreator')).toBe('route');
    expect(await checkerOf('brand')).toBe('route');
    expect(await checkerOf('admin')).toBe('preHandler');
  });
});
