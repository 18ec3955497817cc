import { deleteAllData, type DataDeleted } from '../db/delete-all-data.ts';
import { openConfiguredDatabase, uploadsDirOf } from '../db/open-configured-database.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { ensureGeneratedCreators, seedDemoDataIfEmpty } from '../modules/demo-data/demo-data.service.ts';
import { GENERATED_EMAIL_DOMAIN } from '../modules/demo-data/generated-creators.repository.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createConfiguredStorage } from '../platform/storage/configured-storage.ts';
import { CommandError } from '../platform/command-error.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: npm run db:migrate | npm run db:seed [-- --creators N] | npm run db:reset [-- --force]
  migrate  apply the committed migrations
  seed     add the demo data to an empty database; with --creators N, also make sure N generated
           creators exist (no pictures; refused in production without --force)
  reset    delete all data, migrate, and add the demo data (refused in production without --force)`;

const MAX_GENERATED_CREATORS = 1_000_000;

await runCli(async ({ config, logger }) => {
  const [command, ...flags] = process.argv.slice(2);
  switch (command) {
    case 'migrate':
      return migrate(config);
    case 'seed':
      return seed(config, logger, generatedCreatorsOf(flags, config));
    case 'reset':
      if (config.isProduction && !flags.includes('--force')) {
        throw new CommandError('Refusing to reset a production database without --force.');
      }
      reportDeleted(await deleteAllData(config));
      return seed(config, logger);
    default:
      throw new CommandError(USAGE);
  }
});

function reportDeleted({ bucket }: DataDeleted): void {
  console.log('All data deleted.');
  if (!bucket) return;
  console.log(`${bucket.deleted} files deleted from bucket ${bucket.name}.`);
  if (bucket.leftOut.length > 0) {
    console.log(`Left in the bucket, not named as this server names files: ${bucket.leftOut.join(', ')}.`);
  }
}

async function migrate(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied to ${database.engine} (${database.location}).`);
  } finally {
    await database.close();
  }
}

/** `--creators N`: how many generated creators to make sure of (0 when not asked). */
function generatedCreatorsOf(flags: readonly string[], config: Config): number {
  const at = flags.indexOf('--creators');
  if (at === -1) return 0;
  const value = Number(flags[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > MAX_GENERATED_CREATORS) {
    throw new CommandError(`--creators wants a whole number from 1 to ${MAX_GENERATED_CREATORS}.\n${USAGE}`);
  }
  if (config.isProduction && !flags.includes('--force')) {
    throw new CommandError('Refusing to add generated creators to a production database without --force.');
  }
  return value;
}

async function seed(config: Config, logger: Logger, generatedCreators = 0): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const storage = createConfiguredStorage(config, uploadsDirOf(config));
    const { added, logins } = await seedDemoDataIfEmpty(database.db, storage, logger);
    if (generatedCreators > 0) {
      const outcome = await ensureGeneratedCreators(database.db, generatedCreators, (done) =>
        console.log(`  … ${done} of ${generatedCreators} generated creators checked`),
      );
      console.log(
        `${outcome.added} generated creators added (${generatedCreators - outcome.added} were there) ` +
          `in ${(outcome.milliseconds / 1000).toFixed(1)} s; e-mails *@${GENERATED_EMAIL_DOMAIN}.`,
      );
    }
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
