import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { findFreePort } from '../../test/fake-smtp-server.ts';
import { samplesOf, valueOf } from '../../test/prometheus-text.ts';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { startServer } from '../../server.ts';
import { loadConfig } from '../config.ts';
import { createLimits } from '../limits/limit-store.ts';
import { createLogger } from '../logger.ts';
import { createMetrics } from './metrics.ts';

const silentLogger = createLogger({ logLevel: 'silent', isProduction: true });

describe(`the metrics port on ${testDatabaseEngine()}`, () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-metrics-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('serves /metrics without a token on METRICS_PORT (loopback), with the timed tasks by name', async () => {
    const database =
      testDatabaseEngine() === 'postgres'
        ? await createPostgresTestDatabase().then((created) => {
            onTestFinished(() => created.drop());
            return { DATABASE_URL: created.url };
          })
        : {};
    const metricsPort = await findFreePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      ...database,
    });
    const server = await startServer(config, silentLogger);
    try {
      // The main port has no token configured: the public learns nothing there.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${String(metricsPort)}/api/health`)).status).toBe(404);
      // Every timed task passes once at start; the dispatcher again each second.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const response = await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = samplesOf(await response.text());
      for (const task of ['mail-dispatch', 'message-notices', 'work-reminders', 'payment-sweep', 'data-export']) {
        expect(
          valueOf(samples, 'equicreators_background_task_runs_total', { task, outcome: 'ok' }),
          task,
        ).toBeGreaterThanOrEqual(1);
        expect(valueOf(samples, 'equicreators_background_task_lag_seconds', { task }), task).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await server.close();
    }
    // Stopped with the rest.
    await expect(fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).rejects.toThrow();
  });

  it('counts a scaled quota’s refusal under the rule’s own name', async () => {
    const handle = await createTestDatabase();
    const metrics = createMetrics({ enabled: true });
    const limits = createLimits({ database: handle, logger: silentLogger, quotaScale: 0.5, metrics });
    try {
      const rule = { name: 'metrics-test-quota', points: 4, windowSeconds: 60, message: 'Used up.' };
      await limits.consumeQuota(rule, 'account-a');
      await limits.consumeQuota(rule, 'account-b');
      await limits.consumeQuota(rule, 'account-a');
      await expect(limits.consumeQuota(rule, 'account-a')).rejects.toThrow('Used up.');
      const values = (await metrics.rateLimitRefusals.get()).values;
      expect(values.map(({ labels, value }) => ({ labels, value }))).toEqual([
        { labels: { limit: 'metrics-test-quota' }, value: 1 },
      ]);
    } finally {
      limits.close();
      await handle.close();
    }
  });
});
