import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isValidStorageKey, type FileStorage } from './file-storage.ts';

export type CopyProgress = { total: number; copied: number; skipped: number };

export type CopyOutcome = CopyProgress & {
  /** Files under the folder whose names are no storage key (a stray `.DS_Store`): not copied. */
  leftOut: string[];
};

/** Copies run side by side: a bucket answers each PUT slowly but takes several at once. */
const PARALLEL_COPIES = 4;

/**
 * Copies every file of a local-disk storage folder (a key is the file's path under it) into
 * `target`, skipping a key already stored there with the same size, so a second run copies only
 * what the first did not finish. Files being written (`*.partial`) are not files yet.
 */
export async function copyDiskFilesToStorage({
  sourceDir,
  target,
  onProgress = () => {},
}: {
  sourceDir: string;
  target: FileStorage;
  onProgress?: (progress: CopyProgress) => void;
}): Promise<CopyOutcome> {
  const paths = await filesUnder(sourceDir);
  const keys: { key: string; path: string }[] = [];
  const leftOut: string[] = [];
  for (const path of paths) {
    const key = relative(sourceDir, path).split(sep).join('/');
    if (key.endsWith('.partial')) continue;
    if (isValidStorageKey(key)) keys.push({ key, path });
    else leftOut.push(key);
  }
  const progress: CopyProgress = { total: keys.length, copied: 0, skipped: 0 };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let item = keys[next++]; item; item = keys[next++]) {
      const [stored, { size }] = await Promise.all([target.stat(item.key), stat(item.path)]);
      // A key is written once (every upload gets a new id), so the same size means the same file.
      if (stored?.byteSize === size) {
        progress.skipped += 1;
      } else {
        await target.putFile(item.key, item.path);
        progress.copied += 1;
      }
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  return { ...progress, leftOut };
}

/** Every regular file under `dir`, in a stable order; none when the folder does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}
