import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createAdminAccount } from '../accounts/accounts.service.ts';
import {
  loginThroughApi,
  randomClientAddress,
  registerBrandThroughApi,
  registerCreatorThroughApi,
  STRONG_PASSWORD,
} from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { LOCKOUT_RULES } from '../accounts/login-lockout.ts';
import { INVALID_LOGIN_MESSAGE, login } from './auth.service.ts';

describe('logging in and out', () => {
  let context: TestContext;
  let brandEmail: string;
  let creatorEmail: string;
  beforeAll(async () => {
    context = await createTestContext();
    brandEmail = (await registerBrandThroughApi(context, { email: 'brand@login.example' })).email;
    creatorEmail = (await registerCreatorThroughApi(context, { email: 'creator@login.example' })).email;
  });
  afterAll(() => context.close());

  const post = (url: string, payload: object, remoteAddress = randomClientAddress()) =>
    context.app.inject({ method: 'POST', url, payload, remoteAddress });
  const get = (url: string, authorization?: string) =>
    context.app.inject({ method: 'GET', url, ...(authorization ? { headers: { authorization } } : {}) });

  it('answers a three-part token whose middle part carries the type', async () => {
    const response = await post('/api/brands/login', {
      email: 'BRAND@login.example',
      password: STRONG_PASSWORD,
      type: 'brand',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    expect(JSON.parse(Buffer.from(parts[1], 'base64url').toString())).toMatchObject({ type: 'brand' });
  });

  it('loads the brand profile with the token, without any secret in it', async () => {
    const authorization = await loginThroughApi(context, {
      email: brandEmail,
      password: STRONG_PASSWORD,
      path: 'brands',
    });
    const response = await get('/api/brands/profile', authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Eleanor Hartwell',
      fullName: 'Eleanor Hartwell',
      payment: false,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password/i);
  });

  it('loads the creator profile for a creator token', async () => {
    const authorization = await loginThroughApi(context, {
      email: creatorEmail,
      password: STRONG_PASSWORD,
      path: 'influencers',
    });
    const response = await get('/api/influencers/profile', authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ava', email: creatorEmail, verified: false });
  });

  it('answers 401 without a token and 403 for a token of another type', async () => {
    expect((await get('/api/influencers/profile')).statusCode).toBe(401);
    const brand = await loginThroughApi(context, { email: brandEmail, password: STRONG_PASSWORD, path: 'brands' });
    expect((await get('/api/influencers/profile', brand)).statusCode).toBe(403);
    expect((await get('/api/admin/profile', brand)).statusCode).toBe(403);
  });

  it('gives the same answer for a wrong password and an unknown address, at either door', async () => {
    const wrongPassword = await post('/api/brands/login', { email: brandEmail, password: 'not-the-password' });
    const unknown = await post('/api/brands/login', { email: 'nobody@login.example', password: STRONG_PASSWORD });
    const wrongAtOtherDoor = await post('/api/influencers/login', { email: brandEmail, password: 'not-the-password' });
    const creatorWrong = await post('/api/brands/login', { email: creatorEmail, password: 'not-the-password' });
    for (const response of [wrongPassword, unknown, wrongAtOtherDoor, creatorWrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_LOGIN_MESSAGE, code: 'UNAUTHENTICATED' });
    }
  });

  it('signs a brand in at the creators’ door when the password is the brand’s, and says so', async () => {
    const response = await post('/api/influencers/login', { email: brandEmail, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, type } = response.json();
    expect(type).toBe('brand');
    expect((await get('/api/brands/profile', `Bearer ${token}`)).statusCode).toBe(200);
    expect((await get('/api/influencers/profile', `Bearer ${token}`)).statusCode).toBe(403);
  });

  it('signs a creator in at the brands’ door the same way', async () => {
    const response = await post('/api/brands/login', { email: creatorEmail, password: STRONG_PASSWORD, type: 'brand' });
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('contentCreator');
    expect((await get('/api/influencers/profile', `Bearer ${response.json().token}`)).statusCode).toBe(200);
  });

  it('answers the chosen type when it is right, and never leads to or from an admin account', async () => {
    expect((await post('/api/brands/login', { email: brandEmail, password: STRONG_PASSWORD })).json().type).toBe(
      'brand',
    );
    await createAdminAccount(context.db, { email: 'team@login.example', password: STRONG_PASSWORD });
    for (const door of ['/api/brands/login', '/api/influencers/login']) {
      const response = await post(door, { email: 'team@login.example', password: STRONG_PASSWORD });
      expect(response.json()).toEqual({ message: INVALID_LOGIN_MESSAGE, code: 'UNAUTHENTICATED' });
    }
    expect((await post('/api/admin/login', { email: brandEmail, password: STRONG_PASSWORD })).statusCode).toBe(401);
  });

  it('with an account of each type on one address, the chosen one wins and the other answers its own password', async () => {
    const email = 'both@login.example';
    await registerBrandThroughApi(context, { email, password: 'brand-side-passphrase' });
    await registerCreatorThroughApi(context, { email, password: 'creator-side-passphrase' });
    const asBrand = await post('/api/brands/login', { email, password: 'brand-side-passphrase' });
    expect(asBrand.json().type).toBe('brand');
    const creatorAtBrandDoor = await post('/api/brands/login', { email, password: 'creator-side-passphrase' });
    expect(creatorAtBrandDoor.json().type).toBe('contentCreator');
  });

  it('counts a login that fell back to the other type once against the limits', async () => {
    const address = '10.3.0.1';
    const { email } = await registerBrandThroughApi(context, { email: 'limits@login.example' });
    // Counted twice, the sixth would already be refused (10 a minute per address and per e-mail).
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post('/api/influencers/login', { email, password: STRONG_PASSWORD }, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const eleventh = await post('/api/influencers/login', { email: 'someone@login.example', password: 'x' }, address);
    expect(eleventh.statusCode).toBe(429);
  });

  it('refuses a blocked account reached through the other door with the blocked answer', async () => {
    await registerCreatorThroughApi(context, { email: 'blocked-creator@login.example' });
    await context.db
      .update(accounts)
      .set({ status: 'blocked' })
      .where(eq(accounts.email, 'blocked-creator@login.example'));
    const response = await post('/api/brands/login', {
      email: 'blocked-creator@login.example',
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account is blocked. Please contact support.');
  });

  it('does not let a password in by a shared 72-byte prefix', async () => {
    const prefix = 'a-very-long-passphrase-about-horses-and-hay-and-early-mornings-in-the-yard';
    expect(Buffer.byteLength(prefix)).toBeGreaterThanOrEqual(72);
    await registerBrandThroughApi(context, { email: 'long@login.example', password: `${prefix}-one` });
    expect(
      (await post('/api/brands/login', { email: 'long@login.example', password: `${prefix}-two` })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/brands/login', { email: 'long@login.example', password: `${prefix}-one` })).statusCode,
    ).toBe(200);
  });

  it('ends a token that was valid when its session logs out', async () => {
    const authorization = await loginThroughApi(context, {
      email: brandEmail,
      password: STRONG_PASSWORD,
      path: 'brands',
    });
    expect((await get('/api/brands/profile', authorization)).statusCode).toBe(200);
    const logout = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    expect(logout.statusCode).toBe(204);
    expect((await get('/api/brands/profile', authorization)).statusCode).toBe(401);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } })).statusCode,
    ).toBe(401);
  });

  it('lets an admin log in at its own door', async () => {
    await createAdminAccount(context.db, { email: 'root@login.example', password: STRONG_PASSWORD });
    const authorization = await loginThroughApi(context, {
      email: 'root@login.example',
      password: STRONG_PASSWORD,
      path: 'admin',
    });
    expect((await get('/api/admin/profile', authorization)).json()).toMatchObject({ email: 'root@login.example' });
  });

  it('refuses a blocked account with a clear message', async () => {
    await registerBrandThroughApi(context, { email: 'blocked@login.example' });
    await context.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.email, 'blocked@login.example'));
    const response = await post('/api/brands/login', { email: 'blocked@login.example', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account is blocked. Please contact support.');
  });

  it('answers the 11th login in a minute from one address with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post(
        '/api/influencers/login',
        { email: `nobody${attempt}@login.example`, password: 'x' },
        '10.0.0.11',
      );
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await post(
      '/api/influencers/login',
      { email: 'nobody11@login.example', password: 'x' },
      '10.0.0.11',
    );
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
  });

  it('limits tries per e-mail address too, whatever address they come from', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await post('/api/brands/login', { email: 'target@login.example', password: 'guess' }, `10.1.0.${attempt}`);
    }
    expect(
      (await post('/api/brands/login', { email: 'target@login.example', password: 'guess' }, '10.1.0.99')).statusCode,
    ).toBe(429);
  });

  it('does not reset the limit for a spoofed X-Forwarded-For', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await context.app.inject({
        method: 'POST',
        url: '/api/influencers/login',
        payload: { email: `spoof${attempt}@login.example`, password: 'x' },
        remoteAddress: '10.2.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
    }
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/influencers/login',
      payload: { email: 'spoof11@login.example', password: 'x' },
      remoteAddress: '10.2.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('the lockout after failures in a row', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await registerBrandThroughApi(context, { email: 'locked@login.example' });
  });
  afterAll(() => context.close());

  const attempt = (password: string) =>
    login(context, { type: 'brand', email: 'locked@login.example', password, ipAddress: null, userAgent: null });

  it('makes the account wait ten minutes after ten failures, even for the right password', async () => {
    for (let failure = 1; failure < LOCKOUT_RULES.failuresBeforeLock; failure += 1) {
      await expect(attempt('wrong')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 600 });
    await expect(attempt(STRONG_PASSWORD)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    context.clock.advance(10 * 60_000);
    await expect(attempt(STRONG_PASSWORD)).resolves.toHaveProperty('token');
  });

  it('counts failures at the other door against the account, and does not name its lock there', async () => {
    await registerBrandThroughApi(context, { email: 'other-door@login.example' });
    const atCreatorDoor = (password: string) =>
      login(context, {
        type: 'contentCreator',
        email: 'other-door@login.example',
        password,
        ipAddress: null,
        userAgent: null,
      });
    for (let failure = 1; failure <= LOCKOUT_RULES.failuresBeforeLock; failure += 1) {
      await expect(atCreatorDoor('wrong')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // Locked now: its own door says so; the other door neither tries it nor tells.
    await expect(atCreatorDoor(STRONG_PASSWORD)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      login(context, {
        type: 'brand',
        email: 'other-door@login.example',
        password: STRONG_PASSWORD,
        ipAddress: null,
        userAgent: null,
      }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('starts counting again after a successful login', async () => {
    for (let failure = 1; failure < LOCKOUT_RULES.failuresBeforeLock; failure += 1)
      await attempt('wrong').catch(() => undefined);
    await attempt(STRONG_PASSWORD);
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
