import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../platform/paths.ts';
import type { Journal } from './backup-migrations.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { listPublicTables } from './database-snapshot.repository.ts';

/** The tables of schema `public` that hold at least one row. */
export async function tablesWithRows(db: Database): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await listPublicTables(db)) {
    const [row] = await rowsOf<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as found`,
    );
    if (row?.found) holding.push(table);
  }
  return holding;
}

/**
 * Empties the database to nothing, tables and migration history alike (as `db:reset` does), so the
 * archive's migrations can be applied from the first: an empty but migrated database may be at a
 * newer schema than the archive's.
 */
export async function dropAllTables(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

/** Deletes every row of the tables named, in one statement (their foreign keys point among them). */
export async function truncateTables(db: Database, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} cascade`,
  );
}

/**
 * The tables of `public` ordered so every table comes after those its foreign keys point to
 * (read from pg_catalog, so a new table needs nothing here). A table's references to itself are
 * left to the database: one statement's rows are checked together at its end.
 */
export async function tablesInLoadOrder(db: Database): Promise<string[]> {
  const tables = await listPublicTables(db);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_catalog.pg_constraint c
        join pg_catalog.pg_class child on child.oid = c.conrelid
        join pg_catalog.pg_class parent on parent.oid = c.confrelid
        join pg_catalog.pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`The foreign keys of ${left.join(', ')} form a cycle; restore cannot order them`);
    }
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** The columns an insert may name: generated ones (computed by the database) are left out. */
export async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_catalog.pg_attribute
        where attrelid = ${`public.${quoteName(table)}`}::regclass and attnum > 0 and not attisdropped
          and attgenerated = ''
        order by attnum`,
  );
  return rows.map((row) => row.name);
}

/**
 * Inserts rows given as a JSON array of `row_to_json` objects: json_populate_recordset reads each
 * value with its column's own input function, so timestamps, jsonb, arrays and bytea arrive as they
 * left. Keys the table does not have are ignored; columns absent from a row take null.
 */
export async function insertJsonRows(db: Database, table: string, columns: string[], rowsJson: string): Promise<void> {
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) overriding system value
        select ${names} from json_populate_recordset(null::${sql.identifier(table)}, ${rowsJson}::json)`,
  );
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ total: string | number }>(
    db,
    sql`select count(*) as total from ${sql.identifier(table)}`,
  );
  return Number(row?.total ?? 0);
}

/** Moves each sequence a column owns (serial, identity) past the rows restored, so new rows do not collide. */
export async function advanceOwnedSequences(db: Database): Promise<void> {
  const owned = await rowsOf<{ sequence: string; table: string; column: string }>(
    db,
    sql`select s.relname as sequence, t.relname as table, a.attname as column
        from pg_catalog.pg_class s
        join pg_catalog.pg_namespace n on n.oid = s.relnamespace
        join pg_catalog.pg_depend d on d.objid = s.oid and d.classid = 'pg_catalog.pg_class'::regclass
          and d.refclassid = 'pg_catalog.pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_catalog.pg_class t on t.oid = d.refobjid
        join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of owned) {
    await db.execute(
      sql`select setval(${`public.${quoteName(sequence)}`}::regclass, coalesce(max(${sql.identifier(column)}), 0) + 1, false)
          from ${sql.identifier(table)}`,
    );
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Applies exactly the first `count` committed migrations to an empty database: drizzle's migrator on
 * a copy of the folder whose journal stops there. The rest run later with the rows in place, as
 * they would have on the live site.
 */
export async function migrateFirst(database: DatabaseHandle, count: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-restore-migrations-'));
  try {
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    // The migrators are typed per driver; the handle's engine says which one its db is.
    const config = { migrationsFolder: folder };
    if (database.engine === 'postgres') await migrateNodePg(database.db as never, config);
    else await migratePglite(database.db as never, config);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
