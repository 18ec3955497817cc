import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { acquireDataDirLock } from '../db/pglite-lock.ts';
import { writeBackup, type BackupManifest } from '../modules/backups/backup-archive.ts';
import { runCliFromSource, type CliRun } from '../test/cli-process.ts';
import { tinyPng } from '../test/factories.ts';
import { createThreadCast, messageCalls } from '../test/message-threads.ts';
import { createTestContext } from '../test/test-context.ts';
import { testDatabaseEngine } from '../test/test-database.ts';

/** `npm run restore -- …` as an operator runs it: its own process, from source. */
function runRestoreCli(dataDir: string, args: string[]): Promise<CliRun> {
  return runCliFromSource(
    'restore-cli.ts',
    { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'test' },
    args,
  );
}

const CLI_TIMEOUT_MS = 120_000;
/** An entry name that would be written outside any folder it was extracted into. */
const EVIL_ENTRY = '../../tmp/evil';

/** The command line of restore, into the embedded database of DATA_DIR (the engine of the CLI, not of the run). */
describe.runIf(testDatabaseEngine() === 'pglite')('npm run restore', () => {
  let folder = '';
  let archivePath = '';
  let manifest: BackupManifest;
  beforeAll(async () => {
    const context = await createTestContext();
    try {
      const cast = await createThreadCast(context);
      const sent = await messageCalls(context, cast).brandSends({ content: 'The mood board' }, [
        { name: 'board.png', data: await tinyPng(), type: 'image/png' },
      ]);
      expect(sent.statusCode).toBe(201);
      folder = await mkdtemp(join(tmpdir(), 'equicreators-restore-cli-'));
      archivePath = join(folder, 'site.zip');
      manifest = await writeBackup({ ...context, version: '0.1.0' }, archivePath);
    } finally {
      await context.close();
    }
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it(
    'restores into an empty DATA_DIR and says what it restored; refuses it the second time without --force',
    async () => {
      const dataDir = join(folder, 'data');
      const restored = await runRestoreCli(dataDir, [archivePath]);
      expect([restored.exitCode, restored.stderr]).toEqual([0, '']);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      expect(restored.stdout).toContain(
        `Restored the backup of ${manifest.createdAt} (${manifest.engine}, version 0.1.0)`,
      );
      expect(restored.stdout).toContain(`${rows} rows.`);
      expect(restored.stdout).toContain(`Files: ${manifest.files.length},`);
      expect(restored.stdout).toContain('none newer to run');

      const again = await runRestoreCli(dataDir, [archivePath]);
      expect(again.exitCode).toBe(1);
      expect(again.stderr).toMatch(/^Refusing to restore: the database has rows .* and the storage holds files\./);

      const forced = await runRestoreCli(dataDir, [archivePath, '--force']);
      expect([forced.exitCode, forced.stderr]).toEqual([0, '']);
      expect(forced.stdout).toContain(`--force deleted first: rows in`);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses while a server holds the embedded database, and without an archive',
    async () => {
      const dataDir = join(folder, 'held');
      await mkdir(join(dataDir, 'pglite'), { recursive: true });
      const release = await acquireDataDirLock(join(dataDir, 'pglite'));
      try {
        const held = await runRestoreCli(dataDir, [archivePath]);
        expect(held.exitCode).toBe(1);
        expect(held.stderr.trim()).toBe(
          `A server is using the embedded database in ${dataDir} (pid ${process.pid}): stop the server first, then restore.`,
        );
      } finally {
        await release();
      }
      const usage = await runRestoreCli(dataDir, []);
      expect(usage.exitCode).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run restore -- ARCHIVE [--force]');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses an archive with an entry that climbs out of its folder in one line, not a stack trace',
    async () => {
      // yazl will not write such a name: one of the same length is written, then renamed in the bytes.
      const zip = new ZipFile();
      const placeholder = 'A'.repeat(EVIL_ENTRY.length);
      zip.addBuffer(Buffer.from('{}'), 'manifest.json');
      zip.addBuffer(Buffer.from('owned'), placeholder);
      zip.end();
      const bytes = await buffer(zip.outputStream);
      const crafted = Buffer.from(bytes.toString('latin1').replaceAll(placeholder, EVIL_ENTRY), 'latin1');
      const craftedPath = join(folder, 'crafted.zip');
      await writeFile(craftedPath, crafted);

      const dataDir = join(folder, 'crafted-target');
      const run = await runRestoreCli(dataDir, [craftedPath]);
      expect(run.exitCode).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^.*crafted\.zip is not a backup archive this version reads: .*\.\.\/.*Nothing was changed\.$/,
        ),
      ]);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    CLI_TIMEOUT_MS,
  );
});
