import { runInNewContext } from 'node:vm';
import { isUserType, returnPathFor } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { decideGuestAccess } from '@/lib/session/route-access';
import { visitorKindOf } from '@/lib/session/visitor-kind';
import { HEAD_SCRIPT } from './head-script';

type Outcome = { visitor: string | null; replacedWith: string | null; isHidden: boolean };

/**
 * Runs the script exactly as pages carry it, in a fresh JavaScript context holding what it reads
 * (local storage, the address) and records what it does to the page.
 */
function runHeadScript(stored: Record<string, string>, pathname: string, storageThrows = false, search = ''): Outcome {
  const outcome: Outcome = { visitor: null, replacedWith: null, isHidden: false };
  const style = {
    set visibility(value: string) {
      outcome.isHidden = value === 'hidden';
    },
  };
  runInNewContext(HEAD_SCRIPT, {
    window: {
      get localStorage() {
        if (storageThrows) throw new Error('SecurityError');
        return { getItem: (key: string) => stored[key] ?? null };
      },
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => name === 'data-visitor' && (outcome.visitor = value),
        style,
      },
    },
    location: {
      pathname,
      search,
      replace: (path: string) => (outcome.replacedWith = path),
    },
    URLSearchParams,
  });
  return outcome;
}

describe('the head script of pages rendered ahead', () => {
  it('leaves a guest alone, on every page', () => {
    for (const path of ['/', '/faq', '/join', '/login']) {
      expect(runHeadScript({}, path)).toEqual({ visitor: null, replacedWith: null, isHidden: false });
    }
  });

  it('names the visitor as the app would, for every stored type', () => {
    for (const type of ['brand', 'contentCreator', 'admin', 'superuser', '']) {
      const stored: Record<string, string> = type ? { token: 'a.b.c', type } : { token: 'a.b.c' };
      expect(runHeadScript(stored, '/about').visitor).toBe(visitorKindOf({ token: 'a.b.c', type: type || null }));
    }
  });

  it('sends a logged-in visitor on from /join and /login to their own area, hiding the page meanwhile', () => {
    expect(runHeadScript({ token: 'a.b.c', type: 'brand' }, '/login')).toEqual({
      visitor: 'brand',
      replacedWith: '/brands',
      isHidden: true,
    });
    expect(runHeadScript({ token: 'a.b.c', type: 'contentCreator' }, '/join/').replacedWith).toBe('/contentCreator');
    expect(runHeadScript({ token: 'a.b.c', type: 'superuser' }, '/join').replacedWith).toBe('/');
    expect(runHeadScript({ token: 'a.b.c', type: 'admin' }, '/faq').replacedWith).toBeNull();
  });

  it("sends them where the app's guard of /join and /login would", () => {
    for (const type of ['brand', 'contentCreator', 'admin', 'superuser']) {
      // The app reads an unknown stored type as none (lib/session/session.ts).
      const decision = decideGuestAccess({ token: 'a.b.c', type: isUserType(type) ? type : null });
      expect(decision.allowed).toBe(false);
      expect(runHeadScript({ token: 'a.b.c', type }, '/login').replacedWith).toBe(
        decision.allowed ? null : decision.redirectTo,
      );
    }
  });

  it('treats a browser that refuses local storage as a guest', () => {
    expect(runHeadScript({}, '/login', true)).toEqual({ visitor: null, replacedWith: null, isHidden: false });
  });

  it('follows /login?next= exactly where returnPathFor would, open-redirect attempts refused', () => {
    const nexts = [
      '/contentCreator?campaign=c1',
      '/orders/42#m',
      '/manage-campaign?status=closed',
      '/orders-influencer/7',
      '/joinclub',
      '/login',
      '/orders/../manage-campaign',
      '/orders/%2e%2e/manage-campaign',
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/\t/evil.com',
      '/%E0%A4%A',
      '',
    ];
    for (const type of ['brand', 'contentCreator', 'admin'] as const) {
      for (const next of nexts) {
        const search = `?${new URLSearchParams({ next }).toString()}`;
        const outcome = runHeadScript({ token: 'a.b.c', type }, '/login', false, search);
        expect(outcome.replacedWith, `${type} ${next}`).toBe(returnPathFor(next, type));
      }
    }
    expect(runHeadScript({ token: 'a.b.c', type: 'contentCreator' }, '/login', false, '?next=%2Forders%2F1')).toEqual({
      visitor: 'contentCreator',
      replacedWith: '/orders/1',
      isHidden: true,
    });
    expect(
      runHeadScript({ token: 'a.b.c', type: 'superuser' }, '/login', false, '?next=%2Forders%2F1').replacedWith,
    ).toBe('/');
  });
});
