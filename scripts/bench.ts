/**
 * `npm run bench [-- --only creators,facets,campaigns,admin,web,live,abuse,metrics]` or `npm run bench -- --cluster 1,2,3`
 * (several processes behind haproxy: see lib/bench-cluster.ts) (live: see lib/bench-live.ts; abuse: /api/health
 * while 20 oversized uploads are refused, see lib/bench-abuse.ts): starts the built server on a fresh
 * database (PGlite, or, when DATABASE_URL is set, a database of its own on that PostgreSQL server,
 * dropped at the end) holding the demo data, BENCH_CAMPAIGNS more campaigns (group campaigns) and
 * BENCH_CREATORS generated creators (group creators), prints the plans of the lists' statements
 * (flagging a Seq Scan on creator_profiles), then loads each target with autocannon, BENCH_RUNS
 * times in turn with /api/health (the baseline: one database round trip) in every round and again
 * just before each target, and prints min / median / max requests per second, latencies, each
 * target's share of the baseline and the CPU per request of node and of PostgreSQL. The goal lines
 * judge each p99 as a multiple of health's p99 just before it, over the rounds (lib/bench-verdict.ts):
 * absolute figures move with whatever else the machine is doing; compare them between changes.
 * Last (group metrics, lib/bench-metrics.ts), the same build with METRICS=off against METRICS=on and
 * a scraper, health and the feed, rounds alternating, with the verdict whether on is within noise.
 * `--against <git ref>` (lib/bench-against.ts) builds that ref in a worktree of its own, fills it a
 * database of its own the same way, and loads both builds target by target in alternating order
 * within each round, printing both tables and the change of each target's share and p99 multiple.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { createAbuseThreads, runAbuseBench } from './lib/bench-abuse.ts';
import {
  fillAgainstDatabase,
  formatComparison,
  prepareAgainstCheckout,
  type AgainstCheckout,
} from './lib/bench-against.ts';
import { flagValue } from './lib/bench-arguments.ts';
import { clusterSizes, runClusterBench } from './lib/bench-cluster.ts';
import { createCpuSampler, type CpuSampler } from './lib/bench-cpu.ts';
import { BENCH_BRAND_EMAIL } from './lib/bench-data.ts';
import { createBenchDatabase, dropBenchDatabase, fillBenchDatabase } from './lib/bench-database.ts';
import { createQueryRecorder, explainAnalyze, indexesOf } from './lib/bench-explain.ts';
import { formatTable, type BenchTarget, type TargetSummary } from './lib/bench-load.ts';
import { measureRounds, type BenchSide } from './lib/bench-rounds.ts';
import { FEED_FIRST_PAGE, HEALTH, selectedGroups, TARGETS as ALL_TARGETS } from './lib/bench-targets.ts';
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { runLiveBench } from './lib/bench-live.ts';
import { runMetricsBench } from './lib/bench-metrics.ts';
import { goalVerdict, listGoal, pairRounds, SHARE_GOAL, shareBeside, shareOf } from './lib/bench-verdict.ts';
import { mailSinkUrl } from './lib/mail-sink.ts';
import { startBuiltServer, type RunningServerProcess } from './lib/server-process.ts';

const SECONDS_PER_RUN = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Five for the metrics (lib/bench-metrics.ts): its verdict reads on's median against off's spread.
const METRICS_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GROUPS = selectedGroups(process.argv.slice(2));
// `--only metrics`: METRICS=off against on (lib/bench-metrics.ts), no other target.
const IS_METRICS_ONLY = GROUPS.size === 1 && GROUPS.has('metrics');
const CAMPAIGNS = GROUPS.has('campaigns') ? Number(process.env.BENCH_CAMPAIGNS ?? 10_000) : 0;
const CREATORS = GROUPS.has('creators') || GROUPS.has('facets') ? Number(process.env.BENCH_CREATORS ?? 100_000) : 0;

/** Issue 31's p99 bound for the feed filtered on the offer, and issue 33's for the browse by facets. */
const ABSOLUTE_P99_MS = 25;

const DEMO_PASSWORD = 'Canter-Demo-2026';
const LOGINS = {
  admin: { path: '/api/admin/login', email: 'admin@equicreators.test' },
  creator: { path: '/api/influencers/login', email: 'ava.sinclair@equicreators.test' },
  brand: { path: '/api/brands/login', email: BENCH_BRAND_EMAIL },
  unpaidBrand: { path: '/api/brands/login', email: 'meadowlark@equicreators.test' },
} as const;
type LoginName = keyof typeof LOGINS;

