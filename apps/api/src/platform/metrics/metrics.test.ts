import { randomUUID } from 'node:crypto';
import { count, eq, min, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, files, mailOutbox } from '../../db/schema/index.ts';
import { campaignFields, campaignForm, createBrand, createLogin, tinyPng } from '../../test/factories.ts';
import { familiesOf, samplesOf, valueOf, type Sample } from '../../test/prometheus-text.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { queueMail } from '../mail/mailer.ts';
import { PeriodicTask } from '../periodic-task.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** Every metric of our own this product exports, with its type and label names (docs/deploy.md). */
const PRODUCT_METRICS: Record<string, { type: string; labels: string[] }> = {
  equicreators_http_request_duration_seconds: { type: 'histogram', labels: ['method', 'route', 'status_code'] },
  equicreators_db_pool_connections: { type: 'gauge', labels: ['state'] },
  equicreators_db_pool_wait_seconds: { type: 'histogram', labels: [] },
  equicreators_mail_outbox_waiting: { type: 'gauge', labels: [] },
  equicreators_mail_outbox_oldest_waiting_seconds: { type: 'gauge', labels: [] },
  equicreators_live_streams_open: { type: 'gauge', labels: [] },
  equicreators_background_task_lag_seconds: { type: 'gauge', labels: ['task'] },
  equicreators_background_task_runs_total: { type: 'counter', labels: ['task', 'outcome'] },
  equicreators_rate_limit_refusals_total: { type: 'counter', labels: ['limit'] },
  equicreators_upload_bytes_total: { type: 'counter', labels: ['purpose'] },
  equicreators_backup_last_success_timestamp_seconds: { type: 'gauge', labels: [] },
};
const HTTP = 'equicreators_http_request_duration_seconds';

/** The label names a family's samples carry (a histogram's `le` left out). */
function labelNamesOf(samples: Sample[], family: string): string[] {
  const names = new Set<string>();
  for (const sample of samples) {
    if (![family, `${family}_bucket`, `${family}_sum`, `${family}_count`].includes(sample.name)) continue;
    for (const key of Object.keys(sample.labels)) if (key !== 'le') names.add(key);
  }
  return [...names].sort();
}

function httpSeries(samples: Sample[], labels: Record<string, string>): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === `${HTTP}_count` && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

