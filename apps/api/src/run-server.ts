import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { PRODUCT } from '@equicreators/shared';
import { DataDirInUseError } from './db/pglite-lock.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { restrictNewFiles } from './platform/private-files.ts';
import { StorageUnreachableError } from './platform/storage/s3-bucket.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The server process, loaded by main.ts once the Node version is right: one readable line and a
 * non-zero exit for a bad configuration.
 */
async function main(): Promise<void> {
  // Before anything is written: the database, uploads and secrets are this user's alone.
  restrictNewFiles();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    exitWithOneLine(error);
  }
  const logger = createLogger(config);
  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof StorageUnreachableError || isAddressInUse(error)) {
      exitWithOneLine(error);
    }
    logger.fatal({ err: error }, 'The server could not start');
    process.exit(1);
  }
  printBanner(config, server);

  closeWithGrace(
    { delay: 10_000, logger: { error: (message: unknown) => logger.error(message) } },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Shutting down after an unexpected error');
      else logger.info(`${signal ?? 'Shutdown'} received: finishing requests in flight`);
      await server.close();
    },
  );
}

function printBanner(config: Config, server: RunningServer): void {
  const hasWebBuild = existsSync(join(config.webDistDir, 'index.html'));
  const lines = [
    '',
    `  ${PRODUCT.name} is running at ${server.url}`,
    ...(hasWebBuild
      ? []
      : ['  Web app:  not built here; `npm run dev` serves it through Vite at http://localhost:5173']),
    `  Node.js:  ${process.versions.node}`,
    `  Database: ${server.database.engine} (${server.database.location})`,
    `  E-mail:   ${config.mail.smtpUrl ? 'sent through SMTP_URL' : 'kept in the outbox'}`,
    `  Outbox:   ${config.isDevOutboxEnabled ? `${server.url}/dev/outbox (NODE_ENV=development)` : 'not served (only with NODE_ENV=development)'}`,
    `  API docs: ${server.url}/api/docs`,
  ];
  if (server.demoLogins) {
    lines.push('', `  Demo logins (password for all: ${server.demoLogins.password})`);
    for (const login of server.demoLogins.accounts) lines.push(`    ${login.label.padEnd(26)} ${login.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

function isAddressInUse(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

function exitWithOneLine(error: unknown): never {
  const message = isAddressInUse(error)
    ? `${error.message}: another program uses this port. Stop it or set PORT to a free one.`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(message);
  process.exit(1);
}

await main();
