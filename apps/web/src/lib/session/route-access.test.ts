import { describe, expect, it } from 'vitest';
import { decideGuestAccess, decideProtectedAccess } from './route-access';

describe('decideProtectedAccess', () => {
  it('lets in a stored token whose type matches', () => {
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'brand' }, 'brand', '/brands')).toEqual({ allowed: true });
  });

  it('sends a visitor without a token to /login, keeping the whole address', () => {
    expect(
      decideProtectedAccess({ token: null, type: 'brand' }, 'contentCreator', '/contentCreator?campaign=c1'),
    ).toEqual({
      allowed: false,
      redirectTo: '/login?next=%2FcontentCreator%3Fcampaign%3Dc1',
    });
  });

  it('sends a token of another type to its own area', () => {
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'brand' }, 'contentCreator', '/orders')).toEqual({
      allowed: false,
      redirectTo: '/brands',
    });
    expect(decideProtectedAccess({ token: 'a.b.c', type: null }, 'brand', '/brands')).toEqual({
      allowed: false,
      redirectTo: '/',
    });
  });

  it('lets in any of the types a shared page names, and no other', () => {
    const payers = ['brand', 'contentCreator'] as const;
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'contentCreator' }, payers, '/billing')).toEqual({
      allowed: true,
    });
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'admin' }, payers, '/billing')).toEqual({
      allowed: false,
      redirectTo: '/admin',
    });
    expect(decideProtectedAccess({ token: null, type: null }, payers, '/billing')).toEqual({
      allowed: false,
      redirectTo: '/login?next=%2Fbilling',
    });
  });
});

describe('decideGuestAccess', () => {
  it('lets visitors without a token reach /join and /login', () => {
    expect(decideGuestAccess({ token: null, type: null }, '/orders')).toEqual({ allowed: true });
  });

  it('sends a logged-in visitor to their own area', () => {
    expect(decideGuestAccess({ token: 'a.b.c', type: 'brand' })).toEqual({ allowed: false, redirectTo: '/brands' });
    expect(decideGuestAccess({ token: 'a.b.c', type: 'contentCreator' })).toEqual({
      allowed: false,
      redirectTo: '/contentCreator',
    });
  });

  it("follows next when it is a page of this site the visitor's type may open", () => {
    expect(decideGuestAccess({ token: 'a.b.c', type: 'contentCreator' }, '/orders/9')).toEqual({
      allowed: false,
      redirectTo: '/orders/9',
    });
    expect(decideGuestAccess({ token: 'a.b.c', type: 'contentCreator' }, '/manage-campaign')).toEqual({
      allowed: false,
      redirectTo: '/contentCreator',
    });
    expect(decideGuestAccess({ token: 'a.b.c', type: 'brand' }, '//evil.com')).toEqual({
      allowed: false,
      redirectTo: '/brands',
    });
  });
});
