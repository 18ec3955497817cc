import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (or CHROME_PATH): Playwright's own browser download cannot work here. */
function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return path;
}

const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'apps/web/e2e',
  // The global setup starts the built server on a free port with a fresh DATA_DIR and
  // passes its address on; every worker reads it here.
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  // Sign-up journeys wait for e-mails and a timed redirect, beside a worker uploading images on two
  // shared cores: one took 49 s in a full run. A step that hangs still fails at its own expectation.
  timeout: 90_000,
  // CI shares its machine: the same 82 journeys took 10.3 min there against 3.1 min on a quiet one,
  // and first loads of a lazily loaded area passed 7 s. A hang still fails, only later.
  expect: { timeout: isCi ? 15_000 : 7_000 },
  forbidOnly: isCi,
  retries: 0,
  workers: isCi ? 2 : undefined,
  reporter: isCi ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
