import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findHaproxy, HAPROXY_MISSING, startCluster, startLocalS3 } from '../../apps/api/src/test/cluster/cluster.ts';
import type { LiveTestClient } from '../../apps/api/src/test/live/live-test-client.ts';
import { createCpuSampler, ticksOf } from './bench-cpu.ts';
import { flagValue } from './bench-arguments.ts';
import { BENCH_BRAND_EMAIL } from './bench-data.ts';
import { createBenchDatabase, fillBenchDatabase } from './bench-database.ts';
import { createLiveThreads, measureLiveReceipts, printLiveTable, type LiveRoundFigures } from './bench-live.ts';
import { formatTable, loadOnce, summarise, type BenchTarget, type RunResult } from './bench-load.ts';
import { BROWSE_FIRST_PAGE, FEED_FIRST_PAGE, HEALTH } from './bench-targets.ts';
import { listGoal } from './bench-verdict.ts';
import { mailSinkUrl } from './mail-sink.ts';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 10_000);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 100_000);
const DEMO_PASSWORD = 'Canter-Demo-2026';

/** What goes through the balancer at each size: the baseline, the creators' feed and the brands' browse. */
const TARGETS: readonly BenchTarget[] = [
  HEALTH,
  { name: FEED_FIRST_PAGE, path: '/api/campaign', as: 'creator' },
  { name: BROWSE_FIRST_PAGE, path: '/api/influencers', as: 'brand' },
];

/** CPU per request (ms) of each part: the API processes, PostgreSQL, haproxy, and this load generator. */
type CpuSplit = {
  node: number;
  postgres: number;
  haproxy: number;
  loadGenerator: number;
  /** How many cores those four kept busy on average during the run (CPU time over wall time). */
  coresBusy: number;
};
type SizeFigures = {
  processes: number;
  runs: Map<BenchTarget, (RunResult & { split: CpuSplit })[]>;
  live: LiveRoundFigures[];
};

/** `--cluster 1,2,3` (or `--cluster=1,2,3`): the cluster sizes to measure; null when the flag is absent. */
export function clusterSizes(argv: readonly string[]): number[] | null {
  const value = flagValue(argv, '--cluster', '1,2,3');
  if (value === undefined) return null;
  const sizes = value.split(',').map((size) => Number(size.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 1 || size > 16)) {
    throw new Error('--cluster takes process counts from 1 to 16, comma-separated: --cluster 1,2,3');
  }
  return sizes;
}

/**
 * `npm run bench -- --cluster 1,2,3` (issue 23): for each size, that many API processes (from
 * source, as `npm run start:cluster` runs them) behind haproxy on one PostgreSQL database (a new
 * one on the DATABASE_URL server, dropped at the end) and one local S3 bucket, filled like the main
 * bench (demo data, BENCH_CAMPAIGNS campaigns, BENCH_CREATORS creators). Through the balancer:
 * health, the feed and the browse, `runs` rounds each (min / median / max req/s, p99), the CPU per
 * request split between the API processes, PostgreSQL, haproxy and the load generator, and live
 * delivery with STREAMS streams spread over the processes (send → other party's receipt, p99).
 */
