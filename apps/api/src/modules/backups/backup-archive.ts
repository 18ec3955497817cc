import { rename, rm } from 'node:fs/promises';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { readJournal, tagsOfApplied } from './backup-migrations.ts';
import { readSnapshot } from './database-snapshot.repository.ts';

export const BACKUP_FORMAT = 'equicreators-backup';
export const MANIFEST_ENTRY = 'manifest.json';

/** What an archive holds, written into it as manifest.json (docs/backups.md). */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  /** The product version that wrote it (package.json). */
  productVersion: string;
  createdAt: string;
  /** The engine it was taken from: 'pglite' or 'postgres'; restores into either. */
  engine: DatabaseHandle['engine'];
  /** The migrations applied to the database backed up, oldest first (their tags, as in meta/_journal.json). */
  migrations: string[];
  tables: { name: string; rows: number; entry: string; bytes: number; sha256: string }[];
  files: { key: string; entry: string; bytes: number; sha256: string }[];
  /** Keys the snapshot's rows named whose bytes were gone by the time they were copied (deleted since). */
  filesGone: string[];
};

export const tableEntryOf = (table: string) => `database/${table}.jsonl`;
export const fileEntryOf = (key: string) => `files/${key}`;

/**
 * Writes one archive of the database (one consistent snapshot) and the stored files it refers to at
 * `archivePath`, and answers its manifest. The rows are read in one read-only transaction; the
 * files after it ends (uploads store their bytes before their row, so every key the snapshot names
 * had its bytes; one deleted since is listed in `filesGone`). Written beside the path and renamed,
 * so an archive under that name is always whole.
 */
export async function writeBackup(
  source: { database: DatabaseHandle; storage: FileStorage; version: string },
  archivePath: string,
): Promise<BackupManifest> {
  const { database, storage } = source;
  const createdAt = new Date();
  const journal = await readJournal();
  const partialPath = `${archivePath}.partial`;
  const archive = new ArchiveWriter(partialPath);
  try {
    const tables: BackupManifest['tables'] = [];
    const snapshot = await readSnapshot(database.db, async (name, batches) => {
      let rows = 0;
      const lines = async function* () {
        for await (const batch of batches) {
          rows += batch.length;
          yield `${batch.join('\n')}\n`;
        }
      };
      const entry = tableEntryOf(name);
      const written = await archive.addStream(entry, lines(), true);
      tables.push({ name, rows, entry, ...written });
    });

    const files: BackupManifest['files'] = [];
    const filesGone: string[] = [];
    for (const key of snapshot.storageKeys) {
      const stored = await storage.read(key);
      if (!stored) {
        filesGone.push(key);
        continue;
      }
      // Images and videos are compressed already: stored as they are.
      const entry = fileEntryOf(key);
      files.push({ key, entry, ...(await archive.addStream(entry, stored.stream, false)) });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      productVersion: source.version,
      createdAt: createdAt.toISOString(),
      engine: database.engine,
      migrations: tagsOfApplied(snapshot.migrationTimes, journal),
      tables,
      files,
      filesGone,
    };
    archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    await archive.finish();
    await rename(partialPath, archivePath);
    return manifest;
  } catch (error) {
    await archive.abort();
    await rm(partialPath, { force: true });
    throw error;
  }
}
