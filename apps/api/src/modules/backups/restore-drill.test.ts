import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backUpIntoFolder,
  createDrillWorld,
  openRestoreTarget,
  rowCounts,
  storedFileHashes,
  tableDigests,
} from '../../test/backup-drill.ts';
import { storedKeys } from '../../test/file-storage-contract.ts';
import { startTestS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from '../../platform/storage/s3-storage.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import type { BackupManifest } from './backup-archive.ts';
import { readJournal } from './backup-migrations.ts';
import { restoreBackup } from './restore.ts';

/** Issue 35's restore drill on the engine of this run: backup → wipe → restore → everything equal. */
describe('the restore drill', () => {
  let context: TestContext;
  let folder = '';
  let archivePath = '';
  let manifest: BackupManifest;
  beforeAll(async () => {
    context = await createTestContext();
    await createDrillWorld(context);
    ({ folder, archivePath, manifest } = await backUpIntoFolder(context, 'drill.zip'));
  });
  afterAll(async () => {
    await context.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes a manifest of every table, every stored file and the migrations applied', async () => {
    const counts = await rowCounts(context.db);
    expect(Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]))).toEqual(counts);
    expect(counts.messages).toBeGreaterThan(0);
    expect(counts.order_ratings).toBeGreaterThan(0);
    // Every file the site stores is one its rows name: a new column of keys left out would show here.
    expect(manifest.files.map((file) => file.key).sort()).toEqual((await storedKeys(context.storage)).sort());
    expect(manifest.filesGone).toEqual([]);
    expect(manifest.migrations).toEqual((await readJournal()).map((entry) => entry.tag));
    expect(manifest.engine).toBe(testDatabaseEngine());
  });

  it('restores every table row for row and every file byte for byte into an empty target', async () => {
    const target = await openRestoreTarget(testDatabaseEngine());
    try {
      const summary = await restoreBackup(target, archivePath, { force: false });
      expect(await rowCounts(target.database.db)).toEqual(await rowCounts(context.db));
      expect(await tableDigests(target.database.db)).toEqual(await tableDigests(context.db));
      expect(await storedFileHashes(target.storage)).toEqual(await storedFileHashes(context.storage));
      expect(summary.files).toBe(manifest.files.length);
      expect(summary.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0));
      expect(summary.migrationsRun).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('puts the files into an S3 bucket when the target stores there', async () => {
    const s3 = await startTestS3Server();
    const target = await openRestoreTarget(testDatabaseEngine());
    try {
      const bucket = createS3Storage(s3.settings);
      await restoreBackup({ database: target.database, storage: bucket }, archivePath, { force: false });
      expect(await storedFileHashes(bucket)).toEqual(await storedFileHashes(context.storage));
    } finally {
      await target.close();
      await s3.close();
    }
  });
});
