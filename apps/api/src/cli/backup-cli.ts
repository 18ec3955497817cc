import { resolve } from 'node:path';
import { CommandError } from '../platform/command-error.ts';
import { BACKUP_USAGE } from '../modules/backups/backup-command.ts';
import { runBesideServer } from './beside-server.ts';
import { runCli } from './run-cli.ts';

/** An archive of a large site takes minutes: the running server is given hours to answer. */
const BACKUP_TIMEOUT_MS = 6 * 60 * 60_000;

await runCli(async (context) => {
  const args = process.argv.slice(2);
  const [flag, out, ...rest] = args;
  if (args.length > 0 && (flag !== '--out' || !out || rest.length > 0)) throw new CommandError(BACKUP_USAGE);
  // The server may run elsewhere in the file system's eyes (another working folder): an absolute path.
  const where = out ? ['--out', resolve(context.config.commandDir, out)] : [];
  console.log(await runBesideServer(context, ['backup', ...where], { timeoutMs: BACKUP_TIMEOUT_MS }));
});
