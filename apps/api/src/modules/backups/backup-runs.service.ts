import { basename, dirname, join } from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { writeBackup, type BackupManifest } from './backup-archive.ts';
import { backupFailedEmail } from './backup.emails.ts';
import { archiveNameOf, archivesToRemove } from './backup-retention.ts';
import { finishBackupRun, startBackupRun } from './backup-runs.repository.ts';
import { createBackupShelf, type BackupShelf } from './backup-shelf.ts';

type BackupContext = Pick<AppContext, 'config' | 'database' | 'db' | 'storage' | 'clock' | 'logger' | 'version'>;

export type BackupRequest =
  /** `npm run backup`: into the configured folder or bucket, or exactly `out` when given. */
  | { trigger: 'command'; out?: string }
  /** The schedule's run for a UTC day; skipped when another process has taken that day. */
  | { trigger: 'schedule'; slot: string };

export type BackupTaken = {
  archiveName: string;
  destination: string;
  byteSize: number;
  manifest: BackupManifest;
  /** Archives the schedule's retention removed after this one was kept. */
  removed: string[];
};

/**
 * Takes one backup and records it in backup_runs: the archive is written whole into its shelf or
 * not at all. A scheduled run that fails e-mails the support address; a command's failure is the
 * command's answer. Answers null when the day's scheduled run belongs to another process.
 */
export async function takeBackup(context: BackupContext, request: BackupRequest): Promise<BackupTaken | null> {
  const { config, db, clock } = context;
  const run = await startBackupRun(db, {
    trigger: request.trigger,
    slot: request.trigger === 'schedule' ? request.slot : null,
    startedAt: clock.now(),
  });
  if (!run) return null;
  const out = request.trigger === 'command' ? request.out : undefined;
  const shelf = out
    ? createBackupShelf({ kind: 'folder', dir: dirname(out) }, workDirOf(context))
    : createBackupShelf(config.backups.destination, workDirOf(context));
  const archiveName = out ? basename(out) : archiveNameOf(run.startedAt, run.id);
  try {
    const { written: manifest, byteSize } = await shelf.store(archiveName, (path) =>
      writeBackup({ database: context.database, storage: context.storage, version: context.version }, path),
    );
    const removed = request.trigger === 'schedule' ? await applyRetention(context, shelf) : [];
    await finishBackupRun(db, run.id, {
      status: 'succeeded',
      finishedAt: clock.now(),
      archiveName,
      destination: shelf.description,
      byteSize,
    });
    return { archiveName, destination: shelf.description, byteSize, manifest, removed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishBackupRun(db, run.id, {
      status: 'failed',
      finishedAt: clock.now(),
      destination: shelf.description,
      error: message,
    });
    if (request.trigger === 'schedule') {
      await queueMail(
        db,
        backupFailedEmail({
          supportEmail: config.mail.supportEmail,
          publicUrl: config.publicUrl,
          destination: shelf.description,
          error: message,
        }),
      );
    }
    throw error;
  }
}

/** Removes what the schedule no longer keeps; a removal that fails is logged, the backup stands. */
async function applyRetention(context: BackupContext, shelf: BackupShelf): Promise<string[]> {
  const schedule = context.config.backups.schedule;
  if (!schedule) return [];
  const removed: string[] = [];
  for (const name of archivesToRemove(await shelf.list(), schedule)) {
    try {
      await shelf.remove(name);
      removed.push(name);
    } catch (error) {
      context.logger.warn({ err: error, archive: name }, 'backups: an old archive could not be removed');
    }
  }
  return removed;
}

/** Where an archive bound for a bucket is written first: beside the database, never /tmp (often small). */
function workDirOf(context: BackupContext): string {
  return join(context.config.dataDir, 'tmp');
}

/** One line for the command line: where the archive went and what it holds. */
export function describeBackup(taken: BackupTaken): string {
  const rows = taken.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = taken.manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return (
    `Backup written: ${taken.destination}/${taken.archiveName} (${formatBytes(taken.byteSize)}): ` +
    `${String(taken.manifest.tables.length)} tables, ${rows.toLocaleString('en-GB')} rows, ` +
    `${String(taken.manifest.files.length)} files (${formatBytes(fileBytes)}).`
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
