import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { UserType } from '@equicreators/shared';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate-database.ts';
import { findFreePort } from '../fake-smtp-server.ts';
import { fromSourceArgs } from '../from-source.ts';
import { sessionLogin } from '../factories.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../test-database.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');
/**
 * A start from source (Node strips the types as it loads each module) comes after the seed has
 * migrated a new database, on a machine that may be busy: the hooks that start a server wait this long.
 */
export const START_TIMEOUT_MS = 180_000;

/** What a seed step gets: the server's database before it starts, and logins the server will accept. */
export type SeedTools = {
  db: Database;
  /** A live session and its bearer header, signed with the server's secret. */
  login: (account: { id: string; type: UserType }) => Promise<string>;
};

/** An API server in a process of its own, run from source on the engine of this test run. */
export type AttackServer = {
  baseUrl: string;
  /** The process that listens: `node main.ts` runs the sources itself, so the spawned pid is the server. */
  pid: number;
  dataDir: string;
  jwtSecret: string;
  /** Its environment but PORT and HOST: what a command-line tool run beside it needs. */
  env: Record<string, string>;
  /** The server's resident memory now, in bytes (VmRSS of /proc/<pid>/status). */
  rssBytes: () => Promise<number>;
  /** The entries of DATA_DIR/incoming (uploads streaming right now); empty when the folder is absent. */
  incomingEntries: () => Promise<string[]>;
  /** What the process printed, for a failing test's message. */
  output: () => string;
  /**
   * Reads the server's database: while it runs on PostgreSQL, after `stop()` on PGlite (one
   * process at a time may open an embedded database).
   */
  withDatabase: <Result>(read: (db: Database) => Promise<Result>) => Promise<Result>;
  stop: () => Promise<void>;
  /** Stops it if running, drops its database and removes its folder. */
  dispose: () => Promise<void>;
};

/**
 * Makes a database of its own (PGlite in a new DATA_DIR, or a new PostgreSQL database copied from
 * the run's migrated template), lets `seed` write what the tests need, then starts the API from
 * source on a free port with exactly `env` (no variable of the test process leaks in: an unset
 * NODE_ENV stays unset) and waits for /api/health.
 */
export async function startAttackServer<Seeded>(options: {
  env: Record<string, string>;
  seed?: (tools: SeedTools) => Promise<Seeded>;
}): Promise<{ server: AttackServer; seeded: Seeded }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-attack-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const postgres = testDatabaseEngine() === 'postgres' ? await createPostgresTestDatabase() : null;
  const openOwnDatabase = (): Promise<DatabaseHandle> =>
    postgres
      ? openDatabase({ engine: 'postgres', url: postgres.url, poolSize: 2 })
      : openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });

  const cleanUp = async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let seeded: Seeded;
  try {
    seeded = await seedDatabase(await openOwnDatabase(), jwtSecret, options.seed);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  // No web build: the server starts faster, and a page path answers the same 404 wherever the tests run.
  const noWebBuild = join(dataDir, 'no-web-build');
  await mkdir(noWebBuild);
  const port = await findFreePort();
  const env = {
    PATH: process.env.PATH ?? '',
    JWT_SECRET: jwtSecret,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: noWebBuild,
    ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, fromSourceArgs(), {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    // The last 20 KB are enough to explain a failure.
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const pid = child.pid ?? 0;

  const server: AttackServer = {
    baseUrl,
    pid,
    dataDir,
    jwtSecret,
    env,
    rssBytes: () => rssOf(pid),
    incomingEntries: () => readdir(join(dataDir, 'incoming')).catch(() => []),
    output: () => printed,
    withDatabase: async (read) => {
      if (!postgres && child.exitCode === null && child.signalCode === null) {
        throw new Error('The embedded database can be read only once the server has stopped.');
      }
      const handle = await openOwnDatabase();
      try {
        return await read(handle.db);
      } finally {
        await handle.close();
      }
    },
    stop,
    dispose: async () => {
      await stop();
      await cleanUp();
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS / 2;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await cleanUp();
      throw new Error(`The API process exited during start-up:\n${printed}`);
    }
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { server, seeded };
    await new Promise((done) => setTimeout(done, 200));
  }
  await server.dispose();
  throw new Error(`The API process did not answer /api/health in time:\n${printed}`);
}

async function seedDatabase<Seeded>(
  handle: DatabaseHandle,
  jwtSecret: string,
  seed: ((tools: SeedTools) => Promise<Seeded>) | undefined,
): Promise<Seeded> {
  try {
    await migrateDatabase(handle);
    const login = sessionLogin(handle.db, jwtSecret);
    return seed ? await seed({ db: handle.db, login }) : (undefined as Seeded);
  } finally {
    await handle.close();
  }
}

/** Resident memory of a process in bytes, from the kernel's own account of it. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${String(pid)}`);
  return Number(kilobytes) * 1024;
}

/**
 * Samples a process's RSS every `everyMs` while `work` runs; answers the work's result and the
 * highest RSS seen (the first sample is taken before the work starts).
 */
export async function peakRssDuring<Result>(
  pid: number,
  work: () => Promise<Result>,
  everyMs = 25,
): Promise<{ result: Result; peakBytes: number }> {
  let peakBytes = await rssOf(pid);
  let isDone = false;
  const sampler = (async () => {
    while (!isDone) {
      peakBytes = Math.max(peakBytes, await rssOf(pid).catch(() => 0));
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  try {
    const result = await work();
    return { result, peakBytes: Math.max(peakBytes, await rssOf(pid)) };
  } finally {
    isDone = true;
    await sampler;
  }
}

/** Waits until `check` holds, polling; false when `timeoutMs` passed first. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
}

export const MEGABYTE = 1024 * 1024;
