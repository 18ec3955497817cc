import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../platform/config.ts';
import { openConfiguredDatabase, uploadsDirOf } from './open-configured-database.ts';
import { acquireDataDirLock } from './pglite-lock.ts';

/** Deletes every table, the migration history and the uploaded files (`npm run db:reset`). */
export async function deleteAllData(config: Config): Promise<void> {
  if (config.database.url) {
    const database = await openConfiguredDatabase(config);
    try {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    } finally {
      await database.close();
    }
  } else {
    const pgliteDir = join(config.dataDir, 'pglite');
    // Taking the lock proves no server is using the folder while it is deleted.
    const release = await acquireDataDirLock(pgliteDir).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return async () => {};
      throw error;
    });
    await rm(pgliteDir, { recursive: true, force: true });
    await release();
  }
  await rm(uploadsDirOf(config), { recursive: true, force: true });
}
