import { PAGE_PATTERNS, WEB_VITAL_NAMES, type WebVitalsReport } from '@equicreators/shared';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webVitalHistograms } from '../../db/schema/index.ts';
import { formatVitalsSummary } from '../../cli/vitals-report.ts';
import { randomClientAddress } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { boundsOf, bucketOf, VITAL_BUCKETS } from './vital-buckets.ts';
import {
  recordWebVitals,
  startOfUtcDay,
  summariseWebVitals,
  WEB_VITALS_RETENTION,
  WebVitalsRetention,
} from './vitals.service.ts';

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
    await context.db.delete(webVitalHistograms);
  });

  const report = (payload: unknown, options: { contentType?: string; remoteAddress?: string } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': options.contentType ?? 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: options.remoteAddress ?? randomClientAddress(),
    });
  const storedRows = () =>
    context.db
      .select()
      .from(webVitalHistograms)
      .orderBy(asc(webVitalHistograms.metric), asc(webVitalHistograms.page), asc(webVitalHistograms.day));
  const rowCount = async () =>
    (await context.db.select({ rows: sql<number>`count(*)`.mapWith(Number) }).from(webVitalHistograms))[0]?.rows;

  it('counts the metrics of a page view into their page, metric, day and bucket, and answers 204', async () => {
    const response = await report([lcp, cls, inp]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const day = startOfUtcDay(context.clock.now());
    expect(await storedRows()).toEqual([
      { page: '/', metric: 'CLS', day, bucket: bucketOf('CLS', 0.042), count: 1, goodCount: 1 },
      { page: '/orders/:id', metric: 'INP', day, bucket: bucketOf('INP', 312), count: 1, goodCount: 0 },
      { page: '/', metric: 'LCP', day, bucket: bucketOf('LCP', 1834.5), count: 1, goodCount: 1 },
    ]);

    // The same bucket again, in one report and in the next: the row is counted up in place.
    await report([lcp, { ...lcp, value: 1834.6, rating: 'poor' }]);
    expect((await storedRows()).find((row) => row.metric === 'LCP')).toMatchObject({ count: 3, goodCount: 2 });
    expect(await rowCount()).toBe(3);
  });

  it('keeps the table bounded: 10,000 reports fill at most pages × metrics × buckets rows a day', async () => {
    // Every page and metric, values spread over the whole accepted range: the worst case for rows.
    let seed = 1;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const cells = new Set<string>();
    const reports = Array.from({ length: 10_000 }, (_, sent) => {
      const page = PAGE_PATTERNS[sent % PAGE_PATTERNS.length] ?? '/';
      return WEB_VITAL_NAMES.map((name) => {
        const value = Math.exp(random() * Math.log(600_000));
        cells.add(`${page} ${name} ${bucketOf(name, value)}`);
        return { name, value, rating: random() < 0.5 ? ('good' as const) : ('poor' as const), page };
      });
    });
    // Twenty at a time, as concurrent visits arrive: reports that share rows must not deadlock.
    for (let next = 0; next < reports.length; next += 20) {
      await Promise.all(reports.slice(next, next + 20).map((report) => recordWebVitals(context, report)));
    }
    const rows = await rowCount();
    expect(rows).toBe(cells.size);
    expect(rows).toBeLessThanOrEqual(PAGE_PATTERNS.length * WEB_VITAL_NAMES.length * VITAL_BUCKETS.count);
    const [totals] = await context.db
      .select({ samples: sql<number>`sum(${webVitalHistograms.count})`.mapWith(Number) })
      .from(webVitalHistograms);
    expect(totals?.samples).toBe(10_000 * WEB_VITAL_NAMES.length);
  }, 120_000);

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

  it('summarises each page and metric: samples, p75 from the buckets and the share rated good, within the period', async () => {
    const now = context.clock.now();
    const reportAt = async (daysAgo: number, metrics: WebVitalsReport) => {
      await recordWebVitals(
        { db: context.db, clock: { now: () => new Date(now.getTime() - daysAgo * DAY_MS) } },
        metrics,
      );
    };
    const vital = (page: '/' | '/faq', name: 'LCP' | 'CLS', value: number, rating: 'good' | 'poor') =>
      ({ page, name, value, rating }) as const;
    await reportAt(1, [
      vital('/', 'LCP', 1000, 'good'),
      vital('/', 'LCP', 2000, 'good'),
      vital('/', 'CLS', 0.1, 'good'),
    ]);
    await reportAt(2, [vital('/', 'LCP', 3000, 'poor'), vital('/', 'LCP', 4000, 'poor')]);
    await reportAt(0, [vital('/faq', 'LCP', 1500, 'good')]);
    // Older than the period: left out.
    await reportAt(8, [vital('/', 'LCP', 90_000, 'poor')]);

    const summary = await summariseWebVitals(context.db, { days: 7, now });
    // The 75th percentile's rank is read inside the bucket that holds it, as if its samples were
    // spread evenly across it: rank 3 of 4 is all of 3000's bucket (its upper bound, where
    // percentile_cont over the samples would say 3250), rank 0.75 of 1 three quarters into its.
    const intoBucketOf = (name: 'LCP' | 'CLS', value: number, share: number) => {
      const { lower, upper } = boundsOf(name, bucketOf(name, value));
      return lower + (upper - lower) * share;
    };
    expect(summary).toEqual([
      { page: '/', metric: 'LCP', count: 4, p75: intoBucketOf('LCP', 3000, 1), goodCount: 2, goodShare: 0.5 },
      { page: '/', metric: 'CLS', count: 1, p75: intoBucketOf('CLS', 0.1, 0.75), goodCount: 1, goodShare: 1 },
      { page: '/faq', metric: 'LCP', count: 1, p75: intoBucketOf('LCP', 1500, 0.75), goodCount: 1, goodShare: 1 },
    ]);
    expect((await summariseWebVitals(context.db, { days: 30, now }))[0]).toMatchObject({
      count: 5,
      p75: intoBucketOf('LCP', 4000, 0.75),
    });

    expect(formatVitalsSummary(summary, 'Last 7 days:')).toBe(
      [
        'Last 7 days:',
        'page  metric  count      p75  good',
        '/     LCP         4  3135 ms   50%',
        '/     CLS         1    0.102  100%',
        '/faq  LCP         1  1490 ms  100%',
      ].join('\n'),
    );
    expect(formatVitalsSummary([], 'Last 7 days:')).toBe('Last 7 days:\nNo web vitals were reported in this period.');
  });

  it('keeps 30 days: the retention pass deletes older days only', async () => {
    const start = context.clock.now();
    const today = startOfUtcDay(start).getTime();
    const daysAgo = async () => (await storedRows()).map((row) => Math.round((today - row.day.getTime()) / DAY_MS));
    try {
      for (const days of [31, 29, 0]) {
        context.clock.set(new Date(start.getTime() - days * DAY_MS));
        await report([lcp]);
      }
      context.clock.set(start);

      const retention = new WebVitalsRetention({
        database: context.database,
        clock: context.clock,
        logger: context.logger,
      });
      expect(await retention.deleteExpired()).toBe(1);
      expect((await daysAgo()).sort((a, b) => b - a)).toEqual([29, 0]);

      // A day later the 29-day-old row would be in its 31st day and goes too.
      context.clock.advance(DAY_MS);
      expect(await retention.deleteExpired()).toBe(1);
      expect(await daysAgo()).toEqual([0]);
      expect(WEB_VITALS_RETENTION.keepDays).toBe(30);
    } finally {
      context.clock.set(start);
    }
  });
});
