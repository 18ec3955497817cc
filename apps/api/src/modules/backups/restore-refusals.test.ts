import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openRestoreTarget,
  rewriteArchive,
  rowCounts,
  storedFileHashes,
  tableDigests,
  backUpIntoFolder,
  sendMoodBoard,
  type RestoreTarget,
} from '../../test/backup-drill.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { CommandError } from '../../platform/command-error.ts';
import type { BackupManifest } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

/** What restore refuses, and that a refusal changes nothing. */
describe('restoring a backup', () => {
  let context: TestContext;
  let folder = '';
  let archivePath = '';
  let manifest: BackupManifest;
  let target: RestoreTarget;
  beforeAll(async () => {
    context = await createTestContext();
    await sendMoodBoard(context);
    ({ folder, archivePath, manifest } = await backUpIntoFolder(context, 'site.zip'));
  });
  afterAll(async () => {
    await context.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    target = await openRestoreTarget(testDatabaseEngine());
  });
  afterEach(() => target.close());

  /** The target's rows and files, to show a refusal left them as they were. */
  const stateOf = async (restoreTarget: RestoreTarget) => ({
    rows: await tableDigests(restoreTarget.database.db),
    files: await storedFileHashes(restoreTarget.storage),
  });
  const archiveWith = async (name: string, changes: Parameters<typeof rewriteArchive>[2]) => {
    const path = join(folder, name);
    await rewriteArchive(archivePath, path, changes);
    return path;
  };

  it('refuses a target that holds rows or files without --force, and --force replaces both', async () => {
    await restoreBackup(target, archivePath, { force: false });
    await target.storage.put('images/zz/left-behind.webp', Buffer.from('not in the archive'));
    const before = await stateOf(target);
    await expect(restoreBackup(target, archivePath, { force: false })).rejects.toThrow(
      /^Refusing to restore: the database has rows \(in .+\) and the storage holds files\..*--force/,
    );
    expect(await stateOf(target)).toEqual(before);

    const summary = await restoreBackup(target, archivePath, { force: true });
    expect(summary.wiped.files).toBe(manifest.files.length + 1);
    expect(summary.wiped.tables).toBeGreaterThan(0);
    expect(await rowCounts(target.database.db)).toEqual(await rowCounts(context.db));
    expect(await storedFileHashes(target.storage)).toEqual(await storedFileHashes(context.storage));
  });

  it('refuses a target whose storage alone holds a file', async () => {
    await target.storage.put('images/zz/stray.webp', Buffer.from('stray'));
    await expect(restoreBackup(target, archivePath, { force: false })).rejects.toThrow(
      /^Refusing to restore: the storage holds files\./,
    );
  });

  it('refuses a damaged archive before changing anything, even with --force', async () => {
    await restoreBackup(target, archivePath, { force: false });
    const before = await stateOf(target);
    const damagedFile = manifest.files[0]!.entry;
    const damaged = await archiveWith('damaged.zip', {
      entry: (name, data) =>
        name === damagedFile ? Buffer.concat([data.subarray(0, -1), Buffer.from([data.at(-1)! ^ 1])]) : data,
    });
    const refusal = restoreBackup(target, damaged, { force: true });
    await expect(refusal).rejects.toThrow(CommandError);
    await expect(refusal).rejects.toThrow(`The archive is damaged: ${damagedFile} does not match its checksum`);
    expect(await stateOf(target)).toEqual(before);

    const missingTable = await archiveWith('missing.zip', { leaveOut: (name) => name === 'database/messages.jsonl' });
    await expect(restoreBackup(target, missingTable, { force: true })).rejects.toThrow(
      'The archive has no database/messages.jsonl, which its manifest lists.',
    );
    const notZip = join(folder, 'not-a-backup.zip');
    await writeFile(notZip, 'hello');
    await expect(restoreBackup(target, notZip, { force: true })).rejects.toThrow(/is not a backup archive/);
    expect(await stateOf(target)).toEqual(before);
  });

  it('refuses an archive with a migration this version does not know', async () => {
    const before = await stateOf(target);
    const future = await archiveWith('future.zip', {
      manifest: (m) => ({ ...m, migrations: [...m.migrations, '0999_from_the_future'] }),
    });
    await expect(restoreBackup(target, future, { force: false })).rejects.toThrow(
      /migration 0999_from_the_future, which this version does not know/,
    );
    expect(await stateOf(target)).toEqual(before);
  });

  it('restores an archive of an older schema at its own migrations, then runs the newer ones', async () => {
    // As written before 0022 (issue 35's own tables): without that migration and the next, and the
    // tables they made. Columns they added are in the rows, and a load ignores keys a table lacks.
    const newTables = new Set(['backup_runs', 'server_processes', 'payment_dispute_proposals']);
    const newMigrations = ['0022_operate_it', '0023_deal_terms_and_blind_ratings', '0024_brand_hires'];
    const older = await archiveWith('older.zip', {
      manifest: (m) => ({
        ...m,
        migrations: m.migrations.filter((tag) => !newMigrations.includes(tag)),
        tables: m.tables.filter((table) => !newTables.has(table.name)),
      }),
      leaveOut: (name) => [...newTables].some((table) => name === `database/${table}.jsonl`),
    });
    const summary = await restoreBackup(target, older, { force: false });
    expect(summary.migrationsRun).toEqual(newMigrations);
    expect(await rowCounts(target.database.db)).toEqual(await rowCounts(context.db));
    expect(await storedFileHashes(target.storage)).toEqual(await storedFileHashes(context.storage));
  });
});