describe(`metrics on ${testDatabaseEngine()}`, () => {
  let context: TestContext;
  const scrape = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    context = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => context.close());

  it('serves the Prometheus text to the bearer of the token, and 401 to anyone else', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const refused = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('equicreators_');
    }
  });

  it('exports exactly the product’s metrics with their labels, beside the process and Node defaults', async () => {
    // Every instrument given a value first, so every label shows in the scrape.
    const task = new PeriodicTask({
      name: 'test-task',
      metrics: context.metrics,
      intervalMs: 60_000,
      run: async () => 1,
      onError: () => undefined,
    });
    task.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await task.stop();
    context.metrics.rateLimitRefusals.inc({ limit: 'test-limit' });
    context.metrics.uploadBytes.inc({ purpose: 'avatar' }, 10);
    await context.app.inject({ method: 'GET', url: '/api/health' });
    const text = await scrape();
    const families = familiesOf(text);
    const samples = samplesOf(text);

    expect([...families.keys()].every((name) => name.startsWith('equicreators_'))).toBe(true);
    const ours = [...families.keys()].filter((name) => !/^equicreators_(process|nodejs)_/.test(name));
    expect(ours.sort()).toEqual(Object.keys(PRODUCT_METRICS).sort());
    for (const [name, { type, labels }] of Object.entries(PRODUCT_METRICS)) {
      expect({ name, type: families.get(name) }).toEqual({ name, type });
      expect({ name, labels: labelNamesOf(samples, name) }).toEqual({ name, labels: [...labels].sort() });
    }
    for (const name of [
      'equicreators_process_cpu_user_seconds_total',
      'equicreators_process_resident_memory_bytes',
      'equicreators_nodejs_eventloop_lag_p99_seconds',
      'equicreators_nodejs_heap_size_used_bytes',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(valueOf(samples, 'equicreators_background_task_runs_total', { task: 'test-task', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'equicreators_background_task_lag_seconds', { task: 'test-task' })).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('counts requests by route pattern: twenty campaigns, twenty unknown paths, one series each', async () => {
    const brand = await createLogin(context, await createBrand(context.db));
    for (let i = 0; i < 20; i += 1) {
      await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${randomUUID()}`,
        headers: { authorization: brand.authorization },
      });
      await context.app.inject({ method: 'GET', url: `/api/no-such-thing/${randomUUID()}` });
    }
    await context.app.inject({ method: 'PROPFIND', url: '/api/health' });
    const samples = samplesOf(await scrape());
    const campaign = httpSeries(samples, { route: '/api/campaign/:id' });
    expect(campaign.map((sample) => sample.labels)).toEqual([
      { method: 'GET', route: '/api/campaign/:id', status_code: '404' },
    ]);
    expect(campaign[0]?.value).toBe(20);
    expect(httpSeries(samples, { route: 'unmatched' }).map((sample) => sample.labels)).toEqual([
      { method: 'GET', route: 'unmatched', status_code: '404' },
      { method: 'other', route: 'unmatched', status_code: '404' },
    ]);
    // No id, no address, no path anywhere in a label; the scrapes themselves are not requests.
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(value) || value.includes('@'))).toEqual([]);
    expect(httpSeries(samples, { route: '/metrics' })).toEqual([]);
  });

  it('counts a rate-limit refusal under the rule’s name', async () => {
    const before =
      valueOf(samplesOf(await scrape()), 'equicreators_rate_limit_refusals_total', { limit: 'throttle-login-ip' }) ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/brands/login',
        payload: { email: `nobody-${String(i)}@metrics.test`, password: 'Wrong-password-1' },
      });
      statuses.push(response.statusCode);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBe(2);
    const after = valueOf(samplesOf(await scrape()), 'equicreators_rate_limit_refusals_total', {
      limit: 'throttle-login-ip',
    });
    expect(after).toBe(before + refused);
  });

  it('counts the bytes of an upload kept, by purpose', async () => {
    const brand = await createLogin(context, await createBrand(context.db));
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization: brand.authorization },
      payload: campaignForm(campaignFields(), [{ name: 'a.png', data: await tinyPng() }]),
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await context.db.select({ bytes: sum(files.byteSize).mapWith(Number) }).from(files);
    const counted = valueOf(samplesOf(await scrape()), 'equicreators_upload_bytes_total', {
      purpose: 'campaign-image',
    });
    expect(counted).toBe(stored?.bytes);
    expect(counted).toBeGreaterThan(0);
  });

  it('shows the outbox’s queue and the age of its oldest e-mail, read again after a second', async () => {
    const [pending] = await context.db.select({ total: count() }).from(mailOutbox);
    context.clock.advance(1_000);
    const before = samplesOf(await scrape());
    expect(valueOf(before, 'equicreators_mail_outbox_waiting')).toBe(pending?.total);
    for (const to of ['one@metrics.test', 'two@metrics.test', 'three@metrics.test']) {
      await queueMail(context.db, {
        category: 'essential',
        to,
        subject: 'Queued',
        text: 'Waiting for the dispatcher.',
      });
    }
    // Within the second, several scrapes share one read.
    expect(valueOf(samplesOf(await scrape()), 'equicreators_mail_outbox_waiting')).toBe(pending?.total);
    context.clock.advance(90_000);
    const after = samplesOf(await scrape());
    expect(valueOf(after, 'equicreators_mail_outbox_waiting')).toBe((pending?.total ?? 0) + 3);
    // Its age on the app's clock (which the database's own now() wrote created_at beside).
    const [oldest] = await context.db
      .select({ at: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const age = (context.clock.now().getTime() - (oldest?.at?.getTime() ?? 0)) / 1000;
    expect(age).toBeGreaterThan(80);
    expect(valueOf(after, 'equicreators_mail_outbox_oldest_waiting_seconds')).toBeCloseTo(age, 1);
  });

  it('shows when the last backup succeeded, 0 before any', async () => {
    context.clock.advance(1_000);
    expect(valueOf(samplesOf(await scrape()), 'equicreators_backup_last_success_timestamp_seconds')).toBe(0);
    const finishedAt = new Date('2026-11-27T03:30:12Z');
    await context.db.insert(backupRuns).values([
      { trigger: 'command', status: 'succeeded', startedAt: finishedAt, finishedAt },
      { trigger: 'command', status: 'failed', startedAt: finishedAt, finishedAt: new Date('2026-11-27T05:00:00Z') },
    ]);
    context.clock.advance(1_000);
    expect(valueOf(samplesOf(await scrape()), 'equicreators_backup_last_success_timestamp_seconds')).toBe(
      finishedAt.getTime() / 1000,
    );
  });

  it('shows the database connections by state', async () => {
    const samples = samplesOf(await scrape());
    const states = ['in_use', 'idle', 'waiting'].map((state) =>
      valueOf(samples, 'equicreators_db_pool_connections', { state }),
    );
    if (testDatabaseEngine() === 'pglite') {
      // One embedded connection, always this process's; no pool, so nothing ever waits.
      expect(states).toEqual([1, 0, 0]);
    } else {
      expect(states.every((value) => typeof value === 'number' && value >= 0)).toBe(true);
      expect(states[2]).toBe(0);
      // Every query checked a connection out of the pool, and the wait was timed.
      expect(valueOf(samples, 'equicreators_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    }
  });
});

describe('metrics without a token, and with METRICS=off', () => {
  it('answers /metrics 404 like any unknown path when no token is configured', async () => {
    const context = await createTestContext();
    try {
      const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nothing is found at GET /metrics.', code: 'NOT_FOUND' });
    } finally {
      await context.close();
    }
  });

  it('with METRICS=off records nothing, collects no defaults and answers 404 even to the token', async () => {
    const context = await createTestContext({ env: { METRICS: 'off', METRICS_TOKEN: TOKEN } });
    try {
      await context.app.inject({ method: 'GET', url: '/api/health' });
      const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
      expect(response.statusCode).toBe(404);
      // Only the instruments' resting zeros are left in the registry, and nobody is served them.
      const text = await context.metrics.registry.metrics();
      expect(samplesOf(text).filter((sample) => sample.value !== 0)).toEqual([]);
      expect([...familiesOf(text).keys()].sort()).toEqual(Object.keys(PRODUCT_METRICS).sort());
    } finally {
      await context.close();
    }
  });
});
