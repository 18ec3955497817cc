import { createAppContext } from '../app-context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { DataDirInUseError } from '../db/pglite-lock.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { runAdminCommand } from '../modules/admin/admin-commands.ts';
import { callAdminChannel } from '../platform/admin-channel.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';

/**
 * Runs an admin command (admin-commands.ts) against the configured database and answers its line.
 * A running server that holds the embedded database runs it itself, through its admin channel, so
 * its caches and live streams see the change at once (docs/decisions/017); otherwise this process
 * opens the database. With SMTP_URL unset, e-mails wait in the outbox until a server dispatches them.
 */
export async function runBesideServer(
  { config, logger }: { config: Config; logger: Logger },
  args: string[],
  options: { timeoutMs?: number } = {},
): Promise<string> {
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return callAdminChannel(config.dataDir, error.ownerPid, args, options.timeoutMs);
  }
  try {
    await migrateDatabase(database);
    const context = await createAppContext({ config, database, logger });
    return await runAdminCommand(context, args);
  } finally {
    await database.close();
  }
}
