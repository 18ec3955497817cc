import { randomBytes } from 'node:crypto';
import { createCpuSampler } from './bench-cpu.ts';
import { loadOnce, type RunResult } from './bench-load.ts';
import { startBuiltServer } from './server-process.ts';

/**
 * What the metrics cost (issue 35): the same build started with METRICS=off and with METRICS=on
 * (plus a scraper reading /metrics with the token every second, as Prometheus would), health and
 * the creators' feed loaded in each. Every round is off, on, off: a machine that slows down over
 * the minutes weighs on both alike, and off, measured twice as often, shows the spread a fresh
 * process has by itself, which is the noise on is judged against. `npm run bench -- --only metrics`.
 */

export type MetricsMode = 'off' | 'on';
export type MetricsBenchTarget = { name: string; path: string; token?: string | undefined };
/** A p50 or p99 (ms) over the rounds of one mode. */
export type Spread = { min: number; median: number; max: number };
export type ModeFigures = {
  p50: Spread;
  p99: Spread;
  requestsPerSecond: Spread;
  /** The server's CPU per request (ms), the scrapes' own work included while on. */
  cpuPerRequest: Spread;
  errors: number;
};

const SCRAPE_INTERVAL_MS = 1_000;
/** One round: on between two offs, so a drift of the machine within the round is on both sides of on. */
const ROUND_ORDER: readonly MetricsMode[] = ['off', 'on', 'off'];
const FEED_PATH = '/api/campaign';

export async function runMetricsBench(options: {
  env: Record<string, string>;
  /** Logs in the feed's creator on a running server and answers the token (once: it stays valid). */
  logIn: (baseUrl: string) => Promise<string>;
  runs: number;
  seconds: number;
  connections: number;
}): Promise<void> {
  const { runs, seconds, connections } = options;
  const token = randomBytes(24).toString('hex');
  const results: Record<string, Record<MetricsMode, RunResult[]>> = {};
  // One login for every server: they share the database and the secret, and on PostgreSQL the
  // login throttle (10 a minute) counts across restarts.
  let feedToken: string | undefined;
  let scrapes = 0;
  let failedScrapes = 0;
  console.log(
    `\nMetrics off against on: ${String(runs)} rounds of off, on, off (a fresh server each), ${String(seconds)} s per ` +
      `target, ${String(connections)} connections, a scrape of /metrics every second while on\n`,
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const mode of ROUND_ORDER) {
      process.stdout.write(`round ${String(round)} of ${String(runs)}, METRICS=${mode}…\n`);
      const server = await startBuiltServer({
        env: { ...options.env, METRICS: mode, ...(mode === 'on' ? { METRICS_TOKEN: token } : {}) },
      });
      const scraper =
        mode === 'on'
          ? setInterval(() => {
              scrapes += 1;
              fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })
                .then(async (response) => {
                  await response.text();
                  if (!response.ok) failedScrapes += 1;
                })
                .catch(() => {
                  failedScrapes += 1;
                });
            }, SCRAPE_INTERVAL_MS)
          : null;
      // Less moved by other work on the machine than latency: what each request cost this process.
      const cpu = await createCpuSampler(server.pid, undefined);
      try {
        const targets: MetricsBenchTarget[] = [
          { name: 'GET /api/health', path: '/api/health' },
          {
            name: 'GET /api/campaign creator feed, page 1',
            path: FEED_PATH,
            token: (feedToken ??= await options.logIn(server.baseUrl)),
          },
        ];
        for (const target of targets) {
          const url = `${server.baseUrl}${target.path}`;
          // Warm-up: a fresh process prepares its statements and fills its caches first.
          await loadOnce(url, { connections, seconds: 1, token: target.token });
          const before = await cpu.sample();
          const result = await loadOnce(url, { connections, seconds, token: target.token });
          const used = (await cpu.sample()).node - before.node;
          const byMode = (results[target.name] ??= { off: [], on: [] });
          byMode[mode].push({
            ...result,
            cpu: { node: result.requests > 0 ? used / result.requests : 0, postgres: 0 },
          });
        }
      } finally {
        if (scraper) clearInterval(scraper);
        await cpu.close();
        await server.stop();
      }
    }
  }
  console.log(`\n${formatMetricsTable(results)}`);
  console.log(`\nScrapes while on: ${String(scrapes)}, failed: ${String(failedScrapes)}`);
  const verdicts = Object.entries(results).map(([name, byMode]) =>
    verdictOf(name, figuresOf(byMode.off), figuresOf(byMode.on)),
  );
  for (const verdict of verdicts) console.log(verdict.line);
  const holds = verdicts.every((verdict) => verdict.isWithinNoise) && failedScrapes === 0;
  console.log(
    holds
      ? '\nMetrics goal (issue 35): on is within noise of off: met'
      : '\nMetrics goal (issue 35): on is within noise of off: NOT met (see above)',
  );
  if (!holds) process.exitCode = 1;
}