export async function runClusterBench(options: {
  serverUrl: string | undefined;
  sizes: readonly number[];
  runs: number;
  seconds: number;
  connections: number;
}): Promise<void> {
  if (!options.serverUrl) {
    console.log('\ncluster: skipped; it needs DATABASE_URL (PostgreSQL), which the processes share.\n');
    return;
  }
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING);
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-bench-cluster-'));
  const database = await createBenchDatabase(options.serverUrl, dataDir);
  const bucket = await startLocalS3(join(dataDir, 's3'));
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SMTP_URL: await mailSinkUrl(),
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    DATABASE_URL: database.url ?? '',
    TRUST_PROXY: '127.0.0.1',
    BACKGROUND_TASKS: 'on',
    PATH: process.env.PATH ?? '',
    ...bucket.env,
  };
  try {
    console.log(`\ncluster: filling the bench database: demo data, ${CAMPAIGNS} campaigns, ${CREATORS} creators…`);
    await fillBenchDatabase(database, {
      env: { ...env, SEED_DEMO_DATA: 'true', DATA_DIR: dataDir },
      campaigns: CAMPAIGNS,
      creators: CREATORS,
      inspect: async () => {},
    });
    const pairs = await createLiveThreads(database, secret, STREAMS / 2);
    const figures: SizeFigures[] = [];
    for (const size of options.sizes) {
      figures.push(await measureSize(size, { ...options, env, dataDir, haproxy, pairs, databaseUrl: database.url }));
    }
    printClusterReport(figures);
  } finally {
    await bucket.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureSize(
  size: number,
  options: {
    runs: number;
    seconds: number;
    connections: number;
    env: Record<string, string>;
    dataDir: string;
    haproxy: string;
    pairs: Awaited<ReturnType<typeof createLiveThreads>>;
    databaseUrl: string | undefined;
  },
): Promise<SizeFigures> {
  console.log(`\ncluster: ${String(size)} API process(es) behind haproxy…`);
  const cluster = await startCluster({
    processes: size,
    env: options.env,
    dataDir: join(options.dataDir, `size-${String(size)}`),
    haproxy: options.haproxy,
  });
  const cpu = await createCpuSampler(
    cluster.processes.map((member) => member.pid),
    options.databaseUrl,
  );
  const streams: LiveTestClient[] = [];
  try {
    const tokens = {
      creator: await logIn(cluster.balancerUrl, '/api/influencers/login', 'ava.sinclair@equicreators.test'),
      brand: await logIn(cluster.balancerUrl, '/api/brands/login', BENCH_BRAND_EMAIL),
    };
    const tokenOf = (target: BenchTarget) =>
      target.as === 'creator' ? tokens.creator : target.as === 'brand' ? tokens.brand : undefined;
    const load = (target: BenchTarget, seconds: number) =>
      loadOnce(`${cluster.balancerUrl}${target.path}`, {
        connections: options.connections,
        seconds,
        token: tokenOf(target),
      });
    // Warm-up: every process's pooled connections prepare their statements before anything counts.
    for (const target of TARGETS) await load(target, 1);
    const runs = new Map<BenchTarget, (RunResult & { split: CpuSplit })[]>(TARGETS.map((target) => [target, []]));
    for (let round = 1; round <= options.runs; round += 1) {
      process.stdout.write(`  round ${String(round)} of ${String(options.runs)}…\n`);
      for (const target of TARGETS) {
        const before = { ...(await cpu.sample()), haproxy: await ticksOf(cluster.balancerPid), self: cpuOfSelf() };
        const result = await load(target, options.seconds);
        const after = { ...(await cpu.sample()), haproxy: await ticksOf(cluster.balancerPid), self: cpuOfSelf() };
        const perRequest = (used: number) => (result.requests > 0 ? used / result.requests : 0);
        const used = {
          node: after.node - before.node,
          postgres: after.postgres - before.postgres,
          haproxy: after.haproxy - before.haproxy,
          loadGenerator: after.self - before.self,
        };
        const split: CpuSplit = {
          node: perRequest(used.node),
          postgres: perRequest(used.postgres),
          haproxy: perRequest(used.haproxy),
          loadGenerator: perRequest(used.loadGenerator),
          coresBusy: (used.node + used.postgres + used.haproxy + used.loadGenerator) / (options.seconds * 1000),
        };
        runs.get(target)?.push({ ...result, cpu: { node: split.node, postgres: split.postgres }, split });
      }
    }
    console.log(`  live: ${String(STREAMS)} streams through the balancer, spread over the processes`);
    const balancer = cluster.balancerUrl;
    const live = await measureLiveReceipts(
      options.pairs,
      { streamUrl: () => balancer, sendUrl: () => balancer },
      options.runs,
      streams,
    );
    return { processes: size, runs, live };
  } finally {
    for (const stream of streams) stream.close();
    await cpu.close();
    await cluster.stop();
  }
}

async function logIn(baseUrl: string, path: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`The login of ${email} answered ${String(response.status)}`);
  return ((await response.json()) as { token: string }).token;
}

/** CPU time (ms) this process (autocannon's client runs in it) has used so far. */
function cpuOfSelf(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function printClusterReport(figures: readonly SizeFigures[]): void {
  const cores = availableParallelism();
  for (const size of figures) {
    const summaries = TARGETS.map((target) => summarise(target.name, size.runs.get(target) ?? []));
    const [baseline] = summaries;
    if (!baseline) continue;
    console.log(`\n── ${String(size.processes)} API process(es) behind haproxy`);
    console.log(formatTable(summaries, baseline));
    // The same goal lines as the single-process bench, through the balancer.
    for (const [label, name] of [
      ['Feed goal (issue 7)', FEED_FIRST_PAGE],
      ['Browse goal', BROWSE_FIRST_PAGE],
    ] as const) {
      const summary = summaries.find((candidate) => candidate.name === name);
      if (summary) console.log(`  ${listGoal(`${label}, ${name}`, summary, baseline).line}`);
    }
    console.log(
      '\n  CPU per request (median ms over rounds)   API processes   PostgreSQL   haproxy   load generator   cores busy',
    );
    for (const target of TARGETS) {
      const splits = (size.runs.get(target) ?? []).map((run) => run.split);
      const cell = (pick: (split: CpuSplit) => number) => median(splits.map(pick)).toFixed(2);
      console.log(
        `  ${target.name.padEnd(42).slice(0, 42)} ${cell((split) => split.node).padStart(13)} ${cell((split) => split.postgres).padStart(12)} ${cell((split) => split.haproxy).padStart(9)} ${cell((split) => split.loadGenerator).padStart(16)} ${cell((split) => split.coresBusy).padStart(12)}`,
      );
    }
    printLiveTable(size.live);
  }

  console.log(`\n── Scaling (median req/s; × = against 1 process; this machine has ${String(cores)} CPU cores)`);
  const first = figures[0];
  for (const target of TARGETS) {
    const cells = figures.map((size) => {
      const rate = summarise(target.name, size.runs.get(target) ?? []).requestsPerSecond.median;
      const one = first ? summarise(target.name, first.runs.get(target) ?? []).requestsPerSecond.median : rate;
      return `${String(size.processes)}: ${rate.toFixed(0)} (${(rate / one).toFixed(2)}×)`;
    });
    console.log(`  ${target.name.padEnd(46).slice(0, 46)} ${cells.join('   ')}`);
  }
  console.log(
    [
      '',
      `  How to read this: the API processes, PostgreSQL, haproxy and the load generator all share these`,
      `  ${String(cores)} cores ('cores busy' is their CPU time over the run's wall time). Throughput grows with`,
      '  processes only while a core is left idle; once they are all busy, another process adds context',
      '  switches, connections and haproxy hops instead of capacity, and the figures above say where each',
      "  request's CPU goes. Several processes on one small machine buy surviving the loss of one (the",
      '  cluster proof test), not speed: real scaling puts the processes on machines of their own, apart',
      '  from the database and from the load.',
      '',
    ].join('\n'),
  );
}
