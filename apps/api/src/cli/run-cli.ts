import { DataDirInUseError } from '../db/pglite-lock.ts';
import { AdminChannelError } from '../platform/admin-channel.ts';
import { CommandError } from '../platform/command-error.ts';
import { ConfigError, loadConfig, type Config } from '../platform/config.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { restrictNewFiles } from '../platform/private-files.ts';
import { StorageUnreachableError } from '../platform/storage/s3-bucket.ts';

/**
 * Runs a command-line task with the server's configuration (same DATA_DIR / DATABASE_URL),
 * printing one readable line and exiting non-zero when it fails.
 */
export async function runCli(task: (context: { config: Config; logger: Logger }) => Promise<void>): Promise<void> {
  // A tool may create the database, uploads or the token secret: as private as the server makes them.
  restrictNewFiles();
  try {
    const config = loadConfig();
    const logger = createLogger({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
    await task({ config, logger });
  } catch (error) {
    const isExpected =
      error instanceof ConfigError ||
      error instanceof CommandError ||
      error instanceof DataDirInUseError ||
      error instanceof AdminChannelError ||
      error instanceof StorageUnreachableError;
    // An expected failure needs only its message; anything else keeps its stack for the developer.
    console.error(isExpected ? error.message : error);
    process.exitCode = 1;
  }
}
