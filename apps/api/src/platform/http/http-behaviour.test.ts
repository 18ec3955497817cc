import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const STACK_FRAME = /at .+\.(ts|js):\d+:\d+/;

describe('HTTP behaviour shared by every route', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      extendApp: (app) => {
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
          async (request) => request.body,
        );
        app.get('/api/test/crash', async () => {
          throw new Error('secret database password leaked in this message');
        });
        app.get('/api/test/conflict', async () => {
          throw new AppError('CONFLICT', 'That e-mail address already has an account.');
        });
        app.get('/api/test/throttled', async () => {
          throw new AppError('RATE_LIMITED', 'Too many tries.', { retryAfterSeconds: 42 });
        });
      },
    });
  });
  afterAll(() => context.close());

  it('answers a malformed JSON body with 400 and a JSON error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });

  it('names each invalid field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.map((field: { field: string }) => field.field).sort()).toEqual(['age', 'email']);
    expect(body.message).toMatch(/^(email|age): /);
  });

  it('hides the details of an unexpected error', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toMatch(STACK_FRAME);
  });

  it('passes an AppError through with its status and message', async () => {
    const conflict = await context.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'That e-mail address already has an account.', code: 'CONFLICT' });
    const throttled = await context.app.inject({ method: 'GET', url: '/api/test/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('42');
  });

  it('answers an unknown /api path with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await context.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: `Nothing is found at ${method} /api/no/such/thing.`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Computed once at start-up, the same headers go on every answer, a refusal too.
    const missing = await context.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(missing.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the shared schemas at /api/docs', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const document = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const openapi = document.json();
    expect(openapi.info.title).toBe('EquiCreators API');
    expect(openapi.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(JSON.stringify(openapi.components.schemas)).toContain('HealthResponse');
  });

  it('explains that the web app is not built when a page is asked for without a build', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/brands', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('web app is not built');
  });
});

describe('serving the built web app', () => {
  let context: TestContext;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'equicreators-web-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>EquiCreators</title><div id="root"></div>');
    await writeFile(join(webDistDir, 'assets', 'app-1234.js'), 'console.log("app")');
    context = await createTestContext({ env: { WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html for every page path, uncached, so client routes survive a reload', async () => {
    for (const url of ['/', '/brands', '/orders-influencer/123', '/no/such/page']) {
      const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await context.app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('still answers unknown /api paths with JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
