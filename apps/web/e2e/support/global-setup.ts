import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeStripe } from '../../../api/src/test/stripe/fake-stripe-server.ts';
import { REPO_ROOT } from '../../../../scripts/lib/build-if-needed.ts';
import { startBuiltServer } from '../../../../scripts/lib/server-process.ts';
import { HOW_IT_WORKS_VIDEO_URL } from './server-settings';

/**
 * Starts the built server, as `npm start` runs it, on a free port with an empty data folder
 * (so the demo data is there too), with online payment against the offline Stripe (started here
 * on a free port, its webhooks sent to the server), and stops both when the run ends. The server's
 * log goes to test-results/server.log.
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
  // The offline Stripe (issue 20): its hosted Checkout and portal pages, and its signed webhooks
  // sent to the server below once its address is known.
  const stripe = await startFakeStripe();
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
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_BRAND_MONTHLY: stripe.priceIds['brand-monthly'],
      STRIPE_PRICE_BRAND_YEARLY: stripe.priceIds['brand-yearly'],
      STRIPE_PRICE_CLUB_MONTHLY: stripe.priceIds['club-monthly'],
      STRIPE_PRICE_CLUB_YEARLY: stripe.priceIds['club-yearly'],
    },
    // Checkout sends the browser back to PUBLIC_URL: the address the journeys' pages are on, so
    // the stored login (local storage is per origin) is still there.
    isPublicAtBaseUrl: true,
    output: createWriteStream(join(REPO_ROOT, 'test-results', 'server.log')),
    // A cold start migrates and seeds the demo data with its pictures: 63 s once on a loaded machine.
    timeoutMs: 120_000,
  }).catch(async (error: unknown) => {
    await stripe.close();
    throw new Error(`${error instanceof Error ? error.message : String(error)} See test-results/server.log.`);
  });
  stripe.setWebhookUrl(`${server.baseUrl}/api/billing/webhook`);
  process.env.E2E_BASE_URL = server.baseUrl;

  return async () => {
    await server.stop();
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
