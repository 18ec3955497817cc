import { readFile } from 'node:fs/promises';
import type { UserType } from '@equicreators/shared';
import { createThreads, type AttackThread } from '../../apps/api/src/test/attack/attack-cast.ts';
import { streamMultipart } from '../../apps/api/src/test/attack/raw-multipart.ts';
import { tinyPng } from '../../apps/api/src/test/factories.ts';
import { insertSession } from '../../apps/api/src/modules/sessions/sessions.repository.ts';
import { createTokenService, TOKEN_LIFETIME_MS } from '../../apps/api/src/platform/auth/tokens.ts';
import { systemClock } from '../../apps/api/src/platform/clock.ts';
import { loadOnce } from './bench-load.ts';
import type { BenchDatabase } from './bench-database.ts';

/** Uploads refused at once: issue 18's figure is /api/health while 20 of them are being refused. */
export const ABUSE_UPLOADS = 20;
// Over the 10 MB image cap (and every per-file cap that applies to a PNG), so each is refused while it streams.
const UPLOAD_BYTES = 50 * 1024 * 1024;
const MEGABYTE = 1024 * 1024;

type Spread = { min: number; median: number; max: number };
type AbuseRound = { idle: { rate: number; rss: number }; attacked: { rate: number; rss: number }; statuses: number[] };

/**
 * Before the server starts: one thread per uploader (a brand, its campaign, a creator hired on it),
 * each brand with a session the server will accept, so every upload is authorised and streams
 * until a cap refuses it (no account's concurrent-upload cap is reached).
 */
export async function createAbuseThreads(database: BenchDatabase, jwtSecret: string): Promise<AttackThread[]> {
  const handle = await database.open();
  const tokens = createTokenService(jwtSecret, systemClock);
  try {
    const login = async (account: { id: string; type: UserType }) => {
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
      const session = await insertSession(handle.db, { accountId: account.id, expiresAt });
      return `Bearer ${await tokens.sign({ accountId: account.id, type: account.type, sessionId: session.id, expiresAt })}`;
    };
    return await createThreads({ db: handle.db, login }, ABUSE_UPLOADS);
  } finally {
    await handle.close();
  }
}

/**
 * `npm run bench` group `abuse`: each round loads /api/health for `seconds` alone, then again while
 * ABUSE_UPLOADS clients each send 50 MB images one after another (every one refused 413 by the
 * image cap while streaming), and reads the server's peak RSS during each. Prints min / median /
 * max over the rounds of both, and what the uploads were answered.
 */
export async function runAbuseBench(options: {
  baseUrl: string;
  pid: number;
  threads: readonly AttackThread[];
  rounds: number;
  seconds: number;
  connections: number;
}): Promise<void> {
  const { baseUrl, pid, threads, seconds, connections } = options;
  const health = () => loadOnce(`${baseUrl}/api/health`, { connections, seconds });
  const head = await tinyPng();
  const rounds: AbuseRound[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    process.stdout.write(`abuse round ${String(round)} of ${String(options.rounds)}…\n`);
    const idle = await withPeakRss(pid, health);
    const statuses: number[] = [];
    let isLoading = true;
    const uploader = async (thread: AttackThread) => {
      // Bounded by the load's duration: a new upload only while /api/health is being measured.
      while (isLoading) {
        const result = await streamMultipart(
          `${baseUrl}/api/messages/send`,
          [
            { name: 'from', value: thread.campaignId },
            { name: 'to', value: thread.creatorId },
            { name: 'content', value: 'bench upload' },
            { name: 'attachments', filename: 'big.png', contentType: 'image/png', size: UPLOAD_BYTES, head },
          ],
          { headers: { authorization: thread.brand }, timeoutMs: 60_000 },
        );
        statuses.push(result.status ?? 0);
      }
    };
    const attacked = await withPeakRss(pid, async () => {
      const uploads = threads.map(uploader);
      // Let every upload be on its way before the measured load begins.
      await new Promise((done) => setTimeout(done, 500));
      const result = await health();
      isLoading = false;
      await Promise.all(uploads);
      return result;
    });
    rounds.push({
      idle: { rate: idle.result.requestsPerSecond, rss: idle.peak },
      attacked: { rate: attacked.result.requestsPerSecond, rss: attacked.peak },
      statuses,
    });
  }
  printAbuseTable(rounds);
}

async function withPeakRss<Result>(
  pid: number,
  work: () => Promise<Result>,
): Promise<{ result: Result; peak: number }> {
  let peak = await rssOf(pid);
  let isDone = false;
  const sampler = (async () => {
    while (!isDone) {
      peak = Math.max(peak, await rssOf(pid).catch(() => 0));
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    return { result: await work(), peak };
  } finally {
    isDone = true;
    await sampler;
  }
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? 0) * 1024;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted.at(-1) ?? 0 };
}

function printAbuseTable(rounds: readonly AbuseRound[]): void {
  const format = ({ min, median, max }: Spread, scale = 1) =>
    `${(min / scale).toFixed(0)} / ${(median / scale).toFixed(0)} / ${(max / scale).toFixed(0)}`;
  const line = (name: string, pick: (round: AbuseRound) => { rate: number; rss: number }) =>
    `  ${name.padEnd(52)} ${format(spread(rounds.map((round) => pick(round).rate))).padEnd(24)} ` +
    `${format(spread(rounds.map((round) => pick(round).rss)), MEGABYTE)}`;
  const statuses = new Map<number, number>();
  for (const status of rounds.flatMap((round) => round.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answered = [...statuses.entries()].map(([status, count]) => `${String(count)} × ${String(status || 'none')}`);
  console.log(
    `\n  abuse (min / median / max over ${String(rounds.length)} rounds)`.padEnd(56) +
      'health req/s             peak RSS MB',
  );
  console.log(line('GET /api/health, idle', (round) => round.idle));
  console.log(
    line(`GET /api/health while ${String(ABUSE_UPLOADS)} 50 MB uploads are refused`, (round) => round.attacked),
  );
  console.log(`  the uploads were answered: ${answered.join(', ')}\n`);
}
