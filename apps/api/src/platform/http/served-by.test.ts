import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerServedBy } from './served-by.ts';

describe('x-served-by', () => {
  const appWith = async (instanceId: string | null) => {
    const app = Fastify();
    registerServedBy(app, instanceId);
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();
    return app;
  };

  it('names the process on every answer, a failure included, when INSTANCE_ID is set', async () => {
    const app = await appWith('api-2');
    expect((await app.inject({ url: '/api/health' })).headers['x-served-by']).toBe('api-2');
    expect((await app.inject({ url: '/api/fails' })).headers['x-served-by']).toBe('api-2');
    expect((await app.inject({ url: '/nowhere' })).headers['x-served-by']).toBe('api-2');
    await app.close();
  });

  it('sends nothing for a single unnamed process', async () => {
    const app = await appWith(null);
    expect((await app.inject({ url: '/api/health' })).headers['x-served-by']).toBeUndefined();
    await app.close();
  });
});
