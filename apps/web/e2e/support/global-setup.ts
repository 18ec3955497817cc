import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../../scripts/lib/build-if-needed.ts';
import { startBuiltServer } from '../../../../scripts/lib/server-process.ts';
import { HOW_IT_WORKS_VIDEO_URL } from './server-settings';

/**
 * Starts the built server, as `npm start` runs it, on a free port with an empty data folder
 * (so the demo data is there too), and stops it when the run ends. Its log goes to
 * test-results/server.log.
 */
export default async function globalSetup() {
  if (
    !existsSync(join(REPO_ROOT, 'apps/api/dist/main.js')) ||
    !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))
  ) {
    throw new Error('The product is not built. Run `npm run build` first (npm test does it for you).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-e2e-'));
  await mkdir(join(REPO_ROOT, 'test-results'), { recursive: true });
  const server = await startBuiltServer({
    // Behind a "proxy": the browser and the tests connect from 127.0.0.1, which the server trusts
    // as its proxy, and each test sends its own X-Forwarded-For (see fixtures.ts), so the
    // per-address login limits apply per test rather than to the whole suite. NODE_ENV=development
    // serves the developer outbox, where the journeys read their codes and links.
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      TRUST_PROXY: 'loopback',
      // Configured, so the home page's play button and the video's CSP are tested (the journey
      // answers the player's request itself: nothing leaves the machine).
      HOW_IT_WORKS_VIDEO_URL,
    },
    output: createWriteStream(join(REPO_ROOT, 'test-results', 'server.log')),
    // A cold start migrates and seeds the demo data with its pictures: 63 s once on a loaded machine.
    timeoutMs: 120_000,
  }).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)} See test-results/server.log.`);
  });
  process.env.E2E_BASE_URL = server.baseUrl;

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
