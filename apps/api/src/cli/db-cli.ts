import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase, uploadsDirOf } from '../db/open-configured-database.ts';
import { acquireDataDirLock } from '../db/pglite-lock.ts';
import { seedDemoDataIfEmpty } from '../db/seed/seed-demo-data.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage.ts';
import { CliError, runCli } from './run-cli.ts';

const USAGE = `Usage: npm run db:migrate | npm run db:seed | npm run db:reset [-- --force]
  migrate  apply the committed migrations
  seed     add the demo data to an empty database
  reset    delete all data, migrate, and add the demo data (refused in production without --force)`;

await runCli(async ({ config, logger }) => {
  const [command, ...flags] = process.argv.slice(2);
  switch (command) {
    case 'migrate':
      return migrate(config);
    case 'seed':
      return seed(config, logger);
    case 'reset':
      if (config.isProduction && !flags.includes('--force')) {
        throw new CliError('Refusing to reset a production database without --force.');
      }
      await reset(config);
      return seed(config, logger);
    default:
      throw new CliError(USAGE);
  }
});

async function migrate(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied to ${database.engine} (${database.location}).`);
  } finally {
    await database.close();
  }
}

async function seed(config: Config, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const storage = createLocalDiskStorage(uploadsDirOf(config));
    const { added, logins } = await seedDemoDataIfEmpty(database.db, storage, logger);
    if (!added) {
      console.log('The database already has accounts, so no demo data was added. `npm run db:reset` starts over.');
    }
    if (!logins) return;
    console.log(`Demo logins in ${database.engine} (${database.location}), password for all: ${logins.password}`);
    for (const login of logins.accounts) console.log(`  ${login.label.padEnd(26)} ${login.email}`);
  } finally {
    await database.close();
  }
}

/** Deletes every table, the migration history and the uploaded files. */
async function reset(config: Config): Promise<void> {
  if (config.database.url) {
    const database = await openConfiguredDatabase(config);
    try {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    } finally {
      await database.close();
    }
  } else {
    const pgliteDir = join(config.dataDir, 'pglite');
    // Taking the lock proves no server is using the folder while it is deleted.
    const release = await acquireDataDirLock(pgliteDir).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return async () => {};
      throw error;
    });
    await rm(pgliteDir, { recursive: true, force: true });
    await release();
  }
  await rm(uploadsDirOf(config), { recursive: true, force: true });
  console.log('All data deleted.');
}
