import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAppContext, type AppContext } from '../app-context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { buildApp } from '../app.ts';
import { createManualClock, type ManualClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/** The application context with a manual clock, plus the app to inject requests into. */
export type TestContext = AppContext & {
  app: FastifyInstance;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
};

export type TestContextOptions = {
  /** Extra environment, as the server would read it (NODE_ENV, WEB_DIST_DIR…). */
  env?: Record<string, string>;
  /** A database opened by the test (two apps on one PostgreSQL); closed with the context. */
  database?: DatabaseHandle;
  /** Registers extra routes before the app is ready (for testing shared mechanisms). */
  extendApp?: (app: FastifyInstance) => void | Promise<void>;
};

/** The settings of a test server: its own data folder, the test secret, no demo data, no web build. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://equicreators.test',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
}

/**
 * The real application on a fresh database of its own, with a clock that moves only when told,
 * files in a temporary folder, and no network: requests go through `app.inject`.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-test-'));
  const config = testConfig(dataDir, options.env);
  const database = options.database ?? (await createTestDatabase());
  const clock = createManualClock(new Date());
  const logger = createLogger({ logLevel: 'silent', isProduction: true });
  // The caches run on the manual clock too: an entry expires when the test moves the clock.
  const cacheClock = { now: () => clock.now().getTime(), readsAhead: false };
  const context = await createAppContext({ config, database, logger, clock, cacheClock });
  const app = await buildApp(context);
  await options.extendApp?.(app);
  await app.ready();
  await context.live.start();
  return {
    ...context,
    app,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await context.live.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
