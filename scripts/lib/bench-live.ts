import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { campaignEntries } from '../../apps/api/src/db/schema/index.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { findFreePort, spawnApiProcess } from '../../apps/api/src/test/live/live-chaos-client.ts';
import { connectLive, type LiveTestClient } from '../../apps/api/src/test/live/live-test-client.ts';
import { createBrand, createCampaignRow, createCreator, sessionLogin } from '../../apps/api/src/test/factories.ts';
import { createBenchDatabase } from './bench-database.ts';
import { goalVerdict } from './bench-verdict.ts';
import { mailSinkUrl } from './mail-sink.ts';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const SENDS_PER_RUN = Number(process.env.BENCH_LIVE_SENDS ?? 300);
// One send at a time by default: the figure is delivery latency, not the send path's queueing under load.
const CONCURRENCY = Number(process.env.BENCH_LIVE_CONCURRENCY ?? 1);
// Issue 9: send → the other client's receipt, p99 under 100 ms on loopback; printed beside the verdict.
const GOAL_P99_MS = 100;
// Issue 28: the verdict is the receipt's p99 over the p99 of plain health round trips made one at a
// time between the sends, to the same process, in the same round (docs/decisions/010-live-messaging.md).
export const LIVE_RATIO_LIMIT = 10;

export type LivePair = { campaignId: string; creatorId: string; brand: string; creator: string };
type Percentiles = { p50: number; p99: number };
export type LiveRoundFigures = { send: Percentiles; receipt: Percentiles; health: Percentiles };

/**
 * `npm run bench -- --only live`: two API processes on one PostgreSQL database (a new one on the
 * DATABASE_URL server, dropped at the end), STREAMS open streams (each thread's brand on the first
 * process, its creator on the second), then `runs` rounds of sends, each crossing processes: the
 * plain send request's latency beside the time from starting the send to the other party's stream
 * receiving the message. Figures per round (p50, p99) and min / median / max over rounds.
 */
