import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@equicreators/shared';
import { apiRequest, failureOf } from './api-client';

function fakeBrowser(pathname: string) {
  const stored = new Map<string, string>();
  const assign = vi.fn();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    location: { pathname, search: '', hash: '', assign },
    dispatchEvent: () => true,
  });
  return { stored, assign };
}

describe('failureOf', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session and goes to /login, keeping the address, for a 401 of the stored token', () => {
    const browser = fakeBrowser('/contentCreator/orders');
    browser.stored.set(STORAGE_KEYS.token, 'token-a');
    const error = failureOf(401, { message: 'Log in again.', code: 'UNAUTHENTICATED' }, 'token-a');
    expect(error.status).toBe(401);
    expect(browser.stored.has(STORAGE_KEYS.token)).toBe(false);
    expect(browser.assign).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/contentCreator/orders')}`);
  });

  it('leaves the page alone for a late 401 of a session this browser already left', () => {
    const browser = fakeBrowser('/account/delete/confirm');
    expect(failureOf(401, null, 'token-a').status).toBe(401);
    expect(browser.assign).not.toHaveBeenCalled();

    browser.stored.set(STORAGE_KEYS.token, 'token-b');
    failureOf(401, null, 'token-a');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.stored.get(STORAGE_KEYS.token)).toBe('token-b');
  });
});

describe('a request that ends its own session', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  /** fetch answers each path with the given status, the ending request only once `release` is called. */
  function fakeServer(statusOf: Record<string, number>) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.startsWith('/api/ending')) await held;
      const status = statusOf[url.replace(/^\/api/, '')] ?? 200;
      return new Response(JSON.stringify({ message: 'answer', code: 'UNAUTHENTICATED' }), { status });
    });
    return { release: () => release() };
  }

  it('keeps the page when another call meets a 401 while the ending request is on its way', async () => {
    const browser = fakeBrowser('/account/delete');
    browser.stored.set(STORAGE_KEYS.token, 'token-a');
    const server = fakeServer({ '/ending': 200, '/poll': 401 });
    const ending = apiRequest('/ending', { method: 'POST', endsSession: true });
    await expect(apiRequest('/poll')).rejects.toMatchObject({ status: 401 });
    server.release();
    await ending;
    await expect(apiRequest('/poll')).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.stored.get(STORAGE_KEYS.token)).toBe('token-a');
  });

  it('a refused ending request leaves the session as any other, so a later 401 still logs out', async () => {
    const browser = fakeBrowser('/account/delete');
    browser.stored.set(STORAGE_KEYS.token, 'token-c');
    const server = fakeServer({ '/ending': 403, '/poll': 401 });
    server.release();
    await expect(apiRequest('/ending', { method: 'POST', endsSession: true })).rejects.toMatchObject({ status: 403 });
    await expect(apiRequest('/poll')).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/account/delete')}`);
  });
});
