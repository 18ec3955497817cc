import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../migrate-database.ts';
import { CommandError } from '../../platform/command-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { expireArchivedExports, scheduleErasuresAgain } from './after-restore.repository.ts';
import { openArchive, verifyArchive, type OpenArchive } from './archive-reader.ts';
import type { BackupManifest } from './backup-archive.ts';
import { readJournal, unknownMigrationOf, type JournalEntry } from './backup-migrations.ts';
import { keepErasuresToRepeat } from './erasures-to-repeat.ts';
import { appliedMigrationTimes } from './database-snapshot.repository.ts';
import {
  advanceOwnedSequences,
  countRows,
  dropAllTables,
  insertableColumns,
  insertJsonRows,
  migrateFirst,
  tablesInLoadOrder,
  tablesWithRows,
  truncateTables,
} from './database-load.repository.ts';

/** Rows per insert, and the most JSON one insert carries, whichever comes first. */
const INSERT_BATCH_ROWS = 500;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

export type RestoreSummary = {
  manifest: BackupManifest;
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  fileBytes: number;
  /** Migrations newer than the archive's, run after its rows were in place. */
  migrationsRun: string[];
  /** What --force wiped first (zero when the target was empty). */
  wiped: { tables: number; files: number };
  /**
   * Accounts the target had erased that the archive brings back: each has an erasure due now
   * (requested as an admin's), for the restore command to run at once and the erasure task after.
   */
  erasuresAgain: string[];
  /** Exports the archive named as ready, now expired: their zips are never in an archive. */
  exportsExpired: number;
};

/**
 * Restores an archive into the database and storage given: checks the archive whole first (its
 * checksums, that this code knows its migrations), refuses a target holding any row or file unless
 * `force` (which wipes both), brings the database to exactly the archive's migrations, loads every
 * table in foreign-key order in one transaction and checks its count, puts the files, then runs the
 * newer migrations as a server start would. Last, what the archive must not bring back: the
 * exports it names as ready expire (it holds no zips), and every account the target had erased
 * (read before it was emptied) that the archive holds unerased gets an erasure due now.
 */
export async function restoreBackup(
  target: { database: DatabaseHandle; storage: FileStorage },
  archivePath: string,
  /**
   * `now`: when the erasures made again are due (the system's time unless a test's clock says);
   * `erasuresFile`: where they are kept while the restore runs (erasures-to-repeat.ts).
   */
  options: { force: boolean; now?: Date; erasuresFile?: string },
): Promise<RestoreSummary> {
  const { database, storage } = target;
  const archive = await openArchive(archivePath);
  try {
    const { manifest } = archive;
    const journal = await readJournal();
    const unknown = unknownMigrationOf(manifest.migrations, journal);
    if (unknown) {
      throw new CommandError(
        `The archive's database has the migration ${unknown}, which this version does not know: ` +
          'restore it with the version that wrote it (or newer). Nothing was changed.',
      );
    }
    await verifyArchive(archive);

    // Before anything goes: the erasures made since the archive was taken are done again after it.
    const erasedBefore = await keepErasuresToRepeat(database.db, options.erasuresFile);
    const wiped = await emptyTarget(database, storage, options.force);
    await prepareSchema(database, manifest.migrations, journal, wiped.holding);
    const tables = await loadTables(database, archive);
    const fileBytes = await putFiles(storage, archive);

    const before = (await appliedMigrationTimes(database.db)).length;
    await migrateDatabase(database);
    const migrationsRun = journal
      .slice(before, (await appliedMigrationTimes(database.db)).length)
      .map((entry) => entry.tag);
    const exportsExpired = await expireArchivedExports(database.db);
    const erasuresAgain = await scheduleErasuresAgain(database.db, erasedBefore.accountIds, options.now ?? new Date());
    await erasedBefore.settled();
    return {
      manifest,
      tables,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      fileBytes,
      migrationsRun,
      wiped: { tables: wiped.holding.length, files: wiped.files },
      erasuresAgain,
      exportsExpired,
    };
  } finally {
    archive.close();
  }
}

