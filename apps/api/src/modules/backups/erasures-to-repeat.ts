import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Database } from '../../db/client.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../platform/private-files.ts';
import { erasedAccountIdsOf } from './after-restore.repository.ts';

/**
 * The erasures a restore must make again: the accounts its target had erased, kept in `file` (in
 * DATA_DIR) before the target is emptied, so a restore that fails half-way and is run again with
 * --force still knows them; the file goes once they are due as rows of the restored database.
 * Without a file (tests), read from the target only.
 */
export type ErasuresToRepeat = { accountIds: string[]; settled: () => Promise<void> };

export async function keepErasuresToRepeat(db: Database, file: string | undefined): Promise<ErasuresToRepeat> {
  const earlier = file ? await readIds(file) : [];
  const accountIds = [...new Set([...earlier, ...(await erasedAccountIdsOf(db))])].sort();
  if (file && accountIds.length > 0) {
    await mkdir(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await writeFile(file, JSON.stringify({ accountIds }), { mode: PRIVATE_FILE_MODE });
  }
  return { accountIds, settled: async () => (file ? rm(file, { force: true }) : undefined) };
}

async function readIds(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return [];
  const parsed = JSON.parse(text) as { accountIds?: unknown };
  return Array.isArray(parsed.accountIds) ? parsed.accountIds.filter((id) => typeof id === 'string') : [];
}
