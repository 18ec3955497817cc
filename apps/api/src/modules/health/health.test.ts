import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVersion } from '../../platform/version.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';

describe('GET /api/health', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('names the database engine and the Node.js running, and shows that the database answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { engine: testDatabaseEngine(), ok: true },
      version: readVersion(),
      node: process.versions.node.split('.')[0],
    });
    // The major only: the exact release is in the server's log, not for strangers.
    expect(body.node).toMatch(/^\d+$/);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('counts uptime on the server clock', async () => {
    context.clock.advance(90_000);
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json().uptimeSeconds).toBe(90);
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with a JSON error and no stack trace', async () => {
    const context = await createTestContext();
    const engine = context.database.engine;
    await context.database.close();
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: `The ${engine} database is not answering.`, code: 'UNAVAILABLE' });
    expect(response.body).not.toMatch(/at .+:\d+:\d+/);
    await context.app.close();
  });
});
