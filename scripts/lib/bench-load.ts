import autocannon from 'autocannon';
import { ratioSpread, roundsAgainst, shareBeside } from './bench-verdict.ts';

export type BenchTarget = {
  name: string;
  path: string;
  /** The demo login whose token goes with each request; none for public paths. */
  as?: 'admin' | 'creator' | 'brand' | 'unpaidBrand';
  /** A new path for every request (a search per request, so no cache keyed by it helps). */
  vary?: () => string;
};

export type RunResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU per request (ms) of the server process and of its PostgreSQL backends, when sampled. */
  cpu?: { node: number; postgres: number };
  /** The p99 of the baseline's run just before this one, when the bench made one. */
  baselineP99?: number;
  /** The req/s of that baseline run. */
  baselineRequestsPerSecond?: number;
};

/** One autocannon run against `url`: requests per second and latency (ms), errors counted together. */
export async function loadOnce(
  url: string,
  {
    connections,
    seconds,
    token,
    vary,
  }: { connections: number; seconds: number; token?: string | undefined; vary?: (() => string) | undefined },
): Promise<RunResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(vary ? { requests: [{ setupRequest: (request) => ({ ...request, path: vary() }) }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type TargetSummary = {
  name: string;
  requestsPerSecond: { min: number; median: number; max: number };
  p50: number;
  p99: number;
  worstP99: number;
  /** Each round's p99, in round order: a verdict compares it with the baseline's beside it. */
  p99s: number[];
  /** The baseline's p99 just before each round of this target; empty when not measured. */
  baselineP99s: number[];
  /** Each round's req/s, and the baseline's just before it (empty when not measured), in round order. */
  rates: number[];
  baselineRates: number[];
  errors: number;
  /** Median CPU per request (ms), node and PostgreSQL; null when not sampled. */
  cpu: { node: number; postgres: number } | null;
};

/** Min / median / max throughput of the runs, the median run's latencies and the worst p99. */
export function summarise(name: string, runs: readonly RunResult[]): TargetSummary {
  const rates = runs.map((run) => run.requestsPerSecond);
  return {
    name,
    requestsPerSecond: { min: Math.min(...rates), median: median(rates), max: Math.max(...rates) },
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    worstP99: Math.max(...runs.map((run) => run.p99)),
    p99s: runs.map((run) => run.p99),
    baselineP99s: runs.flatMap((run) => (run.baselineP99 === undefined ? [] : [run.baselineP99])),
    rates,
    baselineRates: runs.flatMap((run) =>
      run.baselineRequestsPerSecond === undefined ? [] : [run.baselineRequestsPerSecond],
    ),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpu: runs.every((run) => run.cpu)
      ? {
          node: median(runs.map((run) => run.cpu?.node ?? 0)),
          postgres: median(runs.map((run) => run.cpu?.postgres ?? 0)),
        }
      : null,
  };
}

const NAME_WIDTH = 66;

/**
 * The table `npm run bench` prints: each target's throughput also as a share of the baseline's, and
 * its p99 as a multiple of the baseline's p99 beside it (the median round's; bench-verdict.ts).
 */
export function formatTable(summaries: readonly TargetSummary[], baseline: TargetSummary): string {
  const header = [
    'target'.padEnd(NAME_WIDTH),
    'req/s min'.padStart(10),
    'median'.padStart(8),
    'max'.padStart(8),
    '% health'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'p99 ×health'.padStart(12),
    'worst p99'.padStart(10),
    'errors'.padStart(7),
    'node ms/req'.padStart(12),
    'pg ms/req'.padStart(10),
  ].join(' ');
  const lines = summaries.map((summary) =>
    [
      summary.name.padEnd(NAME_WIDTH),
      summary.requestsPerSecond.min.toFixed(0).padStart(10),
      summary.requestsPerSecond.median.toFixed(0).padStart(8),
      summary.requestsPerSecond.max.toFixed(0).padStart(8),
      `${shareBeside(summary, baseline).toFixed(0)} %`.padStart(9),
      String(summary.p50).padStart(7),
      String(summary.p99).padStart(7),
      p99Multiple(summary, baseline).padStart(12),
      String(summary.worstP99).padStart(10),
      String(summary.errors).padStart(7),
      (summary.cpu ? summary.cpu.node.toFixed(2) : '-').padStart(12),
      (summary.cpu ? summary.cpu.postgres.toFixed(2) : '-').padStart(10),
    ].join(' '),
  );
  return [header, ...lines].join('\n');
}

/** The median round's p99 over the baseline's p99 in that round, e.g. '1.62×'; '-' when not measured. */
function p99Multiple(summary: TargetSummary, baseline: TargetSummary): string {
  const spread = ratioSpread(roundsAgainst(summary, baseline));
  return spread ? `${spread.median.ratio.toFixed(2)}×` : '-';
}
