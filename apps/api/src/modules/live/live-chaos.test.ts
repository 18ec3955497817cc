import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThreadPage, UserType } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createLogger } from '../../platform/logger.ts';
import { startServer, type RunningServer } from '../../server.ts';
import { TEST_JWT_SECRET } from '../../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { LIVE_CHANNEL } from './live-bus.ts';
import {
  createReconnectingStream,
  createThreadRenderer,
  findFreePort,
  spawnApiProcess,
} from '../../test/live/live-chaos-client.ts';
import { createHiredThread, loginWithTestSecret } from '../../test/live/live-test-client.ts';

/**
 * Slow (about 20 s): two API processes on one PostgreSQL, one of them a child process. Messages
 * come from both processes while the creator's client is offline, the LISTEN connections are
 * terminated and the child is killed with SIGKILL; afterwards each client's rendered thread
 * (docs/decisions/010's seq rule) equals the stored one: no gap, no duplicate, no reorder.
 */
describe.skipIf(testDatabaseEngine() !== 'postgres')('live delivery under chaos [slow]', () => {
  let drop: () => Promise<void>;
  let dataDir: string;
  let inProcess: RunningServer;
  let child: Awaited<ReturnType<typeof spawnApiProcess>>;
  let isChildAlive = true;

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createPostgresTestDatabase());
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-chaos-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'http://equicreators.test',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
    };
    const config = loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'a') });
    inProcess = await startServer(config, createLogger({ logLevel: 'silent', isProduction: true }));
    child = await spawnApiProcess({ ...env, DATA_DIR: join(dataDir, 'b') }, await findFreePort());
  }, 90_000);
  afterAll(async () => {
    if (isChildAlive) child.kill('SIGKILL');
    await child.exited;
    await inProcess.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders on every client exactly the stored thread', { timeout: 90_000 }, async () => {
    const a = inProcess.url.replace('localhost', '127.0.0.1');
    const b = child.url;
    const db = inProcess.database.db;
    const { brand, creator, campaign } = await createHiredThread(db);
    const loginAs = (account: { id: string; type: UserType }) => loginWithTestSecret(db, account);
    const asBrand = await loginAs(brand);
    const asCreator = await loginAs(creator);
    const threadPath = `/api/messages/message-brand/${campaign.id}/${creator.id}`;
    const creatorThreadPath = `/api/messages/message-influencer/${creator.id}/${campaign.id}`;
    const live = () => (isChildAlive ? [b, a] : [a]);
    const fetchPage = async (base: string, path: string, authorization: string, after: number) => {
      const response = await fetch(`${base}${path}?after=${String(after)}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`thread answered ${String(response.status)}`);
      return (await response.json()) as ThreadPage;
    };
    const fetchFromAny = async (path: string, authorization: string, after: number) => {
      for (const base of [...live(), a]) {
        try {
          return await fetchPage(base, path, authorization, after);
        } catch {
          // That process is gone: the next.
        }
      }
      throw new Error('no process answered');
    };

    const brandView = createThreadRenderer((after) => fetchFromAny(threadPath, asBrand, after));
    const creatorView = createThreadRenderer((after) => fetchFromAny(creatorThreadPath, asCreator, after));
    // The brand's tab is served by the child process, the creator's by the in-process one.
    const brandStream = createReconnectingStream(live, asBrand, brandView.apply);
    const creatorStream = createReconnectingStream(() => [a, ...live()], asCreator, creatorView.apply);
    await expect.poll(() => brandStream.connections() * creatorStream.connections()).toBe(1);

    let sends = 0;
    // A send as the web composer does it: retried with the same Idempotency-Key until acknowledged.
    const send = async (as: 'brand' | 'creator', preferred: string) => {
      sends += 1;
      const form = () => {
        const body = new FormData();
        body.append('from', as === 'brand' ? campaign.id : creator.id);
        body.append('to', as === 'brand' ? creator.id : campaign.id);
        body.append('content', `${as} message ${String(sends)}`);
        return body;
      };
      const key = randomUUID();
      for (const base of [preferred, ...live(), a]) {
        try {
          const response = await fetch(`${base}/api/messages/${as === 'brand' ? 'send' : 'sendbrand'}`, {
            method: 'POST',
            headers: { authorization: as === 'brand' ? asBrand : asCreator, 'idempotency-key': key },
            body: form(),
          });
          if (response.ok) return;
        } catch {
          // The process died under the request: retry elsewhere with the same key.
        }
      }
      throw new Error('no process acknowledged the send');
    };
    const listenerPids = async () => {
      const result = await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
      );
      return (result as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const terminateListeners = () =>
      db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
      );

    for (let i = 0; i < 6; i += 1) await send(i % 2 ? 'brand' : 'creator', i % 3 ? a : b);
    await creatorStream.setOnline(false);
    for (let i = 0; i < 6; i += 1) {
      if (i === 3) await terminateListeners();
      await send(i % 2 ? 'creator' : 'brand', i % 2 ? b : a);
    }
    await creatorStream.setOnline(true);
    const concurrent = Promise.all([send('brand', b), send('creator', b), send('brand', a), send('creator', a)]);
    child.kill('SIGKILL');
    isChildAlive = false;
    await child.exited;
    await concurrent;
    await terminateListeners();
    for (let i = 0; i < 6; i += 1) await send(i % 2 ? 'brand' : 'creator', a);
    // The last words come while nothing listens: only the re-read after the new LISTEN pushes them.
    const listeners = await listenerPids();
    await terminateListeners();
    await expect.poll(async () => (await listenerPids()).filter((pid) => listeners.includes(pid))).toEqual([]);
    await send('creator', a);
    await send('brand', a);

    const stored = await fetchPage(a, threadPath, asBrand, 0);
    expect(stored.lastSeq).toBe(sends);
    await expect.poll(() => [brandView.last(), creatorView.last()], { timeout: 20_000 }).toEqual([sends, sends]);
    await Promise.all([brandView.settled(), creatorView.settled()]);
    const expected = stored.items.map((message) => [message.seq, message.id]);
    expect(brandView.rendered.map((message) => [message.seq, message.id])).toEqual(expected);
    expect(creatorView.rendered.map((message) => [message.seq, message.id])).toEqual(expected);
    expect([...brandView.anomalies, ...creatorView.anomalies]).toEqual([]);
    // The brand's tab lost its process and was served again by the other.
    expect(brandStream.connections()).toBeGreaterThanOrEqual(2);
    await Promise.all([brandStream.stop(), creatorStream.stop()]);
  });
});
