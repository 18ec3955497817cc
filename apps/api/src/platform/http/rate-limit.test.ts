import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { ipKey, throttle } from './rate-limit.ts';

function addPingRoute(app: FastifyInstance) {
  app.get(
    '/test/ping',
    {
      preHandler: throttle(app, [
        { name: 'throttle-test-ping', max: 2, windowMs: 60_000, keyOf: ipKey, message: 'Slow down, please.' },
      ]),
    },
    async () => ({ ok: true }),
  );
}

describe('throttle', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ extendApp: addPingRoute });
  });
  afterAll(() => context.close());

  const ping = (remoteAddress: string) => context.app.inject({ method: 'GET', url: '/test/ping', remoteAddress });

  it('answers 429 with Retry-After and the rule message once an address has used its tries', async () => {
    expect((await ping('198.51.100.1')).statusCode).toBe(200);
    expect((await ping('198.51.100.1')).statusCode).toBe(200);
    const refused = await ping('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Slow down, please.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one client, so hopping addresses inside it does not help', async () => {
    expect((await ping('2001:db8:aa:1::1')).statusCode).toBe(200);
    expect((await ping('2001:db8:aa:1::2')).statusCode).toBe(200);
    expect((await ping('2001:db8:aa:1:ffff::3')).statusCode).toBe(429);
    expect((await ping('2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 client the same whether the socket reports it mapped into IPv6 or not', async () => {
    expect((await ping('203.0.113.9')).statusCode).toBe(200);
    expect((await ping('::ffff:203.0.113.9')).statusCode).toBe(200);
    expect((await ping('203.0.113.9')).statusCode).toBe(429);
  });
});
