import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * Issue 46: an admin route validated its body before it checked who called, so an anonymous
 * caller read the admin's validation messages (what each field must be). Every admin route that
 * takes a body or parameters, sent a bad one: 401 anonymous, 403 for another type, 400 only for an admin.
 */
const ID = randomUUID();
const ADMIN_ROUTES = [
  { method: 'POST', url: '/api/admin/invitations' },
  { method: 'PATCH', url: '/api/admin/creators/not-an-id' },
  { method: 'PATCH', url: '/api/admin/brands/not-an-id' },
  { method: 'POST', url: '/api/admin/club-meetings' },
  { method: 'PUT', url: `/api/admin/club-meetings/${ID}` },
  { method: 'PUT', url: '/api/admin/featured-creators/not-an-id' },
  { method: 'POST', url: `/api/admin/ratings/${ID}/hide` },
  { method: 'POST', url: '/api/admin/accounts/not-an-id/erasure' },
  { method: 'POST', url: '/api/admin/newsletter/issues' },
  { method: 'POST', url: `/api/admin/payments/${ID}/dispute/resolve` },
] as const;
const BAD_BODY = { unexpected: ['x'], stars: 'many', when: 'soon' };

describe('admin routes check the caller before the body', () => {
  let context: TestContext;
  let creator = '';
  let admin = '';
  beforeAll(async () => {
    context = await createTestContext();
    creator = (await createLogin(context, await createAccount(context.db, 'contentCreator'))).authorization;
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
  });
  afterAll(() => context.close());

  const send = (route: (typeof ADMIN_ROUTES)[number], authorization?: string) =>
    context.app.inject({
      method: route.method,
      url: route.url,
      payload: BAD_BODY,
      headers: authorization ? { authorization } : {},
    });

  it.each(ADMIN_ROUTES)('$method $url: 401 anonymous, 403 a creator, 400 an admin', async (route) => {
    const anonymous = await send(route);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHENTICATED' });
    expect((await send(route, creator)).statusCode).toBe(403);
    expect((await send(route, admin)).statusCode).toBe(400);
  });
});
