import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-files.ts';
import { assertValidStorageKey, type FileStorage } from './file-storage.ts';

/** Files under one folder on local disk (DATA_DIR/uploads by default). */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertValidStorageKey(key);
    return join(rootDir, key);
  };
  return {
    async put(key, data) {
      await writeInPlace(pathOf(key), (temporaryPath) => writeFile(temporaryPath, data));
    },
    async putFile(key, sourcePath) {
      await writeInPlace(pathOf(key), (temporaryPath) => copyFile(sourcePath, temporaryPath));
    },
    async read(key, range) {
      const path = pathOf(key);
      const stats = await stat(path).catch(() => null);
      if (!stats?.isFile()) return null;
      return { stream: createReadStream(path, range), byteSize: stats.size };
    },
    async stat(key) {
      const stats = await stat(pathOf(key)).catch(() => null);
      return stats?.isFile() ? { byteSize: stats.size } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Writes beside the final path and renames, so a reader never sees half a file. Private to the
 * server's user whatever the umask: copyFile gives the copy its source's mode (0644 from a tool).
 */
async function writeInPlace(path: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const temporaryPath = `${path}.${randomUUID()}.partial`;
  try {
    await write(temporaryPath);
    await chmod(temporaryPath, PRIVATE_FILE_MODE);
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}