export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted[sorted.length - 1] ?? 0 };
}

export function figuresOf(runs: readonly RunResult[]): ModeFigures {
  return {
    p50: spreadOf(runs.map((run) => run.p50)),
    p99: spreadOf(runs.map((run) => run.p99)),
    requestsPerSecond: spreadOf(runs.map((run) => run.requestsPerSecond)),
    cpuPerRequest: spreadOf(runs.map((run) => run.cpu?.node ?? 0)),
    errors: runs.reduce((total, run) => total + run.errors, 0),
  };
}

/**
 * Within noise: for p50 and p99 alike, on's median round is no slower than off's slowest round
 * (the spread fresh processes of the same build show by themselves is the noise), and nothing
 * failed. With off measured twice a round, a metrics that costs nothing still fails this by chance
 * only when on's three slowest of five rounds are slower than all ten of off's (2 % a figure, where
 * one off a round over three rounds made it 20 %); a cost larger than the noise fails it every run.
 */
export function verdictOf(name: string, off: ModeFigures, on: ModeFigures): { isWithinNoise: boolean; line: string } {
  const ratio = (figure: 'p50' | 'p99' | 'cpuPerRequest') =>
    off[figure].median > 0 ? on[figure].median / off[figure].median : 1;
  const isWithinNoise =
    on.p50.median <= off.p50.max && on.p99.median <= off.p99.max && on.errors === 0 && off.errors === 0;
  const line =
    `${name}: on/off p50 ${ratio('p50').toFixed(2)}×, p99 ${ratio('p99').toFixed(2)}×, ` +
    `CPU per request ${ratio('cpuPerRequest').toFixed(2)}× ` +
    `(off's own p99 spread ${String(off.p99.min)}–${String(off.p99.max)} ms): ` +
    (isWithinNoise ? 'within noise' : 'NOT within noise');
  return { isWithinNoise, line };
}

function formatMetricsTable(results: Record<string, Record<MetricsMode, RunResult[]>>): string {
  const cell = (spread: Spread, digits = 0) =>
    `${spread.min.toFixed(digits)}/${spread.median.toFixed(digits)}/${spread.max.toFixed(digits)}`.padStart(16);
  const header = [
    'target'.padEnd(42),
    'metrics'.padEnd(8),
    'p50 ms min/med/max'.padStart(20),
    'p99 ms min/med/max'.padStart(20),
    'req/s min/med/max'.padStart(20),
    'CPU ms/req min/med/max'.padStart(24),
    'errors'.padStart(7),
  ].join(' ');
  const lines = Object.entries(results).flatMap(([name, byMode]) =>
    (['off', 'on'] as const).map((mode) => {
      const figures = figuresOf(byMode[mode]);
      return [
        name.padEnd(42),
        mode.padEnd(8),
        cell(figures.p50).padStart(20),
        cell(figures.p99).padStart(20),
        cell(figures.requestsPerSecond).padStart(20),
        cell(figures.cpuPerRequest, 2).padStart(24),
        String(figures.errors).padStart(7),
      ].join(' ');
    }),
  );
  return [header, ...lines].join('\n');
}