export async function runLiveBench({ serverUrl, runs }: { serverUrl: string | undefined; runs: number }) {
  if (!serverUrl) {
    console.log('\nlive: skipped; it needs DATABASE_URL (PostgreSQL), which two API processes share.\n');
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-bench-live-'));
  const database = await createBenchDatabase(serverUrl, dataDir);
  const secret = randomBytes(32).toString('hex');
  const processes: Awaited<ReturnType<typeof spawnApiProcess>>[] = [];
  const streams: LiveTestClient[] = [];
  try {
    console.log(`\nlive: ${STREAMS} streams across two API processes on PostgreSQL, ${CONCURRENCY} sends at a time`);
    const pairs = await createLiveThreads(database, secret, STREAMS / 2);
    const env = {
      NODE_ENV: 'production',
      SMTP_URL: await mailSinkUrl(),
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: secret,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['a', 'b']) {
      processes.push(await spawnApiProcess({ ...env, DATA_DIR: join(dataDir, name) }, await findFreePort()));
    }
    const [a, b] = processes.map((server) => server.url) as [string, string];

    // Each thread's brand streams from A and its creator from B; each side sends through its own process.
    const layout = {
      streamUrl: (index: number) => (index % 2 === 0 ? a : b),
      sendUrl: (isBrand: boolean) => (isBrand ? a : b),
    };
    const rounds = await measureLiveReceipts(pairs, layout, runs, streams);
    printLiveTable(rounds);
  } finally {
    for (const stream of streams) stream.close();
    for (const server of processes) server.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.exited));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Where each stream connects (stream 2k is thread k's brand, 2k+1 its creator) and where each side sends. */
export type LiveLayout = { streamUrl: (streamIndex: number) => string; sendUrl: (isBrand: boolean) => string };

/**
 * Opens a stream per party of every thread (into `streams`, which the caller closes), then `runs`
 * rounds of sends: per round the send request's latency and the time from starting the send to the
 * other party's stream receiving the message (p50, p99), and after each send a GET /api/health to
 * the same process: the baseline of the round, measured by the same client amid the same noise.
 */
export async function measureLiveReceipts(
  pairs: readonly LivePair[],
  layout: LiveLayout,
  runs: number,
  streams: LiveTestClient[],
): Promise<LiveRoundFigures[]> {
  // When each stream received each message, and who waits for one still to come.
  const arrivedAt = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const onEventOf = (streamIndex: number) => (event: LiveTestClient['events'][number]) => {
    if (event.type !== 'message') return;
    const key = `${String(streamIndex)}/${event.message.id}`;
    const now = performance.now();
    arrivedAt.set(key, now);
    waiting.get(key)?.(now);
  };
  for (const pair of pairs) {
    streams.push(await connectLive(layout.streamUrl(streams.length), pair.brand, onEventOf(streams.length)));
    streams.push(await connectLive(layout.streamUrl(streams.length), pair.creator, onEventOf(streams.length)));
  }
  await Promise.all(streams.map((stream) => stream.waitFor('ready', undefined, 30_000)));

  // Odd sends: the creator writes to the brand's stream; even: the brand to the creator's.
  const sendOne = async (index: number) => {
    const pair = pairs[index % pairs.length] as LivePair;
    const isBrand = index % 2 === 0;
    const form = new FormData();
    form.append('from', isBrand ? pair.campaignId : pair.creatorId);
    form.append('to', isBrand ? pair.creatorId : pair.campaignId);
    form.append('content', `bench message ${String(index)}`);
    const started = performance.now();
    const response = await fetch(`${layout.sendUrl(isBrand)}/api/messages/${isBrand ? 'send' : 'sendbrand'}`, {
      method: 'POST',
      headers: { authorization: isBrand ? pair.brand : pair.creator },
      body: form,
    });
    const answered = performance.now();
    if (!response.ok) throw new Error(`send answered ${String(response.status)}`);
    const { message } = (await response.json()) as { message: { id: string } };
    const key = `${String((index % pairs.length) * 2 + (isBrand ? 1 : 0))}/${message.id}`;
    const already = arrivedAt.get(key);
    const received =
      already === undefined ? new Promise<number>((resolve) => waiting.set(key, resolve)) : Promise.resolve(already);
    const receivedAt = await Promise.race([received, delay(5_000).then(() => Number.NaN)]);
    waiting.delete(key);
    arrivedAt.delete(key);
    const healthStarted = performance.now();
    const health = await fetch(`${layout.sendUrl(isBrand)}/api/health`);
    await health.arrayBuffer();
    if (!health.ok) throw new Error(`health answered ${String(health.status)}`);
    return { send: answered - started, receipt: receivedAt - started, health: performance.now() - healthStarted };
  };
  const runRound = async (sends: number, offset: number) => {
    const figures: { send: number; receipt: number; health: number }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < sends) figures.push(await sendOne(offset + next++));
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return figures;
  };

  await runRound(50, 0);
  const rounds: LiveRoundFigures[] = [];
  for (let round = 1; round <= runs; round += 1) {
    const figures = await runRound(SENDS_PER_RUN, round * SENDS_PER_RUN);
    const lost = figures.filter((figure) => Number.isNaN(figure.receipt)).length;
    if (lost > 0) console.log(`  round ${String(round)}: ${String(lost)} message(s) not received within 5 s`);
    rounds.push({
      send: percentiles(figures.map((figure) => figure.send)),
      receipt: percentiles(figures.filter((figure) => !Number.isNaN(figure.receipt)).map((figure) => figure.receipt)),
      health: percentiles(figures.map((figure) => figure.health)),
    });
    process.stdout.write(`  round ${String(round)} of ${String(runs)} done\n`);
  }
  return rounds;
}

/** `count` brands, each with a campaign that hired a creator of its own, and a token for each side. */
export async function createLiveThreads(
  database: Awaited<ReturnType<typeof createBenchDatabase>>,
  secret: string,
  count: number,
) {
  const handle = await database.open();
  const login = sessionLogin(handle.db, secret);
  try {
    await migrateDatabase(handle);
    const pairs: LivePair[] = [];
    for (let index = 0; index < count; index += 1) {
      const brand = await createBrand(handle.db);
      const creator = await createCreator(handle.db);
      const campaign = await createCampaignRow(handle.db, brand.id);
      const now = new Date();
      await handle.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', appliedAt: now, hiredAt: now });
      pairs.push({
        campaignId: campaign.id,
        creatorId: creator.id,
        brand: await login({ id: brand.id, type: 'brand' }),
        creator: await login({ id: creator.id, type: 'contentCreator' }),
      });
    }
    return pairs;
  } finally {
    await handle.close();
  }
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

export function printLiveTable(rounds: LiveRoundFigures[]) {
  const spread = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return `${ms(sorted[0])} / ${ms(median)} / ${ms(sorted.at(-1))}`;
  };
  const rows = [
    ['POST send (request answered)', rounds.map((round) => round.send)],
    ['send → other client receives', rounds.map((round) => round.receipt)],
    ['GET /api/health between sends (baseline)', rounds.map((round) => round.health)],
  ] as const;
  console.log('\n  live delivery (min / median / max over rounds)   p50                      p99');
  for (const [name, figures] of rows) {
    const p50 = spread(figures.map((figure) => figure.p50));
    const p99 = spread(figures.map((figure) => figure.p99));
    console.log(`  ${name.padEnd(46)} ${p50.padEnd(24)} ${p99}`);
  }
  const verdict = goalVerdict({
    label: 'goal (issues 9, 28): send → other client receives',
    rounds: rounds.map((round) => ({ target: round.receipt.p99, baseline: round.health.p99 })),
    limit: LIVE_RATIO_LIMIT,
    baselineName: 'health',
  });
  const receipts = rounds.map((round) => round.receipt.p99).sort((x, y) => x - y);
  const medianReceipt = receipts[Math.floor(receipts.length / 2)];
  console.log(
    `\n  ${verdict.line}\n  (issue 9's absolute figure: receipt p99 under ${String(GOAL_P99_MS)} ms; ` +
      `the median round's is ${ms(medianReceipt)}, the worst ${ms(receipts.at(-1))})\n`,
  );
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
