import { join, resolve } from 'node:path';
import { createAppContext } from '../app-context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openConfiguredDatabase, uploadsDirOf } from '../db/open-configured-database.ts';
import { DataDirInUseError } from '../db/pglite-lock.ts';
import { restoreBackup, type RestoreSummary } from '../modules/backups/restore.ts';
import { processDueErasures } from '../modules/account-deletion/account-erasure-task.service.ts';
import { CommandError } from '../platform/command-error.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createConfiguredStorage } from '../platform/storage/configured-storage.ts';
import { checkBucketReachable } from '../platform/storage/s3-bucket.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: npm run restore -- ARCHIVE [--force]
  Restores a backup archive (npm run backup) into the database and storage this configuration names
  (DATA_DIR, DATABASE_URL, STORAGE), which must be empty; --force deletes everything in both first.`;

await runCli(async ({ config, logger }) => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const paths = args.filter((arg) => arg !== '--force');
  const [archive] = paths;
  if (paths.length !== 1 || !archive || archive.startsWith('-')) throw new CommandError(USAGE);
  // A wrong bucket stops the restore before the database is touched.
  if (config.storage.kind === 's3') await checkBucketReachable(config.storage);
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new CommandError(
      `A server is using the embedded database in ${config.dataDir}${error.ownerPid ? ` (pid ${error.ownerPid})` : ''}: ` +
        'stop the server first, then restore.',
    );
  }
  try {
    const storage = createConfiguredStorage(config, uploadsDirOf(config));
    const summary = await restoreBackup({ database, storage }, resolve(config.commandDir, archive), {
      force,
      erasuresFile: join(config.dataDir, 'restore-erasures.json'),
    });
    console.log(describeRestore(summary, database));
    if (summary.erasuresAgain.length > 0)
      console.log(await eraseAgain(summary.erasuresAgain, config, database, logger));
  } finally {
    await database.close();
  }
});

/**
 * The erasures made after the archive was taken, done now (restore.ts scheduled them): one a
 * refusal postpones (money held in the restored rows) stays due for the server's erasure task.
 */
async function eraseAgain(accountIds: string[], config: Config, database: DatabaseHandle, logger: Logger) {
  const context = await createAppContext({ config, database, logger });
  let erased = 0;
  for (const accountId of accountIds) erased += (await processDueErasures(context, { accountId })).erased;
  const left = accountIds.length - erased;
  return (
    `  Erasures made after this backup, done again: ${erased} of ${accountIds.length}` +
    (left > 0 ? ` (${left} due for the erasure task when the server starts).` : '.')
  );
}

function describeRestore(summary: RestoreSummary, database: DatabaseHandle): string {
  const { manifest } = summary;
  const lines = [
    `Restored the backup of ${manifest.createdAt} (${manifest.engine}, version ${manifest.productVersion}) ` +
      `into ${database.engine} (${database.location}).`,
  ];
  if (summary.wiped.tables > 0 || summary.wiped.files > 0) {
    lines.push(`  --force deleted first: rows in ${summary.wiped.tables} tables, ${summary.wiped.files} files.`);
  }
  const tablesWithRows = summary.tables.filter((table) => table.rows > 0).length;
  lines.push(`  Tables: ${summary.tables.length} (${tablesWithRows} with rows), ${summary.rows} rows.`);
  lines.push(`  Files: ${summary.files}, ${formatBytes(summary.fileBytes)}.`);
  if (summary.exportsExpired > 0) {
    lines.push(`  Data exports expired (archives hold no export zips): ${summary.exportsExpired}.`);
  }
  if (manifest.filesGone.length > 0) {
    lines.push(`  Files deleted before the backup copied them (not restored): ${manifest.filesGone.length}.`);
  }
  lines.push(
    `  Migrations: ${manifest.migrations.length} from the archive` +
      (summary.migrationsRun.length > 0 ? `, then ${summary.migrationsRun.join(', ')}.` : '; none newer to run.'),
  );
  return lines.join('\n');
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
