import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { quoteIdentifier, urlForDatabase, withAdminClient } from './postgres-admin.ts';
import './provided-context.ts';

export type TestDatabaseEngine = 'pglite' | 'postgres';

export function testDatabaseEngine(): TestDatabaseEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** A migrated, empty database of its own for one test file, on the engine this run tests. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseEngine() === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
    return openDatabase({ engine: 'pglite', template });
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A migrated database of its own on the test PostgreSQL server, for code that connects by URL. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, templateName, runId } = inject('postgresTemplate');
  const name = `ec_t_${runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(templateName)}`),
  );
  return {
    url: urlForDatabase(adminUrl, name),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}
