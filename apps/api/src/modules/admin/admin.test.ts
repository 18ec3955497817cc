import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { latestMailTo, linkIn } from '../../test/outbox.ts';
import {
  loginThroughApi,
  registerBrandThroughApi,
  registerCreatorThroughApi,
  requestCode,
  STRONG_PASSWORD,
} from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createAdminAccount } from '../accounts/accounts.service.ts';

describe('the admin area', () => {
  let context: TestContext;
  let admin: string;
  beforeAll(async () => {
    context = await createTestContext();
    await createAdminAccount(context.db, { email: 'admin@admin.example', password: STRONG_PASSWORD });
    admin = await loginThroughApi(context, { email: 'admin@admin.example', password: STRONG_PASSWORD, path: 'admin' });
  });
  afterAll(() => context.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, authorization = admin) =>
    context.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('is closed to everyone but admins', async () => {
    const brand = await registerBrandThroughApi(context, { email: 'nosy.brand@admin.example' });
    const brandToken = await loginThroughApi(context, {
      email: brand.email,
      password: STRONG_PASSWORD,
      path: 'brands',
    });
    expect((await call('GET', '/api/admin/creators', undefined, brandToken)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/admin/creators' })).statusCode).toBe(401);
  });

  describe('invitations', () => {
    it('invites a creator by e-mail, who can then ask for a code', async () => {
      const response = await call('POST', '/api/admin/invitations', { email: 'Rider@Admin.example' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: 'rider@admin.example', state: 'pending' });
      const mail = await latestMailTo(context.db, 'rider@admin.example');
      expect(mail.subject).toBe('You are invited to join EquiCreators');
      expect(linkIn(mail, '/join')).toBe('http://equicreators.test/join');
      await expect(requestCode(context, 'rider@admin.example', 'contentCreator')).resolves.toMatch(/^\d{6}$/);
    });

    it('lists invitations with their state, newest first, and finds them by address', async () => {
      context.clock.advance(1000);
      await call('POST', '/api/admin/invitations', { email: 'second@admin.example' });
      const list = (await call('GET', '/api/admin/invitations?pageSize=50')).json();
      expect(list.items[0]).toMatchObject({ email: 'second@admin.example', state: 'pending' });
      const found = (await call('GET', '/api/admin/invitations?search=rider')).json();
      expect(found.items.map((item: { email: string }) => item.email)).toEqual(['rider@admin.example']);
    });

    it('withdraws a pending invitation, which closes signup until it is sent again', async () => {
      const invitation = (await call('POST', '/api/admin/invitations', { email: 'maybe@admin.example' })).json();
      const revoked = await call('DELETE', `/api/admin/invitations/${invitation._id}`);
      expect(revoked.json().state).toBe('revoked');
      const code = await context.app.inject({
        method: 'POST',
        url: '/api/influencers/sendcode',
        payload: { email: 'maybe@admin.example', type: 'contentCreator' },
      });
      expect(code.json().message).toBe('Invalid Email Address');
      expect((await call('POST', '/api/admin/invitations', { email: 'maybe@admin.example' })).json().state).toBe(
        'pending',
      );
    });

    it('refuses to invite someone who already has a creator account, or to withdraw an accepted invitation', async () => {
      const creator = await registerCreatorThroughApi(context, { email: 'joined@admin.example' });
      expect((await call('POST', '/api/admin/invitations', { email: creator.email })).statusCode).toBe(409);
      const list = (await call('GET', '/api/admin/invitations?search=joined')).json();
      expect(list.items[0].state).toBe('accepted');
      expect((await call('DELETE', `/api/admin/invitations/${list.items[0]._id}`)).statusCode).toBe(409);
    });
  });

  describe('creators', () => {
    it('verifies and unverifies a creator', async () => {
      const creator = await registerCreatorThroughApi(context, { email: 'verify.me@admin.example' });
      const verified = await call('PATCH', `/api/admin/creators/${creator.id}`, { verified: true });
      expect(verified.json()).toMatchObject({ email: creator.email, verified: true, status: 'active' });
      expect((await call('PATCH', `/api/admin/creators/${creator.id}`, { verified: false })).json().verified).toBe(
        false,
      );
    });

    it('blocks a creator: their token stops working and they cannot log in; unblocking restores it', async () => {
      const creator = await registerCreatorThroughApi(context, { email: 'block.me@admin.example' });
      const token = await loginThroughApi(context, {
        email: creator.email,
        password: STRONG_PASSWORD,
        path: 'influencers',
      });
      expect((await call('PATCH', `/api/admin/creators/${creator.id}`, { status: 'blocked' })).json().status).toBe(
        'blocked',
      );
      expect(
        (
          await context.app.inject({
            method: 'GET',
            url: '/api/influencers/profile',
            headers: { authorization: token },
          })
        ).statusCode,
      ).toBe(401);
      await expect(
        loginThroughApi(context, { email: creator.email, password: STRONG_PASSWORD, path: 'influencers' }),
      ).rejects.toThrow(/403/);
      await call('PATCH', `/api/admin/creators/${creator.id}`, { status: 'active' });
      await loginThroughApi(context, { email: creator.email, password: STRONG_PASSWORD, path: 'influencers' });
    });

    it('lists creators and finds them by name or e-mail', async () => {
      const list = (await call('GET', '/api/admin/creators?search=verify.me')).json();
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ firstName: 'Ava', email: 'verify.me@admin.example' });
    });

    it('answers 404 for an unknown creator, 400 for a bad id or an empty change', async () => {
      expect((await call('PATCH', `/api/admin/creators/${crypto.randomUUID()}`, { verified: true })).statusCode).toBe(
        404,
      );
      expect((await call('PATCH', '/api/admin/creators/not-an-id', { verified: true })).statusCode).toBe(400);
      const creator = await registerCreatorThroughApi(context, { email: 'empty.change@admin.example' });
      expect((await call('PATCH', `/api/admin/creators/${creator.id}`, {})).statusCode).toBe(400);
    });
  });

  describe('brands', () => {
    it('confirms a brand payment, which the brand sees in its profile', async () => {
      const brand = await registerBrandThroughApi(context, { email: 'payer@admin.example' });
      const paid = await call('PATCH', `/api/admin/brands/${brand.id}`, { payment: true });
      expect(paid.json()).toMatchObject({ companyName: 'Hartwell Saddlery', payment: true, status: 'active' });
      const token = await loginThroughApi(context, { email: brand.email, password: STRONG_PASSWORD, path: 'brands' });
      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/brands/profile',
        headers: { authorization: token },
      });
      expect(profile.json().payment).toBe(true);
    });

    it('blocks a brand and ends its sessions', async () => {
      const brand = await registerBrandThroughApi(context, { email: 'rogue@admin.example' });
      const token = await loginThroughApi(context, { email: brand.email, password: STRONG_PASSWORD, path: 'brands' });
      await call('PATCH', `/api/admin/brands/${brand.id}`, { status: 'blocked' });
      expect(
        (await context.app.inject({ method: 'GET', url: '/api/brands/profile', headers: { authorization: token } }))
          .statusCode,
      ).toBe(401);
    });

    it('lists brands and finds them by company name', async () => {
      const list = (await call('GET', '/api/admin/brands?search=hartwell&pageSize=100')).json();
      expect(list.total).toBeGreaterThanOrEqual(2);
      expect(list.items.every((item: { companyName: string }) => item.companyName === 'Hartwell Saddlery')).toBe(true);
    });
  });

  it('reads contact messages, newest first', async () => {
    const now = context.clock.now();
    await context.db.insert(contactMessages).values([
      {
        firstName: 'Tom',
        lastName: 'Archer',
        email: 'tom@example.com',
        message: 'Older',
        createdAt: new Date(now.getTime() - 60_000),
      },
      { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', message: 'Newer', createdAt: now },
    ]);
    const page = (await call('GET', '/api/admin/contact-messages')).json();
    expect(page.items.map((item: { message: string }) => item.message)).toEqual(['Newer', 'Older']);
  });
});
