import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** What an archive holds, written into it as manifest.json (docs/backups.md). */
export type BackupManifest = {
  format: 'equicreators-backup';
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
};

/**
 * Writes one archive of the database (one consistent snapshot) and the stored files it refers to at
 * `archivePath`, and answers its manifest. Built by issue 35's backup work.
 */
export async function writeBackup(
  source: { database: DatabaseHandle; storage: FileStorage; version: string },
  archivePath: string,
): Promise<BackupManifest> {
  void source;
  void archivePath;
  throw new Error('writeBackup is being built (issue 35)');
}
