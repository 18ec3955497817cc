import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createLogger } from '../../platform/logger.ts';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { createLiveBus, LIVE_CHANNEL, publishLiveSignal, type LiveBus, type LiveSignal } from './live-bus.ts';
import { createHiredThread, storeMessage } from '../../test/live/live-test-client.ts';

const logger = createLogger({ logLevel: 'silent', isProduction: true });

/** Every signal a bus dispatched, in order. */
function record(bus: LiveBus): LiveSignal[] {
  const received: LiveSignal[] = [];
  bus.subscribe((signal) => received.push(signal));
  return received;
}
const messageIdsOf = (signals: LiveSignal[]) =>
  signals.flatMap((signal) => (signal.kind === 'message' ? [signal.messageId] : []));

describe('LiveBus on one process', () => {
  let database: DatabaseHandle;
  let bus: LiveBus;
  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createLiveBus({ database, logger, startedAt: new Date(), pollMs: 60_000 });
    await bus.start();
  });
  afterAll(async () => {
    await bus.stop();
    await database.close();
  });

  it('dispatches a signal once its transaction commits, and never one rolled back', async () => {
    const received = record(bus);
    const { brand, creator, campaign } = await createHiredThread(database.db);
    const thread = { campaignId: campaign.id, creatorId: creator.id };
    await database.db
      .transaction(async (tx) => {
        await publishLiveSignal(tx, { kind: 'decision', ...thread, decision: 'Closed' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const stored = await storeMessage(database.db, thread, { accountId: brand.id, type: 'brand' }, 'Hello');
    await expect.poll(() => messageIdsOf(received)).toEqual([stored.id]);
    expect(received.some((signal) => signal.kind === 'decision')).toBe(false);
  });

  it('finds a message whose signal never came with its safety-net poll, once', async () => {
    const polling = createLiveBus({ database, logger, startedAt: new Date(), pollMs: 100 });
    const received = record(polling);
    await polling.start();
    try {
      const { brand, creator, campaign } = await createHiredThread(database.db);
      const thread = { campaignId: campaign.id, creatorId: creator.id };
      const silent = await storeMessage(database.db, thread, { accountId: brand.id, type: 'brand' }, 'No NOTIFY', {
        isSignalled: false,
      });
      await expect.poll(() => messageIdsOf(received)).toContain(silent.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(messageIdsOf(received).filter((id) => id === silent.id)).toHaveLength(1);
    } finally {
      await polling.stop();
    }
  });
});

describe.skipIf(testDatabaseEngine() !== 'postgres')('LiveBus between processes on PostgreSQL', () => {
  let url: string;
  let drop: () => Promise<void>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const buses: LiveBus[] = [];
  const startBus = async (database: DatabaseHandle) => {
    // No safety-net poll during the test: what arrives came through NOTIFY or the re-read after LISTEN.
    const bus = createLiveBus({
      database,
      logger,
      startedAt: new Date(),
      pollMs: 600_000,
      reconnectDelays: { minMs: 1_000, maxMs: 1_000 },
    });
    await bus.start();
    buses.push(bus);
    return bus;
  };
  const listenerPids = async () => {
    const result = await first.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    return (result as { rows: { pid: number }[] }).rows.map((row) => row.pid).sort();
  };

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestDatabase());
    first = await openDatabase({ engine: 'postgres', url, poolSize: 3 });
    second = await openDatabase({ engine: 'postgres', url, poolSize: 3 });
  });
  afterAll(async () => {
    for (const bus of buses) await bus.stop();
    await first.close();
    await second.close();
    await drop();
  });

  it('delivers a message stored through one process to the other, on a connection outside the pool', async () => {
    const busA = await startBus(first);
    const busB = await startBus(second);
    const [atA, atB] = [record(busA), record(busB)];
    const { brand, creator, campaign } = await createHiredThread(first.db);
    const thread = { campaignId: campaign.id, creatorId: creator.id };

    const stored = await storeMessage(first.db, thread, { accountId: brand.id, type: 'brand' }, 'From A');
    await expect.poll(() => messageIdsOf(atB)).toEqual([stored.id]);
    await expect.poll(() => messageIdsOf(atA)).toEqual([stored.id]);
    expect(await listenerPids()).toHaveLength(2);
  });

  it('re-reads what was stored while its LISTEN connection was down, and dispatches nothing twice', async () => {
    const bus = await startBus(second);
    const received = record(bus);
    const { brand, creator, campaign } = await createHiredThread(first.db);
    const thread = { campaignId: campaign.id, creatorId: creator.id };
    const mine = new Set<string>();
    const send = async (content: string) => {
      const { id } = await storeMessage(first.db, thread, { accountId: brand.id, type: 'brand' }, content);
      mine.add(id);
      return id;
    };
    // The bus's first re-read also dispatched the earlier test's message (inside its overlap).
    const ofThisThread = () => messageIdsOf(received).filter((id) => mine.has(id));

    const before = await send('before');
    await expect.poll(() => ofThisThread()).toEqual([before]);
    const pidsBefore = await listenerPids();
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    await expect.poll(async () => (await listenerPids()).filter((pid) => pidsBefore.includes(pid))).toEqual([]);
    // Sent while no process listens (reconnecting waits 0.5 to 1 s): their NOTIFYs reach nobody.
    const duringGap = [];
    for (const content of ['gap 1', 'gap 2', 'gap 3']) duringGap.push(await send(content));
    expect(await listenerPids()).toEqual([]);

    await expect.poll(() => ofThisThread(), { timeout: 5_000 }).toEqual([before, ...duringGap]);
    const after = await send('after');
    await expect.poll(() => ofThisThread()).toEqual([before, ...duringGap, after]);

    // Another drop: the re-read sees all five again in its window and dispatches none of them twice.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    await expect.poll(() => listenerPids(), { timeout: 5_000 }).toHaveLength(buses.length);
    const last = await send('last');
    await expect.poll(() => ofThisThread()).toEqual([before, ...duringGap, after, last]);
    const all = messageIdsOf(received);
    expect(new Set(all).size).toBe(all.length);
  });
});
