import { join } from 'node:path';
import type { Config } from '../platform/config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Pick<Config, 'database' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.database.url
    ? openDatabase({ engine: 'postgres', url: config.database.url, poolSize: config.database.poolSize })
    : openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') });
}

/** Local disk storage lives beside the embedded database. */
export function uploadsDirOf(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}
