import { createAppContext } from '../app-context.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { runAdminCommand } from './admin-commands.ts';
import { runCli } from './run-cli.ts';

// With SMTP_URL unset, invitation e-mails wait in the outbox and go out (to the log and
// /dev/outbox) when the server next runs its dispatcher.
await runCli(async ({ config, logger }) => {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const context = await createAppContext({ config, database, logger });
    console.log(await runAdminCommand(context, process.argv.slice(2)));
  } finally {
    await database.close();
  }
});
