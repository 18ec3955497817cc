import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserType } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.ts';
import { createLogger } from '../../platform/logger.ts';
import { testConfig } from '../../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { LIVE_CHANNEL } from './live-bus.ts';
import {
  connectLive,
  createHiredThread,
  loginWithTestSecret,
  within,
  type LiveTestClient,
} from '../../test/live/live-test-client.ts';

/**
 * Two API servers, each with its own pool and LISTEN connection, on one PostgreSQL database: what
 * one stores reaches the streams the other serves (docs/decisions/010, "Between processes").
 */
describe.skipIf(testDatabaseEngine() !== 'postgres')('live delivery across two API processes', () => {
  let drop: () => Promise<void>;
  let dataDir: string;
  const servers: RunningServer[] = [];
  const opened: LiveTestClient[] = [];
  const loginOn = (server: RunningServer, account: { id: string; type: UserType }) =>
    loginWithTestSecret(server.database.db, account);
  const open = async (server: RunningServer, authorization: string) => {
    const client = await connectLive(server.url.replace('localhost', '127.0.0.1'), authorization);
    opened.push(client);
    await client.waitFor('ready');
    return client;
  };

  /** A real send through one server's API; answers the stored message's id. */
  const sendMessage = async (
    server: RunningServer,
    authorization: string,
    path: string,
    fields: Record<string, string>,
  ): Promise<string> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const sent = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization }, body: form });
    expect(sent.status).toBe(201);
    return ((await sent.json()) as { message: { id: string } }).message.id;
  };

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createPostgresTestDatabase());
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-live-'));
    const logger = createLogger({ logLevel: 'silent', isProduction: true });
    for (const name of ['a', 'b']) {
      const config = testConfig(join(dataDir, name), {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '3',
      });
      servers.push(await startServer(config, logger));
    }
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message stored through one process to a stream opened on the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { brand, creator, campaign } = await createHiredThread(a.database.db);
    const creatorOnB = await open(b, await loginOn(b, creator));

    const storedId = await sendMessage(a, await loginOn(a, brand), '/api/messages/send', {
      from: campaign.id,
      to: creator.id,
      content: 'Welcome aboard',
    });
    expect((await creatorOnB.waitFor('message')).message).toMatchObject({ id: storedId, seq: 1 });
    expect(await creatorOnB.waitFor('unread')).toMatchObject({ unread: 1, total: 1 });
  });

  it('ends on every process the streams of a session that logs out on one', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { creator } = await createHiredThread(a.database.db);
    const authorization = await loginOn(a, creator);
    const onB = await open(b, authorization);
    const logout = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { authorization } });
    expect(logout.status).toBe(204);
    await within(onB.ended, 3_000);
  });

  it('still delivers, once and in order, what both processes stored while the LISTEN connections were terminated', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { brand, creator, campaign } = await createHiredThread(a.database.db);
    const brandOnB = await open(b, await loginOn(b, brand));
    const asCreatorOnA = await loginOn(a, creator);
    const asBrandOnB = await loginOn(b, brand);

    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    const sent: string[] = [];
    for (const content of ['one', 'two', 'three', 'four']) {
      sent.push(
        await sendMessage(a, asCreatorOnA, '/api/messages/sendbrand', { from: creator.id, to: campaign.id, content }),
      );
      sent.push(await sendMessage(b, asBrandOnB, '/api/messages/send', { from: campaign.id, to: creator.id, content }));
    }

    await brandOnB.waitFor('message', (event) => event.message.id === sent.at(-1), 10_000);
    // Leave time for a duplicate to show (a NOTIFY and a re-read of the same message).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = brandOnB.events.flatMap((event) => (event.type === 'message' ? [event.message] : []));
    expect(received.map((message) => message.id)).toEqual(sent);
    expect(received.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
