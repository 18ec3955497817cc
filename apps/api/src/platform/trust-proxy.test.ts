import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

/** A server with one extra route that answers the client address it believes. */
async function serverTrusting(trustProxy: string | undefined): Promise<TestContext> {
  return createTestContext({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    extendApp: (app) => {
      app.get('/test/client-address', async (request) => ({ ip: request.ip }));
    },
  });
}

describe('the client address behind a proxy', () => {
  const servers: Record<string, TestContext> = {};
  beforeAll(async () => {
    servers.none = await serverTrusting(undefined);
    servers.loopback = await serverTrusting('127.0.0.1');
    servers.oneHop = await serverTrusting('1');
    servers.range = await serverTrusting('10.0.0.0/8, fd00::/8');
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  });

  const addressSeenBy = async (server: TestContext | undefined, from: string, forwardedFor?: string) => {
    const response = await server?.app.inject({
      method: 'GET',
      url: '/test/client-address',
      remoteAddress: from,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return response?.json<{ ip: string }>().ip;
  };

  it('is the right-most untrusted hop, never the left-most entry the client wrote', async () => {
    // The client wrote "6.6.6.6"; the proxy at 127.0.0.1 appended the address it saw, 1.2.3.4.
    expect(await addressSeenBy(servers.loopback, '127.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await addressSeenBy(servers.loopback, '::ffff:127.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await addressSeenBy(servers.oneHop, '10.1.1.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await addressSeenBy(servers.range, '10.0.0.7', '6.6.6.6, 1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
    expect(await addressSeenBy(servers.range, 'fd00::2', '2001:db8::9')).toBe('2001:db8::9');
  });

  it('ignores X-Forwarded-For from anyone but the trusted proxy', async () => {
    expect(await addressSeenBy(servers.loopback, '1.2.3.4', '6.6.6.6')).toBe('1.2.3.4');
    expect(await addressSeenBy(servers.range, '11.0.0.1', '6.6.6.6')).toBe('11.0.0.1');
    expect(await addressSeenBy(servers.none, '127.0.0.1', '6.6.6.6')).toBe('127.0.0.1');
  });
});
