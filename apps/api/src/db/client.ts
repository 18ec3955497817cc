import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseEngine } from '@equicreators/shared';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/paths.ts';
import { acquireDataDirLock } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. A transaction is assignable to it too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** Where the data lives, for logs: a folder, 'memory', or the server without its password. */
  location: string;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * How to receive NOTIFY (live delivery, docs/decisions/010): PostgreSQL LISTENs on a dedicated
   * connection of its own, outside the pool; PGlite listens on its single embedded client.
   */
  notifications: { engine: 'postgres'; url: string } | { engine: 'pglite'; client: PGlite };
  /**
   * This process's connections now (the metrics' db_pool_connections, read at scrape time): the
   * pool's on PostgreSQL; on PGlite its one embedded connection, always open, counted as in use.
   */
  connections(): ConnectionCounts;
  /**
   * Hears how long each query or transaction waited for a pooled connection, in seconds (opening a
   * new one when the pool grows included). PostgreSQL only: PGlite has no pool to wait for.
   */
  onConnectionWait(listener: (seconds: number) => void): void;
};

export type ConnectionCounts = { inUse: number; idle: number; waiting: number };

/** Called with every statement Drizzle sends (`npm run bench` reads the plans of what a request runs). */
export type QueryListener = (query: string, params: unknown[]) => void;

export type OpenDatabaseOptions = (
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests); `template` starts it from a dump. */
  | { engine: 'pglite'; dataDir?: string; template?: Blob }
) & { onQuery?: QueryListener };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.engine === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10, options.onQuery)
    : openPglite(options);
}

function drizzleLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: onQuery } } : {};
}

const MIGRATIONS = { migrationsFolder: MIGRATIONS_DIR };

/**
 * PGlite keeps PostgreSQL's default of 128 MB of shared buffers inside its WebAssembly memory, which
 * never shrinks: most of the embedded server's idle memory (issue 47). Its pages come from files the
 * operating system already caches (or from memory, in tests), so a smaller pool costs a copy, not a
 * disk read.
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];
// Any fixed number: every instance takes the same lock before migrating.
const MIGRATION_LOCK_ID = 7_406_210_433;

async function openPostgres(url: string, poolSize: number, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const pool = new TimedPool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case', ...drizzleLogger(onQuery) });
  const handle: DatabaseHandle = {
    db,
    engine: 'postgres',
    location: redactPassword(url),
    // The advisory lock keeps two instances that start together from migrating at once.
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(db, MIGRATIONS);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    notifications: { engine: 'postgres', url },
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    onConnectionWait: (listener) => {
      pool.waitListener = listener;
    },
  };
  await handle.ping();
  return handle;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool that times each checkout: Drizzle's queries (`pool.query` checks out through `connect`)
 * and its transactions (`pool.connect`) both pass here, so the wait is measured, not estimated.
 */
class TimedPool extends pg.Pool {
  waitListener: ((seconds: number) => void) | null = null;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const listener = this.waitListener;
    const started = performance.now();
    const report = () => listener?.((performance.now() - started) / 1000);
    if (!callback) {
      return super.connect().then((client) => {
        report();
        return client;
      });
    }
    super.connect((error, client, done) => {
      if (!error) report();
      callback(error, client, done);
    });
    return undefined;
  }
}

async function openPglite(options: {
  dataDir?: string;
  template?: Blob;
  onQuery?: QueryListener;
}): Promise<DatabaseHandle> {
  let releaseLock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_SETTINGS,
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case', ...drizzleLogger(options.onQuery) });
    return {
      db,
      engine: 'pglite',
      location: options.dataDir ?? 'memory',
      migrate: () => migratePglite(db, MIGRATIONS),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        await releaseLock();
      },
      notifications: { engine: 'pglite', client },
      connections: () => ({ inUse: 1, idle: 0, waiting: 0 }),
      onConnectionWait: () => undefined,
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * A migrated, empty embedded database as a tarball: starting from it takes a fraction of a
 * fresh start, which is what lets every test file have a database of its own.
 */
export async function createPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), MIGRATIONS);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function redactPassword(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return 'postgres';
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
