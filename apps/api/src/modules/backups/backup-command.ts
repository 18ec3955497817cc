import { isAbsolute } from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { CommandError } from '../../platform/command-error.ts';
import { describeBackup, takeBackup } from './backup-runs.service.ts';

export const BACKUP_USAGE = `Usage: npm run backup [-- --out FILE]
  Writes one archive of the database and the stored files (docs/backups.md) into BACKUP_DIR
  (DATA_DIR/backups by default) or BACKUP_S3_BUCKET, or exactly into FILE with --out.
  Restore it with: npm run restore -- ARCHIVE`;

/** `backup [--out FILE]`, run in the server that holds the embedded database or by the command line. */
export async function runBackupCommand(context: AppContext, args: string[]): Promise<string> {
  const [flag, out, ...rest] = args;
  if (args.length > 0 && (flag !== '--out' || !out || !isAbsolute(out) || rest.length > 0)) {
    throw new CommandError(BACKUP_USAGE);
  }
  const taken = await takeBackup(context, { trigger: 'command', ...(out ? { out } : {}) });
  if (!taken) throw new Error('A command backup has no slot to lose to another process');
  return describeBackup(taken);
}
