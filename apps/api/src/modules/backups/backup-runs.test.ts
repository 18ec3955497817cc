import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../../db/schema/index.ts';
import { latestMailTo, mailsTo } from '../../test/outbox.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { readZipEntries } from '../../test/zip-entries.ts';
import { archiveNameOf, takenAtOf } from './backup-retention.ts';
import { findRecentBackupRuns } from './backup-runs.repository.ts';
import { takeBackup } from './backup-runs.service.ts';
import { BackupSchedule } from './backup-schedule.ts';
import { createBackupShelf } from './backup-shelf.ts';

const SUPPORT = 'ops@equicreators.test';
const cleanups: (() => Promise<void>)[] = [];

async function contextWith(env: Record<string, string>) {
  const context = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT, ...env } });
  cleanups.push(() => context.close());
  return context;
}

/** Another process on the same database (one PostgreSQL; on PGlite, the same embedded handle). */
async function secondProcessOf(first: TestContext, env: Record<string, string>) {
  const context = await createTestContext({
    env: { SUPPORT_EMAIL: SUPPORT, DATA_DIR: first.dataDir, ...env },
    database: first.database,
  });
  // Closed before the first, and without the database, which the first closes.
  cleanups.push(async () => {
    await context.app.close();
    await context.live.stop();
    await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** The archives in a folder shelf, oldest first. */
async function archivesIn(dir: string) {
  return (await readdir(dir)).filter((name) => takenAtOf(name) !== null).sort();
}

describe('npm run backup (takeBackup)', () => {
  it('writes an archive into DATA_DIR/backups and records the run', async () => {
    const context = await contextWith({});
    await context.db.insert(serverProcesses).values({
      id: context.processId,
      hostname: 'api-host',
      pid: 4242,
      version: context.version,
      runsBackgroundTasks: true,
      startedAt: context.clock.now(),
      lastSeenAt: context.clock.now(),
      numbers: {
        isCollectingMetrics: true,
        eventLoopLagP99Ms: 11,
        rssBytes: 150_000_000,
        heapUsedBytes: 60_000_000,
        liveStreamsOpen: 0,
        requestsTotal: 3,
        serverErrorsTotal: 0,
        databaseConnectionsInUse: 1,
        databaseWaiting: 0,
        worstTaskLagMs: 0,
      },
    });
    const taken = await takeBackup(context, { trigger: 'command' });
    expect(taken?.destination).toBe(join(context.dataDir, 'backups'));
    const [name] = await archivesIn(join(context.dataDir, 'backups'));
    expect(name).toBe(taken?.archiveName);
    const zip = await readFile(join(context.dataDir, 'backups', name ?? ''));
    expect(zip.length).toBe(taken?.byteSize);
    const manifest = JSON.parse(readZipEntries(zip).get('manifest.json')?.toString('utf8') ?? '{}') as {
      tables: { name: string; rows: number }[];
    };
    // The tables are there, without the rows of that moment: this run, still running, and the heartbeats.
    expect(
      manifest.tables.filter((table) => table.name === 'backup_runs' || table.name === 'server_processes'),
    ).toEqual([
      expect.objectContaining({ name: 'backup_runs', rows: 0 }),
      expect.objectContaining({ name: 'server_processes', rows: 0 }),
    ]);
    const [run] = await findRecentBackupRuns(context.db, 1);
    expect(run).toMatchObject({
      trigger: 'command',
      status: 'succeeded',
      archiveName: name,
      byteSize: zip.length,
      error: null,
    });
  });

  it('writes exactly to --out, and nothing into the backups folder', async () => {
    const context = await contextWith({});
    const out = join(context.dataDir, 'before-upgrade.zip');
    const taken = await takeBackup(context, { trigger: 'command', out });
    expect(taken?.archiveName).toBe('before-upgrade.zip');
    expect(readZipEntries(await readFile(out)).has('manifest.json')).toBe(true);
    await expect(readdir(join(context.dataDir, 'backups'))).rejects.toThrow();
  });

  it('records a failure, leaves no half archive, and answers the cause', async () => {
    const context = await contextWith({});
    const blocked = join(context.dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    await expect(takeBackup(context, { trigger: 'command', out: join(blocked, 'backup.zip') })).rejects.toThrow();
    const [run] = await findRecentBackupRuns(context.db, 1);
    expect(run).toMatchObject({ status: 'failed', archiveName: null, destination: blocked });
    expect(run?.error).toMatch(/ENOTDIR|EEXIST/);
    // A command's failure is its own answer on the console: no e-mail.
    expect(await mailsTo(context.db, SUPPORT)).toEqual([]);
  });
});

describe('the scheduled backup (BACKUP_AT)', () => {
  it('waits for the time of day, then one process of several takes the day, once', async () => {
    const first = await contextWith({ BACKUP_AT: '03:30' });
    const second = await secondProcessOf(first, { BACKUP_AT: '03:30' });
    first.clock.set(new Date('2026-11-27T03:29:00Z'));
    second.clock.set(new Date('2026-11-27T03:29:00Z'));
    const schedules = [new BackupSchedule(first), new BackupSchedule(second)];
    expect(await schedules[0]?.runNow()).toBeNull();
    expect(await findRecentBackupRuns(first.db, 5)).toEqual([]);

    first.clock.set(new Date('2026-11-27T03:30:00Z'));
    second.clock.set(new Date('2026-11-27T03:30:00Z'));
    const outcomes = await Promise.all(schedules.map((schedule) => schedule.runNow()));
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(await schedules[0]?.runNow()).toBeNull();
    const runs = await findRecentBackupRuns(first.db, 5);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', slot: '2026-11-27', status: 'succeeded' });
  });

  it('keeps the configured days and weeks, and leaves other files alone', async () => {
    const context = await contextWith({ BACKUP_AT: '03:30', BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '1' });
    const dir = join(context.dataDir, 'backups');
    await createBackupShelf({ kind: 'folder', dir }, context.dataDir).store('notes.txt', (path) =>
      writeFile(path, 'the operator’s own notes'),
    );
    for (const day of ['2026-11-20', '2026-11-24', '2026-11-25', '2026-11-26']) {
      const name = archiveNameOf(new Date(`${day}T03:30:00Z`), '00000000');
      await writeFile(join(dir, name), 'an older archive');
    }
    context.clock.set(new Date('2026-11-27T03:30:00Z'));
    const taken = await new BackupSchedule(context).runNow();
    expect(taken?.removed.map((name) => takenAtOf(name)?.toISOString().slice(0, 10))).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-20',
    ]);
    const kept = await archivesIn(dir);
    expect(kept.map((name) => takenAtOf(name)?.toISOString().slice(0, 10))).toEqual(['2026-11-26', '2026-11-27']);
    expect(await readdir(dir)).toContain('notes.txt');
  });

  it('e-mails the support address when the day’s backup fails, and tries again the next day', async () => {
    const context = await contextWith({ BACKUP_AT: '03:30' });
    const blocked = join(context.dataDir, 'blocked');
    await writeFile(blocked, 'a file where the folder should be');
    const failing = await secondProcessOf(context, { BACKUP_AT: '03:30', BACKUP_DIR: blocked });
    failing.clock.set(new Date('2026-11-27T04:00:00Z'));
    const schedule = new BackupSchedule(failing);
    await expect(schedule.runNow()).rejects.toThrow();
    const mail = await latestMailTo(context.db, SUPPORT);
    expect(mail.subject).toBe('The scheduled backup of http://equicreators.test failed');
    expect(mail.textBody).toContain(`Today's scheduled backup into ${blocked} did not finish:`);
    expect(mail.textBody).toContain('npm run backup');
    const [run] = await findRecentBackupRuns(context.db, 1);
    expect(run).toMatchObject({ trigger: 'schedule', slot: '2026-11-27', status: 'failed' });
    // The failed day keeps its slot: no second try (and no second e-mail) until tomorrow.
    expect(await schedule.runNow()).toBeNull();
    expect(await mailsTo(context.db, SUPPORT)).toHaveLength(1);
  });
});

describe('backups into a bucket (BACKUP_S3_BUCKET)', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server('equicreators-backups');
  });
  afterAll(() => s3.close());

  it('puts the archive under the prefix and removes what the schedule no longer keeps', async () => {
    const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = s3.env;
    const context = await contextWith({
      BACKUP_AT: '03:30',
      BACKUP_KEEP_DAILY: '1',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_S3_BUCKET: 'equicreators-backups',
      BACKUP_S3_PREFIX: 'nightly',
      S3_ENDPOINT: S3_ENDPOINT ?? '',
      S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID ?? '',
      S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const shelf = createBackupShelf(context.config.backups.destination, join(context.dataDir, 'tmp'));
    expect(shelf.description).toBe('s3://equicreators-backups/nightly');
    const old = archiveNameOf(new Date('2026-11-26T03:30:00Z'), '00000000');
    await shelf.store(old, (path) => writeFile(path, 'yesterday'));

    context.clock.set(new Date('2026-11-27T03:31:00Z'));
    const taken = await new BackupSchedule(context).runNow();
    expect(taken?.destination).toBe('s3://equicreators-backups/nightly');
    expect(taken?.removed).toEqual([old]);
    expect(await shelf.list()).toEqual([taken?.archiveName]);
    // Nothing is left behind in the work folder once the archive is in the bucket.
    expect(await readdir(join(context.dataDir, 'tmp'))).toEqual([]);
  });
});
