import { runInNewContext } from 'node:vm';
import { isUserType } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { decideGuestAccess } from '@/lib/session/route-access';
import { visitorKindOf } from '@/lib/session/visitor-kind';
import { HEAD_SCRIPT } from './head-script';

type Outcome = { visitor: string | null; replacedWith: string | null; isHidden: boolean };

/**
 * Runs the script exactly as pages carry it, in a fresh JavaScript context holding what it reads
 * (local storage, the address) and records what it does to the page.
 */
function runHeadScript(stored: Record<string, string>, pathname: string, storageThrows = false): Outcome {
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
    location: { pathname, replace: (path: string) => (outcome.replacedWith = path) },
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
});