const TARGETS = ALL_TARGETS.filter((target) => target.group === 'baseline' || GROUPS.has(target.group));
// The lists whose statements are explained before the load.
const EXPLAINED = TARGETS.filter((target) => target.explain);

// Several processes behind haproxy (issue 23): a run of its own, nothing else is built or loaded.
const CLUSTER_SIZES = clusterSizes(process.argv.slice(2));
// `--against <ref>`: that ref's build beside this one, in the same rounds.
const AGAINST_REF = flagValue(process.argv.slice(2), '--against');
if (AGAINST_REF === '') throw new Error('--against takes a git ref: --against main');
if (CLUSTER_SIZES) {
  await runClusterBench({
    serverUrl: process.env.DATABASE_URL,
    sizes: CLUSTER_SIZES,
    runs: RUNS,
    seconds: SECONDS_PER_RUN,
    connections: CONNECTIONS,
  });
  process.exit(0);
}

// Live delivery (issue 9) runs its own two API processes from source; alone, nothing else is built or loaded.
if (GROUPS.has('live')) {
  await runLiveBench({ serverUrl: process.env.DATABASE_URL, runs: RUNS });
  if (GROUPS.size === 1) process.exit(0);
}

buildIfNeeded();
const against = AGAINST_REF ? prepareAgainstCheckout(AGAINST_REF) : null;
const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-bench-'));
const database = await createBenchDatabase(process.env.DATABASE_URL, dataDir);
// The other build's data folder and database (DATABASE_URL, or undefined for PGlite in that folder).
const otherDataDir = against ? await mkdtemp(join(tmpdir(), 'equicreators-bench-against-')) : null;
let otherDatabaseUrl: string | undefined;
const env = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Production needs a mail relay: one that takes every e-mail and keeps none.
  SMTP_URL: await mailSinkUrl(),
  SEED_DEMO_DATA: 'true',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};

try {
  console.log(
    `\nFilling the ${database.engine} bench database: demo data, ${CAMPAIGNS} campaigns, ${CREATORS} creators…`,
  );
  const recorder = createQueryRecorder();
  await fillBenchDatabase(database, {
    env,
    campaigns: CAMPAIGNS,
    creators: CREATORS,
    onQuery: recorder.onQuery,
    inspect: (app, handle) => explainTargets(app, handle, recorder),
  });
  if (against && otherDataDir) {
    console.log(`\nFilling ${against.ref}'s bench database the same way…`);
    otherDatabaseUrl = await fillAgainstDatabase(against, {
      serverUrl: process.env.DATABASE_URL,
      dataDir: otherDataDir,
      env: { ...env, DATA_DIR: otherDataDir },
      campaigns: CAMPAIGNS,
      creators: CREATORS,
    });
  }

  if (!IS_METRICS_ONLY) await loadTargets();
  // Started after the targets' server stopped: the embedded database admits one process at a time.
  if (GROUPS.has('metrics')) {
    await runMetricsBench({
      env: { ...env, ...(database.url ? { DATABASE_URL: database.url } : {}) },
      logIn: async (baseUrl) => (await logInAll(baseUrl)).creator,
      runs: METRICS_RUNS,
      seconds: SECONDS_PER_RUN,
      connections: CONNECTIONS,
    });
  }
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
  if (otherDatabaseUrl) await dropBenchDatabase(otherDatabaseUrl);
  if (otherDataDir) await rm(otherDataDir, { recursive: true, force: true });
}

/** Sends each explained target once in this process and prints the plan of every statement it ran. */
async function explainTargets(
  app: FastifyInstance,
  handle: DatabaseHandle,
  recorder: ReturnType<typeof createQueryRecorder>,
): Promise<void> {
  const tokens: Partial<Record<LoginName, string>> = {};
  for (const name of Object.keys(LOGINS) as LoginName[]) {
    const { path, email } = LOGINS[name];
    const response = await app.inject({ method: 'POST', url: path, payload: { email, password: DEMO_PASSWORD } });
    tokens[name] = response.json<{ token: string }>().token;
  }
  const explained = new Set<string>();
  for (const target of EXPLAINED) {
    const token = target.as ? tokens[target.as] : undefined;
    const queries = await recorder.record(async () => {
      const response = await app.inject({
        method: 'GET',
        url: target.path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode !== 200) throw new Error(`${target.path} answered ${response.statusCode}`);
    });
    console.log(`\n── ${target.name}: ${queries.length} statement(s)`);
    for (const [index, recorded] of queries.entries()) {
      const label = `  [${index + 1}] ${recorded.query.slice(0, 100).replaceAll(/\s+/g, ' ')}…`;
      // The same statement with the same values (times aside) was explained for an earlier target.
      const key = JSON.stringify([recorded.query, recorded.params.map(withoutTime)]);
      if (explained.has(key)) {
        console.log(`${label}\n      (the same statement and values as above)`);
        continue;
      }
      explained.add(key);
      const plan = await explainAnalyze(handle.db, recorded);
      const { indexes, sequentialScans } = indexesOf(plan);
      console.log(`\n${label}`);
      console.log(
        `      indexes: ${indexes.join(', ') || 'none'}; sequential scans: ${sequentialScans.join(', ') || 'none'}`,
      );
      if (sequentialScans.includes('creator_profiles')) {
        console.log('      ⚠ Seq Scan on creator_profiles: this shape reads every creator');
      }
      console.log(plan.map((line) => `      ${line}`).join('\n'));
    }
  }
}

/** A parameter with a point in time blanked out (the session check's `now` differs on every call). */
function withoutTime(value: unknown): unknown {
  if (value instanceof Date) return 'time';
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) ? 'time' : value;
}

