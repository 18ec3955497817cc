import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS, startAttackServer, type AttackServer } from './attack-server.ts';

/**
 * Issue 18, "the proof" (f): the developer outbox (every queued login code and reset link) is
 * served only by a server started with NODE_ENV=development, never by default. Each server here is
 * its own process with exactly the environment named (the test runner's NODE_ENV does not leak in).
 * NODE_ENV=production is checked on the production server of attack-suite.test.ts.
 */
const CASES = [
  { label: 'NODE_ENV unset', env: {}, isServed: false },
  { label: 'NODE_ENV=development', env: { NODE_ENV: 'development' }, isServed: true },
] as const;

const servers = new Map<string, AttackServer>();

describe('the dev outbox on real server processes', () => {
  beforeAll(async () => {
    // Started together: each is a small process on an empty database.
    const started = await Promise.all(CASES.map((testCase) => startAttackServer({ env: { ...testCase.env } })));
    for (const [index, { server }] of started.entries()) servers.set(CASES[index]?.label ?? '', server);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.dispose()));
  });

  it.each(CASES)('$label: serves the outbox only in development', async ({ label, isServed }) => {
    const server = servers.get(label);
    if (!server) throw new Error(`No server for ${label}`);
    const api = await fetch(`${server.baseUrl}/api/dev/outbox`);
    const page = await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'text/html' } });

    if (isServed) {
      expect(api.status, server.output()).toBe(200);
      expect(await api.json()).toMatchObject({ items: [], total: 0 });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/outbox/i);
    } else {
      expect(api.status, server.output()).toBe(404);
      expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(page.status).toBe(404);
    }
  });
});
