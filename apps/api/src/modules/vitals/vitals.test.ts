import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema/index.ts';
import { formatVitalsSummary } from '../../cli/vitals-report.ts';
import { randomClientAddress } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { summariseWebVitals, WEB_VITALS_RETENTION, WebVitalsRetention } from './vitals.service.ts';

const DAY_MS = 24 * 60 * 60_000;

const lcp = { name: 'LCP', value: 1834.5, rating: 'good', page: '/', navigationType: 'navigate' };
const cls = { name: 'CLS', value: 0.042, rating: 'good', page: '/' };
const inp = { name: 'INP', value: 312, rating: 'needs-improvement', page: '/orders/:id' };

describe('POST /api/vitals', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());
  beforeEach(async () => {
    await context.db.delete(webVitals);
  });

  const report = (payload: unknown, options: { contentType?: string; remoteAddress?: string } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': options.contentType ?? 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: options.remoteAddress ?? randomClientAddress(),
    });
  const storedRows = () => context.db.select().from(webVitals).orderBy(asc(webVitals.metric));

  it('stores the metrics of a page view and answers 204', async () => {
    const response = await report([lcp, cls, inp]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await storedRows();
    expect(
      rows.map(({ page, metric, value, rating, navigationType }) => ({ page, metric, value, rating, navigationType })),
    ).toEqual([
      { page: '/', metric: 'CLS', value: 0.042, rating: 'good', navigationType: null },
      { page: '/orders/:id', metric: 'INP', value: 312, rating: 'needs-improvement', navigationType: null },
      { page: '/', metric: 'LCP', value: 1834.5, rating: 'good', navigationType: 'navigate' },
    ]);
    expect(rows.every((row) => row.createdAt.getTime() === context.clock.now().getTime())).toBe(true);
  });

  it('reads a text/plain body as JSON, as navigator.sendBeacon sends it', async () => {
    const response = await report([lcp], { contentType: 'text/plain;charset=UTF-8' });
    expect(response.statusCode).toBe(204);
    expect((await storedRows()).map((row) => row.metric)).toEqual(['LCP']);
  });

  it.each([
    ['an unknown metric', JSON.stringify([{ ...lcp, name: 'FID' }])],
    ['a negative value', JSON.stringify([{ ...lcp, value: -1 }])],
    ['a value beyond any real visit', JSON.stringify([{ ...lcp, value: 600_001 }])],
    ['a value that is not finite', '[{"name":"LCP","value":1e400,"rating":"good","page":"/"}]'],
    ['a value that is not a number', JSON.stringify([{ ...lcp, value: '1834' }])],
    ['an unknown rating', JSON.stringify([{ ...lcp, rating: 'fine' }])],
    ['a raw address instead of a route pattern', JSON.stringify([{ ...inp, page: '/orders/5d1c0a7e' }])],
    ['an unknown page', JSON.stringify([{ ...lcp, page: '/ava@example.com' }])],
    ['a navigation type that is not a word', JSON.stringify([{ ...lcp, navigationType: '<script>' }])],
    ['more metrics than a page view makes', JSON.stringify(Array.from({ length: 11 }, () => cls))],
    ['an empty report', '[]'],
    ['a single metric outside its list', JSON.stringify(lcp)],
  ])('refuses %s and stores nothing', async (_case, body) => {
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await report(body, { contentType });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body that is not JSON, whatever its content type says', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await report('LCP=1834', { contentType });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body far larger than a report', async () => {
    const response = await report(JSON.stringify([{ ...lcp, navigationType: 'a'.repeat(9000) }]));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes at most 120 reports a minute from one address', async () => {
    const address = '10.9.9.9';
    for (let sent = 0; sent < 120; sent += 1) {
      expect((await report([cls], { remoteAddress: address })).statusCode).toBe(204);
    }
    const refused = await report([cls], { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await report([cls])).statusCode).toBe(204);
  });

  it('is documented in the OpenAPI document', async () => {
    const openapi = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(openapi.paths['/api/vitals'].post.requestBody.content).toHaveProperty('text/plain');
    expect(openapi.paths['/api/vitals'].post.responses).toHaveProperty('204');
  });

  it('summarises each page and metric: samples, p75 and the share rated good, within the period', async () => {
    const now = context.clock.now();
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    const sample = (page: string, metric: 'LCP' | 'CLS', value: number, rating: 'good' | 'poor', daysAgo = 1) => ({
      page,
      metric,
      value,
      rating,
      createdAt: at(daysAgo),
    });
    await context.db.insert(webVitals).values([
      sample('/', 'LCP', 1000, 'good'),
      sample('/', 'LCP', 2000, 'good'),
      sample('/', 'LCP', 3000, 'poor'),
      sample('/', 'LCP', 4000, 'poor'),
      // Older than the period: left out.
      sample('/', 'LCP', 90_000, 'poor', 8),
      sample('/', 'CLS', 0.1, 'good'),
      sample('/faq', 'LCP', 1500, 'good'),
    ]);

    const summary = await summariseWebVitals(context.db, { days: 7, now });
    // percentile_cont interpolates: 0.75 × (4 − 1) = 2.25, a quarter of the way from 3000 to 4000.
    expect(summary).toEqual([
      { page: '/', metric: 'LCP', count: 4, p75: 3250, goodCount: 2, goodShare: 0.5 },
      { page: '/', metric: 'CLS', count: 1, p75: 0.1, goodCount: 1, goodShare: 1 },
      { page: '/faq', metric: 'LCP', count: 1, p75: 1500, goodCount: 1, goodShare: 1 },
    ]);
    expect((await summariseWebVitals(context.db, { days: 30, now }))[0]).toMatchObject({ count: 5, p75: 4000 });

    expect(formatVitalsSummary(summary, 'Last 7 days:')).toBe(
      [
        'Last 7 days:',
        'page  metric  count      p75  good',
        '/     LCP         4  3250 ms   50%',
        '/     CLS         1    0.100  100%',
        '/faq  LCP         1  1500 ms  100%',
      ].join('\n'),
    );
    expect(formatVitalsSummary([], 'Last 7 days:')).toBe('Last 7 days:\nNo web vitals were reported in this period.');
  });

  it('keeps 30 days: the retention pass deletes older rows only', async () => {
    const start = context.clock.now();
    try {
      context.clock.set(new Date(start.getTime() - 31 * DAY_MS));
      await report([{ ...lcp, value: 31 }]);
      context.clock.set(new Date(start.getTime() - 29 * DAY_MS));
      await report([{ ...lcp, value: 29 }]);
      context.clock.set(start);
      await report([{ ...lcp, value: 0 }]);

      const retention = new WebVitalsRetention({ db: context.db, clock: context.clock, logger: context.logger });
      expect(await retention.deleteExpired()).toBe(1);
      expect((await storedRows()).map((row) => row.value).sort((a, b) => a - b)).toEqual([0, 29]);

      // A day later the 29-day-old row has reached 30 days and goes too.
      context.clock.advance(WEB_VITALS_RETENTION.keepDays * DAY_MS - 29 * DAY_MS + 1);
      expect(await retention.deleteExpired()).toBe(1);
      expect((await storedRows()).map((row) => row.value)).toEqual([0]);
    } finally {
      context.clock.set(start);
    }
  });
});
