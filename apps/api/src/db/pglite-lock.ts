import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'equicreators.lock';

/**
 * The embedded engine does not guard its folder: two processes writing one data folder
 * corrupt it. This lock file (holding the owner's pid) refuses a second opener, and is
 * taken over when the process that left it has died.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, null);
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  /** The live process that holds the folder (a running server offers `npm run admin` a channel). */
  readonly ownerPid: number | null;
  constructor(dataDir: string, pid: number | null) {
    super(
      `The embedded database in ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}, ` +
        'most likely a running server. Stop it first, use another DATA_DIR, or set DATABASE_URL.',
    );
    this.ownerPid = pid;
  }
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
