import { describe, expect, it } from 'vitest';
import { decideGuestAccess, decideProtectedAccess } from './route-access';

describe('decideProtectedAccess', () => {
  it('lets in a stored token whose type matches', () => {
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'brand' }, 'brand')).toEqual({ allowed: true });
  });

  it('sends a visitor without a token to /join', () => {
    expect(decideProtectedAccess({ token: null, type: 'brand' }, 'brand')).toEqual({
      allowed: false,
      redirectTo: '/join',
    });
  });

  it('sends a token of another type to /join', () => {
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'brand' }, 'contentCreator')).toEqual({
      allowed: false,
      redirectTo: '/join',
    });
  });

  it('lets in any of the types a shared page names, and no other', () => {
    const payers = ['brand', 'contentCreator'] as const;
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'contentCreator' }, payers)).toEqual({ allowed: true });
    expect(decideProtectedAccess({ token: 'a.b.c', type: 'admin' }, payers)).toEqual({
      allowed: false,
      redirectTo: '/join',
    });
  });
});

describe('decideGuestAccess', () => {
  it('lets visitors without a token reach /join and /login', () => {
    expect(decideGuestAccess({ token: null, type: null })).toEqual({ allowed: true });
  });

  it('sends a logged-in visitor to their own area', () => {
    expect(decideGuestAccess({ token: 'a.b.c', type: 'brand' })).toEqual({ allowed: false, redirectTo: '/brands' });
    expect(decideGuestAccess({ token: 'a.b.c', type: 'contentCreator' })).toEqual({
      allowed: false,
      redirectTo: '/contentCreator',
    });
  });
});
