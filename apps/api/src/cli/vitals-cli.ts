import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { summariseWebVitals, WEB_VITALS_RETENTION } from '../modules/vitals/vitals.service.ts';
import { CommandError } from '../platform/command-error.ts';
import { runCli } from './run-cli.ts';
import { formatVitalsSummary } from './vitals-report.ts';

const USAGE = `Usage: npm run vitals [-- --days N]
  Prints the web vitals of real visits per page and metric: how many, the 75th percentile (read
  from 5 % buckets) and the share rated good, over the last N days in UTC, today included (default 7,
  at most ${WEB_VITALS_RETENTION.keepDays}: older days are deleted).`;

const DEFAULT_DAYS = 7;

await runCli(async ({ config }) => {
  const days = daysOf(process.argv.slice(2));
  const database = await openConfiguredDatabase(config);
  try {
    // As the other commands do, so the table exists on a database the server has not started on yet.
    await migrateDatabase(database);
    const rows = await summariseWebVitals(database.db, { days, now: new Date() });
    const heading = `Web vitals of real visits, last ${days} days in UTC (${database.engine}, ${database.location}):`;
    console.log(formatVitalsSummary(rows, heading));
  } finally {
    await database.close();
  }
});

/** `--days N`: a whole number of days within the retention period. */
function daysOf(flags: readonly string[]): number {
  if (flags.length === 0) return DEFAULT_DAYS;
  const value = Number(flags[1]);
  if (flags[0] !== '--days' || flags.length !== 2 || !Number.isInteger(value) || value < 1)
    throw new CommandError(USAGE);
  if (value > WEB_VITALS_RETENTION.keepDays) {
    throw new CommandError(
      `--days goes up to ${WEB_VITALS_RETENTION.keepDays}: older web vitals are deleted.\n${USAGE}`,
    );
  }
  return value;
}
