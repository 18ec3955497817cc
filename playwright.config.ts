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
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
