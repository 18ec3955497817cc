import { createAppContext } from '../app-context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { DataDirInUseError } from '../db/pglite-lock.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { callAdminChannel } from '../platform/admin-channel.ts';
import { runAdminCommand } from '../modules/admin/admin-commands.ts';
import { runCli } from './run-cli.ts';

// With SMTP_URL unset, invitation e-mails wait in the outbox and go out (to the log and
// /dev/outbox) when the server next runs its dispatcher.
await runCli(async ({ config, logger }) => {
  const args = process.argv.slice(2);
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // A running server holds the embedded database: it runs the command itself, so its caches
    // and live streams see the change at once (docs/decisions/017).
    console.log(await callAdminChannel(config.dataDir, error.ownerPid, args));
    return;
  }
  try {
    await migrateDatabase(database);
    const context = await createAppContext({ config, database, logger });
    console.log(await runAdminCommand(context, args));
  } finally {
    await database.close();
  }
});
