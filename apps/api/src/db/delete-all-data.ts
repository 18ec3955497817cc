import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../platform/config.ts';
import { checkBucketReachable, emptyBucket, type BucketEmptied } from '../platform/storage/s3-bucket.ts';
import { openConfiguredDatabase, uploadsDirOf } from './open-configured-database.ts';
import { acquireDataDirLock } from './pglite-lock.ts';

/** What `deleteAllData` removed from the bucket of STORAGE=s3 (null with disk storage). */
export type DataDeleted = { bucket: (BucketEmptied & { name: string }) | null };

/**
 * Deletes every table, the migration history and the uploaded files (`npm run db:reset`): the
 * uploads folder, and with STORAGE=s3 every file of the bucket too. The bucket is checked first,
 * so a wrong one stops the reset before the database is gone.
 */
export async function deleteAllData(config: Config): Promise<DataDeleted> {
  const { storage } = config;
  if (storage.kind === 's3') await checkBucketReachable(storage);
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
  // Also with STORAGE=s3: files left from before the move to a bucket belong to the old data.
  await rm(uploadsDirOf(config), { recursive: true, force: true });
  if (storage.kind !== 's3') return { bucket: null };
  return { bucket: { name: storage.bucket, ...(await emptyBucket(storage)) } };
}
