import { chmodSync, lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds the database, private attachments and the token secret: no one but the
 * server's own user may read it. New files are 0600 and folders 0700 through the process umask
 * (set first thing by the server and every command-line tool), and what an older version, another
 * tool or PGlite (it chmods a new database's files to 0666 itself) left more open is closed at
 * start-up by `makeDataDirPrivate`.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A start-up pass visits at most this many entries, however large the uploads grow. */
const MAX_ENTRIES = 1_000_000;

/**
 * What the server keeps in DATA_DIR (db/open-configured-database.ts, app.ts, auth/jwt-secret.ts,
 * admin-channel.ts). Only these are walked: a DATA_DIR that also holds someone's own files (or is
 * set by mistake to a home or project folder) keeps them as they are, execute bits included; the
 * data folder's own 0700 already shuts everyone else out of them.
 */
export const DATA_DIR_ENTRIES = ['pglite', 'uploads', 'incoming', 'secrets', 'admin-channel.json'] as const;

/** Everything this process creates from now on is private to its user (files 0600, folders 0700). */
export function restrictNewFiles(): void {
  process.umask(PRIVATE_UMASK);
}

export type PrivateDataDirResult = {
  visited: number;
  /** Entries whose mode was changed. */
  changed: number;
  /** Entries whose mode could not be changed (another owner, a read-only mount), with the reason. */
  failed: { path: string; reason: string }[];
  /** False when MAX_ENTRIES stopped the walk before its end. */
  isComplete: boolean;
};

/**
 * Sets the data folder and every folder of the server's own entries in it (DATA_DIR_ENTRIES) to
 * 0700 and every file there to 0600. Iterative (a list of folders still to read, no recursion),
 * bounded by `maxEntries`, and it never follows a symbolic link below the data folder nor changes
 * one: a link may point anywhere. A missing data folder (first start) is nothing to do.
 * Synchronous: it runs once at start-up, before anything is served (5,000 files: see
 * docs/architecture.md, "Data").
 */
export function makeDataDirPrivate(dataDir: string, { maxEntries = MAX_ENTRIES } = {}): PrivateDataDirResult {
  const result: PrivateDataDirResult = { visited: 0, changed: 0, failed: [], isComplete: true };
  // The configured path itself may be a link to a volume: that one is the operator's choice.
  const rootStats = statOrNull(dataDir, statSync);
  if (!rootStats?.isDirectory()) return result;
  restrict(dataDir, rootStats, PRIVATE_FOLDER_MODE, result);
  const folders: string[] = [];
  const visit = (path: string): boolean => {
    if (result.visited >= maxEntries) {
      result.isComplete = false;
      return false;
    }
    const stats = statOrNull(path, lstatSync);
    if (stats?.isDirectory()) {
      restrict(path, stats, PRIVATE_FOLDER_MODE, result);
      folders.push(path);
    } else if (stats?.isFile()) {
      restrict(path, stats, PRIVATE_FILE_MODE, result);
    }
    // Links, sockets and pipes are left as they are (a link's own mode means nothing on Linux).
    return true;
  };
  for (const name of DATA_DIR_ENTRIES) if (!visit(join(dataDir, name))) return result;
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch (error) {
      recordFailure(folder, error, result);
      continue;
    }
    for (const name of names) if (!visit(join(folder, name))) return result;
  }
  return result;
}

function restrict(path: string, stats: Stats, mode: number, result: PrivateDataDirResult): void {
  result.visited += 1;
  if ((stats.mode & 0o777) === mode) return;
  try {
    chmodSync(path, mode);
    result.changed += 1;
  } catch (error) {
    recordFailure(path, error, result);
  }
}

/** The entry's stats, or null when it vanished between listing and reading (a finished upload). */
function statOrNull(path: string, read: (path: string) => Stats): Stats | null {
  try {
    return read(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function recordFailure(path: string, error: unknown, result: PrivateDataDirResult): void {
  if (isMissing(error)) return;
  result.failed.push({ path, reason: error instanceof Error ? error.message : String(error) });
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
