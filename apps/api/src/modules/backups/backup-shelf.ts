import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupDestination } from '../../platform/operations-config.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../platform/private-files.ts';
import { createS3Client, createS3Storage, listBucketKeys } from '../../platform/storage/s3-storage.ts';

/**
 * Where archives are kept (BACKUP_DIR or BACKUP_S3_BUCKET): written whole or not at all, listed
 * and removed for the retention of a schedule (docs/deploy.md, Backups).
 */
export type BackupShelf = {
  /** Where, for the log, the status page and the e-mail: a folder, or s3://bucket/prefix (never a key). */
  description: string;
  /** Lets `write` fill a local file, then keeps it as `name`; answers what `write` answered and the size. */
  store<T>(name: string, write: (path: string) => Promise<T>): Promise<{ written: T; byteSize: number }>;
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
};

/** `workDir`: where an archive bound for a bucket is written first (DATA_DIR/tmp). */
export function createBackupShelf(destination: BackupDestination, workDir: string): BackupShelf {
  return destination.kind === 'folder' ? folderShelf(destination.dir) : bucketShelf(destination, workDir);
}

function folderShelf(dir: string): BackupShelf {
  return {
    description: dir,
    async store(name, write) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      // Beside the final name, renamed once whole: a half-written archive never passes for one.
      const partial = join(dir, `${name}.${randomUUID()}.partial`);
      try {
        const written = await write(partial);
        await chmod(partial, PRIVATE_FILE_MODE);
        const { size } = await stat(partial);
        await rename(partial, join(dir, name));
        return { written, byteSize: size };
      } finally {
        await rm(partial, { force: true });
      }
    },
    async list() {
      return (await readdir(dir).catch(() => [])).filter((name) => !name.endsWith('.partial'));
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

function bucketShelf(destination: Extract<BackupDestination, { kind: 's3' }>, workDir: string): BackupShelf {
  const client = createS3Client(destination.bucket);
  const storage = createS3Storage(destination.bucket, client);
  const keyOf = (name: string) => `${destination.prefix}/${name}`;
  return {
    description: `s3://${destination.bucket.bucket}/${destination.prefix}`,
    async store(name, write) {
      await mkdir(workDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const local = join(workDir, `${name}.${randomUUID()}.partial`);
      try {
        const written = await write(local);
        const { size } = await stat(local);
        await storage.putFile(keyOf(name), local);
        return { written, byteSize: size };
      } finally {
        await rm(local, { force: true });
      }
    },
    async list() {
      const names: string[] = [];
      for await (const key of listBucketKeys(client, destination.bucket.bucket, `${destination.prefix}/`)) {
        const name = key.slice(destination.prefix.length + 1);
        if (!name.includes('/')) names.push(name);
      }
      return names;
    },
    async remove(name) {
      await storage.delete(keyOf(name));
    },
  };
}
