import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createAppContext } from '../../apps/api/src/app-context.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { seedDemoDataIfEmpty } from '../../apps/api/src/modules/demo-data/demo-data.service.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createLogger } from '../../apps/api/src/platform/logger.ts';
import { addBenchCampaigns, addBenchCreators } from './bench-data.ts';

/** Where the bench's data lives: a database of its own on the PostgreSQL server, or PGlite files. */
export type BenchDatabase = {
  engine: 'postgres' | 'pglite';
  /** DATABASE_URL for the server; undefined for PGlite (DATA_DIR/pglite). */
  url: string | undefined;
  open(onQuery?: QueryListener): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database (the data folder is the caller's). */
  drop(): Promise<void>;
};

/**
 * With `serverUrl` (the DATABASE_URL the bench was given), a new database `bench_<random>` on that
 * server, made through its `postgres` database and dropped at the end: the given database itself
 * is never touched. Without it, PGlite in `dataDir`.
 */
export async function createBenchDatabase(serverUrl: string | undefined, dataDir: string): Promise<BenchDatabase> {
  if (!serverUrl) {
    return {
      engine: 'pglite',
      url: undefined,
      open: (onQuery) => openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite'), ...withListener(onQuery) }),
      drop: async () => {},
    };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  await onAdmin(adminUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  return {
    engine: 'postgres',
    url,
    open: (onQuery) => openDatabase({ engine: 'postgres', url, poolSize: 4, ...withListener(onQuery) }),
    drop: () => dropBenchDatabase(url),
  };
}

/** Drops a bench database on its PostgreSQL server, through that server's `postgres` database. */
export async function dropBenchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench_[0-9a-f]+$/.test(name)) throw new Error(`Not a bench database: ${name}`);
  await onAdmin(withDatabase(url, 'postgres'), `drop database if exists ${name} with (force)`);
}

/**
 * Fills the bench database before the server starts (PGlite allows one process at a time): the
 * migrations, the demo data (pictures in DATA_DIR/uploads, as the server would make them),
 * `campaigns` more campaigns and `creators` generated creators (either may be 0). Then builds the app in this process on the same database, so
 * `inspect` can send requests and read what they ran, and closes everything again.
 */
export async function fillBenchDatabase(
  database: BenchDatabase,
  options: {
    env: Record<string, string>;
    campaigns: number;
    creators: number;
    onQuery?: QueryListener;
    inspect: (app: Awaited<ReturnType<typeof buildApp>>, handle: DatabaseHandle) => Promise<void>;
  },
): Promise<void> {
  const handle = await database.open(options.onQuery);
  try {
    await migrateDatabase(handle);
    const config = loadConfig({ ...options.env, ...(database.url ? { DATABASE_URL: database.url } : {}) });
    const logger = createLogger({ logLevel: 'warn', isProduction: true });
    const context = await createAppContext({ config, database: handle, logger });
    await seedDemoDataIfEmpty(context.db, context.storage, logger);
    if (options.campaigns > 0)
      await timed(`${options.campaigns} campaigns`, () => addBenchCampaigns(context.db, options.campaigns));
    if (options.creators > 0)
      await timed(`${options.creators} generated creators`, () => addBenchCreators(context.db, options.creators));
    const app = await buildApp(context);
    try {
      await app.ready();
      await options.inspect(app, handle);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function timed(what: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${what} added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function withListener(onQuery: QueryListener | undefined) {
  return onQuery ? { onQuery } : {};
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
