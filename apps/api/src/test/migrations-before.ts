import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as sqlTag } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../platform/paths.ts';
import { quoteIdentifier, urlForDatabase, withAdminClient } from './postgres-admin.ts';
import { testDatabaseEngine } from './test-database.ts';

// For tests of a migration that changes data: migrate an empty database up to just before it, put
// rows in with SQL (today's schema may name later columns), then migrate the rest and read back.

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before `stopTag`. */
export async function migrationsBefore(stopTag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ec-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === stopTag);
  if (stop < 0) throw new Error(`No migration ${stopTag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return dir;
}

/** An empty database of its own (not the migrated template), and how to migrate it from a folder. */
export async function openEmptyDatabase(): Promise<{
  handle: DatabaseHandle;
  migrateFrom: (folder: string) => Promise<void>;
  drop: () => Promise<void>;
}> {
  if (testDatabaseEngine() === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite' });
    return {
      handle,
      migrateFrom: (folder) => migratePglite(handle.db as never, { migrationsFolder: folder }),
      drop: () => handle.close(),
    };
  }
  const { adminUrl, runId } = inject('postgresTemplate');
  const name = `ec_m_${runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
  const handle = await openDatabase({ engine: 'postgres', url: urlForDatabase(adminUrl, name), poolSize: 2 });
  return {
    handle,
    migrateFrom: (folder) => migrateNodePg(handle.db as never, { migrationsFolder: folder }),
    drop: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}

export { rowsOf } from '../db/raw-rows.ts';

/**
 * Brands and creators with the few columns every schema since 0001 requires, for a migration test
 * to put its rows in before the migration: each brand's profile, and each creator's (first name
 * Rider, the end of the e-mail as last name). Ids and e-mails are the test's.
 */
export async function insertOldAccounts(
  db: Database,
  { brands, creators }: { brands: { id: string; email: string }[]; creators: { id: string; email: string }[] },
): Promise<void> {
  for (const [type, accounts] of [
    ['brand', brands],
    ['contentCreator', creators],
  ] as const) {
    for (const account of accounts) {
      await db.execute(sqlTag`insert into accounts (id, type, email, password_hash)
        values (${account.id}, ${type}, ${account.email}, 'x')`);
    }
  }
  for (const brand of brands) {
    await db.execute(sqlTag`
      insert into brand_profiles (account_id, full_name, company_name, phone, brand_description, brand_address,
        collaboration_type, subscription)
      values (${brand.id}, 'Brand', 'Hartwell', '1', 'd', 'a', 'Paid', 'Monthly')`);
  }
  await db.execute(sqlTag`
    insert into creator_profiles (account_id, first_name, last_name)
    select id, 'Rider', right(email, 20) from accounts where type = 'contentCreator'`);
}