async function logInAll(baseUrl: string): Promise<Record<LoginName, string>> {
  const entries = await Promise.all(
    (Object.keys(LOGINS) as LoginName[]).map(async (name) => {
      const { path, email } = LOGINS[name];
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`The ${name} login answered ${response.status}`);
      return [name, ((await response.json()) as { token: string }).token] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LoginName, string>;
}

/**
 * The lists' goals (issue 7: the feed; issue 21: the campaign lists; issue 8: the browse's first
 * pages): ≥ 40 % of health's throughput and a p99 at most twice health's just before it.
 */
function printListGoals(summaries: readonly TargetSummary[], baseline: TargetSummary): void {
  const note = database.engine === 'pglite' ? ' (this run is PGlite)' : '';
  const labelOf = (target: (typeof TARGETS)[number]): string | null =>
    target.name === FEED_FIRST_PAGE
      ? 'Feed goal (issue 7)'
      : target.goal === 'campaign-list'
        ? 'Campaign list goal (issue 21)'
        : target.goal === 'first-page'
          ? 'Browse goal'
          : target.goal === 'offer-feed'
            ? 'Offer feed goal (issue 31)'
            : target.goal === 'facets'
              ? 'Facet browse goal (issue 33)'
              : null;
  for (const target of TARGETS) {
    const label = labelOf(target);
    const summary = summaries.find((candidate) => candidate.name === target.name);
    if (label && summary) console.log(listGoal(`${label}, ${target.name}`, summary, baseline, note).line);
    if (target.goal === 'offer-feed' && summary) console.log(absoluteGoalLine('issue 31', summary, baseline, note));
    if (target.goal === 'facets' && summary) console.log(absoluteGoalLine('issue 33', summary, baseline, note));
  }
}

/**
 * Issues 31 (the feed by offer) and 33 (the browse by facets) state their goals in absolute terms
 * too: ≥ 40 % of health's throughput and a p99 under ABSOLUTE_P99_MS, with min / median / max
 * req/s beside health's in the same run.
 */
function absoluteGoalLine(issue: string, summary: TargetSummary, baseline: TargetSummary, note: string): string {
  const share = shareBeside(summary, baseline);
  const isMet = share >= SHARE_GOAL && summary.p99 < ABSOLUTE_P99_MS;
  const rates = ({ requestsPerSecond: { min, median, max } }: TargetSummary) =>
    `${min.toFixed(0)} / ${median.toFixed(0)} / ${max.toFixed(0)}`;
  return (
    `  ${issue}: req/s min / median / max ${rates(summary)} against health's ${rates(baseline)} → ` +
    `${share.toFixed(0)} % (≥ ${String(SHARE_GOAL)} %), p99 ${String(summary.p99)} ms (worst ` +
    `${String(summary.worstP99)}; < ${String(ABSOLUTE_P99_MS)} ms): ${isMet ? 'met' : 'NOT met'}${note}`
  );
}

function printBrowseExtras(summaries: readonly TargetSummary[], baseline: TargetSummary): void {
  const engine = database.engine === 'pglite' ? ' (this run is PGlite)' : '';
  for (const target of TARGETS.filter((candidate) => candidate.goal === 'uncached')) {
    const summary = summaries.find((candidate) => candidate.name === target.name);
    if (!summary) continue;
    console.log(
      `Uncached (reported, not held to the goal): ${target.name} → ${shareBeside(summary, baseline).toFixed(0)} %, ` +
        `p99 ${summary.p99} ms${cpuBound(summary, baseline)}${engine}`,
    );
  }
  // Page 50 against page 1, round by round: at least half its throughput, a p99 at most twice its.
  const deep = summaries.find(
    (summary) => summary.name === TARGETS.find((target) => target.goal === 'deep-page')?.name,
  );
  const first = summaries.find(
    (summary) => summary.name === TARGETS.find((target) => target.goal === 'first-page')?.name,
  );
  if (!deep || !first) return;
  const verdict = goalVerdict({
    label: 'Browse goal page 50 no worse than 2× page 1',
    rounds: pairRounds(deep.p99s, first.p99s),
    share: { percent: shareOf(deep, first), atLeast: 50 },
    limit: 2,
    baselineName: 'page 1',
    note: engine,
  });
  console.log(verdict.line);
}

/** What CPU alone allows: the share of health's throughput that their CPU per request leaves. */
function cpuBound(summary: TargetSummary, baseline: TargetSummary): string {
  if (!summary.cpu || !baseline.cpu) return '';
  const cost = summary.cpu.node + summary.cpu.postgres;
  const healthCost = baseline.cpu.node + baseline.cpu.postgres;
  return (
    `; node + PostgreSQL ${cost.toFixed(2)} ms of CPU per request against health's ${healthCost.toFixed(2)}, ` +
    `which bounds it near ${((100 * healthCost) / cost).toFixed(0)} % of health`
  );
}

/**
 * Loads every selected target against this build's server, and with `--against` against the other
 * build's too (each on its own database), then prints each table, its goals, and the comparison.
 */
async function loadTargets(): Promise<void> {
  // Issue 18: a thread per uploader, written before the server opens the database.
  const abuseThreads = GROUPS.has('abuse') ? await createAbuseThreads(database, env.JWT_SECRET) : [];
  const started: { server: RunningServerProcess; cpu: CpuSampler }[] = [];
  const startSide = async (label: string, sideEnv: Record<string, string>, root?: string): Promise<BenchSide> => {
    const server = await startBuiltServer({ env: sideEnv, ...(root ? { root } : {}) });
    const cpu = await createCpuSampler(server.pid, sideEnv.DATABASE_URL);
    started.push({ server, cpu });
    const tokens = await logInAll(server.baseUrl);
    return {
      label,
      baseUrl: server.baseUrl,
      cpu,
      tokenOf: (target: BenchTarget) => (target.as ? tokens[target.as] : undefined),
    };
  };
  try {
    const here = await startSide('here', { ...env, ...(database.url ? { DATABASE_URL: database.url } : {}) });
    const other = against ? await startSide(against.ref, otherEnv(against), against.root) : null;
    const sides = other ? [other, here] : [here];
    console.log(
      `\nEquiCreators benchmark: ${database.engine}, ${CONNECTIONS} connections, ` +
        `${RUNS} rounds of ${SECONDS_PER_RUN} s per target` +
        (against ? `, this checkout against ${against.ref} (${against.sha.slice(0, 12)})` : '') +
        '\n',
    );
    const measured = await measureRounds(sides, TARGETS, {
      runs: RUNS,
      seconds: SECONDS_PER_RUN,
      connections: CONNECTIONS,
    });
    for (const side of sides) {
      const summaries = measured.get(side) ?? [];
      const baseline = summaries.find((summary) => summary.name === HEALTH.name);
      if (!baseline) throw new Error('The baseline was not measured');
      if (against)
        console.log(`\n── ${side === here ? 'this checkout' : `${side.label} (${against.sha.slice(0, 12)})`}`);
      console.log(`\n${formatTable(summaries, baseline)}\n`);
      printListGoals(summaries, baseline);
      printBrowseExtras(summaries, baseline);
    }
    if (against && other) {
      console.log(`\n── ${against.ref} against this checkout, each beside its own health\n`);
      console.log(formatComparison(against.ref, measured.get(other) ?? [], measured.get(here) ?? []));
    }
    if (GROUPS.has('abuse')) {
      const server = started[0]?.server;
      if (server) {
        await runAbuseBench({
          baseUrl: server.baseUrl,
          pid: server.pid,
          threads: abuseThreads,
          rounds: RUNS,
          seconds: SECONDS_PER_RUN,
          connections: CONNECTIONS,
        });
      }
    }
  } finally {
    for (const { server, cpu } of started) {
      await cpu.close();
      await server.stop();
    }
  }
}

/** The other build's environment: this one's, on its own data folder and database. */
function otherEnv(checkout: AgainstCheckout): Record<string, string> {
  if (!otherDataDir) throw new Error(`No data folder for ${checkout.ref}`);
  return { ...env, DATA_DIR: otherDataDir, ...(otherDatabaseUrl ? { DATABASE_URL: otherDatabaseUrl } : {}) };
}
