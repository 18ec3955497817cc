import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A folder left by a server that stopped mid-upload is removed at the next start once this old. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Where uploads are spooled while a request streams in (DATA_DIR/incoming): one folder per
 * request, removed when its request ends, however it ends. The files are checked and stored from
 * there, so no upload is ever held whole in memory.
 */
export function createUploadInbox(rootDir: string) {
  return {
    rootDir,
    /** A new, empty folder for one request's files. */
    async openSpool(): Promise<string> {
      await mkdir(rootDir, { recursive: true });
      return mkdtemp(join(rootDir, 'upload-'));
    },
    async closeSpool(spoolDir: string): Promise<void> {
      await rm(spoolDir, { recursive: true, force: true });
    },
    /**
     * Removes what a crashed server left. Only old folders: with PostgreSQL, other servers may
     * share the data folder and be streaming right now.
     */
    async removeStale(now: Date): Promise<void> {
      const names = await readdir(rootDir).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(rootDir, name);
        const stats = await stat(path).catch(() => null);
        if (stats && now.getTime() - stats.mtimeMs > STALE_AFTER_MS) await rm(path, { recursive: true, force: true });
      }
    },
  };
}

export type UploadInbox = ReturnType<typeof createUploadInbox>;
