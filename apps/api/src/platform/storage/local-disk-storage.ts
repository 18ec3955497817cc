import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-files.ts';
import { assertValidStorageKey, isValidStorageKey, type FileStorage } from './file-storage.ts';

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
    list: () => listKeys(rootDir),
  };
}

/**
 * The files under `rootDir` as keys, walking one folder at a time. A write in progress (its
 * `.partial` name) and names this server never makes are left out; a missing root is empty.
 */
async function* listKeys(rootDir: string): AsyncGenerator<string> {
  const folders = [rootDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        const key = relative(rootDir, path).split(sep).join('/');
        if (isValidStorageKey(key)) yield key;
      }
    }
  }
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
