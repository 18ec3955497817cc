/**
 * Started by `npm run bench -- --against <ref>` (bench-against.ts) in the other checkout, which is
 * its working folder: fills a bench database with that checkout's own scripts/lib/bench-database.ts
 * (its migrations, demo data and generators), sends the database's URL back, and exits.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as BenchDatabaseModule from './bench-database.ts';

type FillRequest = {
  serverUrl: string | undefined;
  dataDir: string;
  env: Record<string, string>;
  campaigns: number;
  creators: number;
};

const request = await new Promise<FillRequest>((resolve) => process.once('message', resolve));
// The other checkout's module, typed as this one's: --against needs a ref whose bench fills the same way.
const other = (await import(
  pathToFileURL(join(process.cwd(), 'scripts/lib/bench-database.ts')).href
)) as typeof BenchDatabaseModule;
const database = await other.createBenchDatabase(request.serverUrl, request.dataDir);
await other.fillBenchDatabase(database, {
  env: request.env,
  campaigns: request.campaigns,
  creators: request.creators,
  inspect: async () => {},
});
process.send?.({ url: database.url });
process.disconnect?.();