/**
 * Refuses a target with data unless forced; then deletes its files. Answers the tables that hold
 * rows (emptied with the schema next) and how many files were deleted.
 */
async function emptyTarget(
  database: DatabaseHandle,
  storage: FileStorage,
  force: boolean,
): Promise<{ holding: string[]; files: number }> {
  const holding = await tablesWithRows(database.db);
  const keys: string[] = [];
  for await (const key of storage.list()) {
    keys.push(key);
    if (!force) break;
  }
  if (!force && (holding.length > 0 || keys.length > 0)) {
    const what = [
      holding.length > 0
        ? `the database has rows (in ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''})`
        : '',
      keys.length > 0 ? 'the storage holds files' : '',
    ].filter(Boolean);
    throw new CommandError(
      `Refusing to restore: ${what.join(' and ')}. Restore needs an empty database and storage; ` +
        '--force deletes everything in both first. Nothing was changed.',
    );
  }
  for (const key of keys) await storage.delete(key);
  return { holding, files: force ? keys.length : 0 };
}

/**
 * Leaves the database empty at exactly the archive's migrations. One already there only loses its
 * rows (the quick way, and the usual one: a fresh server's database restored from its own version);
 * any other is dropped whole, as `db:reset` does, and migrated from the first.
 */
async function prepareSchema(
  database: DatabaseHandle,
  migrations: string[],
  journal: JournalEntry[],
  holding: string[],
): Promise<void> {
  const applied = await appliedMigrationTimes(database.db);
  const isAtArchive =
    applied.length === migrations.length &&
    applied.every((when, index) => journal[index]?.when === when && journal[index]?.tag === migrations[index]);
  if (isAtArchive) {
    await truncateTables(database.db, holding);
    return;
  }
  await dropAllTables(database.db);
  await migrateFirst(database, migrations.length);
}

/** Loads every table of the archive in one transaction: all of them, with their counts checked, or none. */
async function loadTables(database: DatabaseHandle, archive: OpenArchive): Promise<RestoreSummary['tables']> {
  const inArchive = new Map(archive.manifest.tables.map((table) => [table.name, table]));
  return database.db.transaction(async (tx) => {
    const order = await tablesInLoadOrder(tx);
    const missing = [...inArchive.keys()].filter((name) => !order.includes(name));
    if (missing.length > 0) {
      throw new Error(`The archive's tables ${missing.join(', ')} are not in the schema of its migrations`);
    }
    const loaded: RestoreSummary['tables'] = [];
    for (const name of order) {
      const table = inArchive.get(name);
      // A table the archive's migrations make but it does not hold stays empty (none today).
      if (!table) continue;
      const columns = await insertableColumns(tx, name);
      const lines = createInterface({ input: await archive.read(table.entry), crlfDelay: Infinity });
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await insertJsonRows(tx, name, columns, `[${batch.join(',')}]`);
        batch = [];
        batchBytes = 0;
      };
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        batchBytes += line.length;
        if (batch.length >= INSERT_BATCH_ROWS || batchBytes >= INSERT_BATCH_BYTES) await flush();
      }
      await flush();
      const rows = await countRows(tx, name);
      if (rows !== table.rows) {
        throw new Error(`Restored ${rows} rows of ${name} where the manifest says ${table.rows}`);
      }
      loaded.push({ name, rows });
    }
    await advanceOwnedSequences(tx);
    return loaded;
  });
}

/**
 * Puts the files into storage, each by way of a temporary file (FileStorage streams from a path,
 * so a video is never held whole), its checksum taken again on the way out of the archive.
 * Answers their bytes.
 */
async function putFiles(storage: FileStorage, archive: OpenArchive): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-restore-files-'));
  try {
    const path = join(folder, 'file');
    let total = 0;
    for (const file of archive.manifest.files) {
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        await archive.read(file.entry),
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            bytes += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(path),
      );
      if (hash.digest('hex') !== file.sha256) throw new Error(`${file.entry} changed while it was restored`);
      await storage.putFile(file.key, path);
      total += bytes;
    }
    return total;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
