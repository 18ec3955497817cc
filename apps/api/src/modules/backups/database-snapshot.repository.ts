import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';

/** Rows a FETCH answers at a time: small enough to stream any table, large enough to be quick. */
export const SNAPSHOT_BATCH_ROWS = 1000;

/**
 * Every column that names bytes in file storage. A backup copies the files the snapshot's rows
 * name here; a new column of storage keys joins this list (the restore drill compares the source's
 * stored keys with the archive's, so one left out fails it). Not `data_exports.storage_key`: an
 * export's zip is a person's whole data and lives a day; archives never carry it (issue 46, and a
 * restore expires the exports it names: after-restore.repository.ts).
 */
export const STORAGE_KEY_COLUMNS = [
  { table: 'files', column: 'storage_key' },
  { table: 'files', column: 'thumbnail_key' },
] as const;

/**
 * Rows that describe the moment of the backup rather than the site's data, left out of it: the
 * heartbeats of the processes running then (a restored site has processes of its own), and a
 * backup still running (the one writing this archive among them), which would stay "running" for
 * ever once restored. The tables themselves are in the archive.
 */
const ROWS_LEFT_OUT: Record<string, SQL> = {
  server_processes: sql`false`,
  backup_runs: sql`status <> 'running'`,
};

/** What one snapshot saw: its tables were handed to `writeTable` as they were read. */
export type Snapshot = { migrationTimes: number[]; storageKeys: string[] };

/** Each batch is the rows as JSON text (`row_to_json`), one per row. */
export type TableWriter = (table: string, batches: AsyncIterable<string[]>) => Promise<void>;

/**
 * Reads the whole database as one consistent snapshot: one transaction (REPEATABLE READ, READ
 * ONLY, so on PostgreSQL a single connection and a single view of every table; PGlite's one
 * connection is held for its length), every table of schema `public` found at run time, each read
 * through a cursor a batch at a time and handed to `writeTable`, then the storage keys its rows name.
 */
export async function readSnapshot(db: Database, writeTable: TableWriter): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const tables = await listPublicTables(tx);
      const migrationTimes = await appliedMigrationTimes(tx);
      for (const table of tables) {
        await writeTable(
          table,
          cursorBatches(
            tx,
            sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t where ${ROWS_LEFT_OUT[table] ?? sql`true`}`,
          ),
        );
      }
      const storageKeys: string[] = [];
      for await (const batch of cursorBatches(tx, storageKeysQuery())) storageKeys.push(...batch);
      return { migrationTimes, storageKeys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The ordinary tables of schema `public`, by name. */
export async function listPublicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** drizzle's record of the applied migrations (the journal's `when` of each), oldest first. */
export async function appliedMigrationTimes(db: Database): Promise<number[]> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return [];
  const rows = await rowsOf<{ createdAt: string | number }>(
    db,
    sql`select created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => Number(row.createdAt));
}

function storageKeysQuery(): SQL {
  const selects = STORAGE_KEY_COLUMNS.map(
    ({ table, column }) =>
      sql`select ${sql.identifier(column)} as row from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
  );
  // `union` also drops a key two rows share.
  return sql`select row from (${sql.join(selects, sql` union `)}) keys order by row`;
}

/** The `row` column of a query, a FETCH at a time, through a cursor of the open transaction. */
async function* cursorBatches(tx: Database, query: SQL): AsyncGenerator<string[]> {
  await tx.execute(sql`declare backup_rows no scroll cursor for ${query}`);
  try {
    for (;;) {
      const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${SNAPSHOT_BATCH_ROWS} from backup_rows`));
      if (rows.length === 0) return;
      yield rows.map((row) => row.row);
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}
