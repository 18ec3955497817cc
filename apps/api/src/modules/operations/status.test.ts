import { AdminStatusSchema, PROCESS_HEARTBEAT, type AdminStatus } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backupRuns, mailOutbox, serverProcesses } from '../../db/schema/index.ts';
import { createMetrics } from '../../platform/metrics/metrics.ts';
import { createAccount, loggedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { ProcessHeartbeat } from './process-heartbeat.ts';
import { readAdminStatus } from './status.service.ts';

const HOUR_MS = 60 * 60_000;

describe('the admin status page: the database, the outbox, every process from its heartbeat, the backups', () => {
  let context: TestContext;
  let admin: string;
  beforeAll(async () => {
    context = await createTestContext();
    admin = (await loggedIn(context, await createAccount(context.db, 'admin'))).authorization;
  });
  afterAll(() => context.close());
  beforeEach(async () => {
    await context.db.delete(serverProcesses);
    await context.db.delete(backupRuns);
    await context.db.delete(mailOutbox);
  });

  const readStatus = async (authorization = admin): Promise<AdminStatus> => {
    const response = await context.app.inject({ method: 'GET', url: '/api/admin/status', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return AdminStatusSchema.parse(response.json());
  };
  const processRow = (id: string, lastSeenAgoMs: number) => ({
    id,
    instanceId: `web-${id}`,
    hostname: 'other-host',
    pid: 4242,
    version: '0.9.0',
    runsBackgroundTasks: false,
    startedAt: new Date(context.clock.now().getTime() - 2 * HOUR_MS - lastSeenAgoMs),
    lastSeenAt: new Date(context.clock.now().getTime() - lastSeenAgoMs),
    numbers: {
      isCollectingMetrics: true,
      eventLoopLagP99Ms: 12.5,
      rssBytes: 150_000_000,
      heapUsedBytes: 60_000_000,
      liveStreamsOpen: 1,
      requestsTotal: 10,
      serverErrorsTotal: 0,
      databaseConnectionsInUse: 1,
      databaseWaiting: 0,
      worstTaskLagMs: 0,
    },
  });

  it('is for admins only: 401 without a login, 403 for a creator or a brand', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
    for (const type of ['contentCreator', 'brand'] as const) {
      const { authorization } = await loggedIn(context, await createAccount(context.db, type));
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/admin/status',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('names the engine that answered, and counts the e-mails not sent with the age of the oldest', async () => {
    const now = context.clock.now().getTime();
    const mail = (status: 'pending' | 'sent' | 'failed', ageMs: number) => ({
      toAddress: 'someone@example.test',
      subject: 'Hello',
      textBody: 'Hello.',
      status,
      createdAt: new Date(now - ageMs),
    });
    await context.db
      .insert(mailOutbox)
      .values([mail('pending', 90_000), mail('pending', 5_000), mail('sent', HOUR_MS), mail('failed', 2 * HOUR_MS)]);
    const status = await readStatus();
    expect(status.checkedAt).toBe(context.clock.now().toISOString());
    expect(status.database).toEqual({ engine: testDatabaseEngine(), ok: true });
    expect(status.outbox).toEqual({ waiting: 2, oldestWaitingSeconds: 90 });
    await context.db.delete(mailOutbox);
    expect((await readStatus()).outbox).toEqual({ waiting: 0, oldestWaitingSeconds: null });
  });

  it("writes this process's row at a beat with its instruments' numbers, and lists it as this process, alive", async () => {
    const heartbeat = new ProcessHeartbeat(context);
    // The numbers from now on: two real requests, and a 5xx (no route fails on purpose) recorded as the hook would.
    context.metrics.registry.resetMetrics();
    for (const _ of [1, 2])
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    context.metrics.httpRequestDuration.observe({ method: 'POST', route: '/api/contact', status_code: '503' }, 0.2);
    context.metrics.taskLag.set({ task: 'mail-dispatch' }, 0.25);
    context.metrics.taskLag.set({ task: 'message-notices' }, 1.5);
    try {
      await heartbeat.runNow();
      const [own] = (await readStatus()).processes;
      expect(own).toMatchObject({
        id: context.processId,
        instanceId: null,
        pid: process.pid,
        version: context.version,
        runsBackgroundTasks: true,
        startedAt: context.startedAt.toISOString(),
        lastSeenAt: context.clock.now().toISOString(),
        isAlive: true,
        isThisProcess: true,
        numbers: {
          isCollectingMetrics: true,
          // Read from the live hub and the database handle at the beat, as /metrics reads them.
          liveStreamsOpen: 0,
          requestsTotal: 3,
          serverErrorsTotal: 1,
          databaseWaiting: 0,
          worstTaskLagMs: 1500,
        },
      });
      // PGlite's one connection is always reported in use; the pool's, while the beat's query runs.
      expect(own?.numbers.databaseConnectionsInUse).toBeGreaterThanOrEqual(
        context.database.engine === 'pglite' ? 1 : 0,
      );
      expect(own?.numbers.rssBytes).toBeGreaterThan(0);
      expect(own?.numbers.heapUsedBytes).toBeGreaterThan(0);

      // The next beat rewrites the same row.
      context.clock.advance(PROCESS_HEARTBEAT.everyMs);
      await context.app.inject({ method: 'GET', url: '/api/health' });
      await heartbeat.runNow();
      const rows = await context.db.select().from(serverProcesses);
      expect(rows).toHaveLength(1);
      // The three before, the status request that read them, and one more health check.
      expect(rows[0]).toMatchObject({ lastSeenAt: context.clock.now(), numbers: { requestsTotal: 5 } });
    } finally {
      await heartbeat.stop();
      context.metrics.registry.resetMetrics();
    }
  });

  it('says a process collects no metrics with METRICS=off, rather than report its zeros', async () => {
    const heartbeat = new ProcessHeartbeat({ ...context, metrics: createMetrics({ enabled: false }) });
    await heartbeat.runNow();
    const [own] = (await readStatus()).processes;
    expect(own?.numbers).toMatchObject({ isCollectingMetrics: false, liveStreamsOpen: 0, requestsTotal: 0 });
    await heartbeat.stop();
  });

  it('shows a process that missed three heartbeats as gone, after the living', async () => {
    await context.db
      .insert(serverProcesses)
      .values([
        processRow('gone', PROCESS_HEARTBEAT.staleAfterMs + 1_000),
        processRow('alive', PROCESS_HEARTBEAT.everyMs),
      ]);
    const heartbeat = new ProcessHeartbeat(context);
    await heartbeat.runNow();
    const processes = (await readStatus()).processes;
    expect(processes.map(({ id, isAlive, isThisProcess }) => ({ id, isAlive, isThisProcess }))).toEqual([
      { id: context.processId, isAlive: true, isThisProcess: true },
      { id: 'alive', isAlive: true, isThisProcess: false },
      { id: 'gone', isAlive: false, isThisProcess: false },
    ]);
    expect(processes[1]).toMatchObject({
      instanceId: 'web-alive',
      hostname: 'other-host',
      pid: 4242,
      version: '0.9.0',
    });
    await heartbeat.stop();
  });

  it('deletes its own row on a graceful close, and leaves the others', async () => {
    await context.db.insert(serverProcesses).values(processRow('other', 1_000));
    const heartbeat = new ProcessHeartbeat(context);
    await heartbeat.runNow();
    await heartbeat.stop();
    const ids = (await context.db.select({ id: serverProcesses.id }).from(serverProcesses)).map((row) => row.id);
    expect(ids).toEqual(['other']);
  });

  it('forgets processes not seen for a day, from the process that runs the background tasks only', async () => {
    const forgetAfter = PROCESS_HEARTBEAT.forgetAfterMs;
    await context.db
      .insert(serverProcesses)
      .values([processRow('yesterday', forgetAfter + 60_000), processRow('this-morning', forgetAfter - 60_000)]);
    const idsLeft = async () =>
      (await context.db.select({ id: serverProcesses.id }).from(serverProcesses)).map((row) => row.id).sort();

    const withoutTasks = new ProcessHeartbeat({ ...context, config: { ...context.config, backgroundTasks: false } });
    expect(await withoutTasks.runNow()).toEqual({ forgotten: 0 });
    expect(await idsLeft()).toEqual([context.processId, 'this-morning', 'yesterday'].sort());
    const [row] = await context.db.select().from(serverProcesses).where(eq(serverProcesses.id, context.processId));
    expect(row?.runsBackgroundTasks).toBe(false);

    const withTasks = new ProcessHeartbeat(context);
    expect(await withTasks.runNow()).toEqual({ forgotten: 1 });
    expect(await idsLeft()).toEqual([context.processId, 'this-morning'].sort());
    await withTasks.stop();
    await withoutTasks.stop();
  });

  it('shows no schedule without BACKUP_AT, and the last ten runs newest first', async () => {
    const start = context.clock.now().getTime() - 20 * HOUR_MS;
    await context.db.insert(backupRuns).values(
      Array.from({ length: 12 }, (_, index) => ({
        trigger: 'command' as const,
        status: index === 11 ? ('failed' as const) : ('succeeded' as const),
        startedAt: new Date(start + index * HOUR_MS),
        finishedAt: new Date(start + index * HOUR_MS + 60_000),
        archiveName: index === 11 ? null : `equicreators-${String(index)}.tar`,
        destination: index === 11 ? null : '/var/backups/equicreators',
        byteSize: index === 11 ? null : 1_000 + index,
        error: index === 11 ? 'The disk is full.' : null,
      })),
    );
    const { backups } = await readStatus();
    expect(backups.schedule).toBeNull();
    expect(backups.recent).toHaveLength(10);
    expect(backups.recent?.[0]).toMatchObject({ status: 'failed', error: 'The disk is full.', byteSize: null });
    expect(backups.recent?.[1]).toMatchObject({
      status: 'succeeded',
      archiveName: 'equicreators-10.tar',
      destination: '/var/backups/equicreators',
      byteSize: 1_010,
    });
    expect(backups.recent?.at(-1)?.archiveName).toBe('equicreators-2.tar');
  });

  it('shows the schedule with a folder, or a bucket as s3://bucket/prefix without its keys', async () => {
    const schedule = { at: '03:30', keepDaily: 7, keepWeekly: 4 };
    const withBackups = (backups: TestContext['config']['backups']) =>
      readAdminStatus({ ...context, config: { ...context.config, backups } });
    const folder = await withBackups({ schedule, destination: { kind: 'folder', dir: '/srv/backups' } });
    expect(folder.backups.schedule).toEqual({ ...schedule, destination: '/srv/backups' });
    const bucket = await withBackups({
      schedule,
      destination: {
        kind: 's3',
        prefix: 'nightly',
        bucket: {
          kind: 's3',
          endpoint: null,
          bucket: 'equicreators-backups',
          region: 'eu-west-2',
          accessKeyId: 'AKIA-ACCESS-KEY',
          secretAccessKey: 'the-secret-access-key',
          forcePathStyle: false,
        },
      },
    });
    expect(bucket.backups.schedule).toEqual({ ...schedule, destination: 's3://equicreators-backups/nightly' });
    expect(JSON.stringify(bucket)).not.toMatch(/AKIA-ACCESS-KEY|the-secret-access-key/);
  });

  it('says the database does not answer, and claims nothing of what lives in it', async () => {
    const down = { ...context.database, ping: () => Promise.reject(new Error('connection refused')) };
    const status = await readAdminStatus({ ...context, database: down });
    expect(AdminStatusSchema.parse(status)).toMatchObject({
      database: { engine: testDatabaseEngine(), ok: false },
      outbox: null,
      processes: [],
      backups: { schedule: null, recent: null },
    });
  });
});
