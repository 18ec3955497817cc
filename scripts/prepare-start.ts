/**
 * The first half of `npm start`: check the configuration (one readable line and exit 1 when
 * it is wrong), then build whatever is missing or older than its sources. The second half is
 * `node apps/api/dist/main.js`, which migrates, seeds an empty database and serves.
 */
import { ConfigError, loadConfig } from '../apps/api/src/platform/config.ts';
import { buildIfNeeded } from './lib/build-if-needed.ts';

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

buildIfNeeded();
