/**
 * `npm run audit:web`: builds what is missing, starts the built server on a fresh database, and
 * for each public page prints the min / median / max of its Lighthouse scores over AUDIT_RUNS runs
 * (mobile and desktop presets, in Debian's Chromium), its median TBT and LCP, the JavaScript it
 * loads (gzip) and the serious or critical axe-core violations. Exits non-zero when a page misses a
 * target (scripts/lib/audit-figures.ts), so the figures can gate a release; it is a measurement,
 * not part of `npm test` (scores move with the machine's load: run it alone, under
 * `flock /tmp/cpu-heavy.lock` on a shared machine).
 */
import { existsSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  CATEGORIES,
  missedTargets,
  reportLines,
  type PageFigures,
  type Preset,
  type RunFigures,
} from './lib/audit-figures.ts';
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { DEMO_MEDIA_KIT_SERVER_ENV, publishDemoMediaKit } from './lib/demo-media-kit.ts';
import { reportMissed, withFreshProductionServer } from './lib/server-process.ts';
import { logInThroughApi } from './lib/page-scripts-in-browser.ts';
import { javaScriptOfPage, LOGGED_IN_SCREEN_BUDGETS, WEB_BUDGETS_KB, WEB_DIST_DIR } from './lib/web-budgets.ts';

const DEMO_PASSWORD = 'Canter-Demo-2026';
// The public pages as a guest, then the logged-in screens as their demo accounts (issue 47).
const ALL_PAGES = [...Object.keys(WEB_BUDGETS_KB), ...Object.keys(LOGGED_IN_SCREEN_BUDGETS)];
// AUDIT_PAGES=/login,/join audits only those, to check one change without the whole 14 minutes.
const PAGES = process.env.AUDIT_PAGES?.split(',').map((path) => path.trim()) ?? ALL_PAGES;
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);

/** A logged-in screen's session, put in local storage before Lighthouse opens it. */
type Session = { origin: string; token: string; type: string };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// Each script is fetched and gzipped once, however many runs load it.
const gzippedBytesByUrl = new Map<string, number>();

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const unknownPages = PAGES.filter((path) => !ALL_PAGES.includes(path));
if (unknownPages.length > 0 || PAGES.length === 0) {
  console.error(`AUDIT_PAGES may list only these pages, comma-separated: ${ALL_PAGES.join(',')}`);
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`Chromium was not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

buildIfNeeded();
await withFreshProductionServer(
  'audit',
  async (server) => {
    await publishDemoMediaKit(server.baseUrl);
    const figures: PageFigures[] = [];
    for (const path of PAGES) {
      const url = `${server.baseUrl}${path}`;
      const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
      const screen = LOGGED_IN_SCREEN_BUDGETS[path];
      const session = screen
        ? {
            origin: server.baseUrl,
            token: await logInThroughApi(server.baseUrl, screen.screen, DEMO_PASSWORD),
            type: screen.screen.type,
          }
        : undefined;
      figures.push({
        path,
        loggedIn: session !== undefined,
        runs: {
          mobile: await runLighthouse(url, 'mobile', session),
          desktop: await runLighthouse(url, 'desktop', session),
        },
        firstLoadJavaScriptKb: javaScriptOfPage(html, WEB_DIST_DIR).gzipKb,
        budgetKb: screen ? screen.screenKb : (WEB_BUDGETS_KB[path] ?? 0),
        axeViolations: await seriousAxeViolations(url, session),
      });
    }
    process.stdout.write('\n');
    console.log(reportLines(figures).join('\n'));
    reportMissed('Missed targets', missedTargets(figures), 'Every page meets every target.');
  },
  DEMO_MEDIA_KIT_SERVER_ENV,
);

/**
 * AUDIT_RUNS runs, each in a fresh Chromium as Lighthouse's CLI does: one run on a shared two-core
 * machine can be off by several points, so the report gives the spread and the targets judge both
 * the median and the worst run.
 */
async function runLighthouse(url: string, preset: Preset, session?: Session): Promise<RunFigures[]> {
  const runs: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await figuresOf(await runLighthouseOnce(url, preset, session)));
    process.stdout.write('.');
  }
  return runs;
}

/** One run; a run whose trace Chromium garbled (NO_NAVSTART, now and then) is tried again. */
async function runLighthouseOnce(url: string, preset: Preset, session?: Session): Promise<RunnerResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      if (session) await storeSession(chrome.port, session);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Lighthouse clears the origin's storage first, the session with it; the cache is still empty.
        ...(session ? { disableStorageReset: true } : {}),
      };
      const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      if (result && !result.lhr.runtimeError) return result;
      lastError = result?.lhr.runtimeError?.message ?? 'no result';
    } finally {
      await stopChrome(chrome);
    }
  }
  throw new Error(`Lighthouse failed three times on ${url} (${preset}): ${lastError}`);
}

/**
 * Puts the session in the fresh Chromium's local storage, through a response that loads no script
 * (the health check), so the run starts as a returning user's with an empty cache.
 */
async function storeSession(port: number, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started without its default context');
    const page = await context.newPage();
    await page.goto(`${session.origin}/api/health`);
    await page.evaluate(storeInLocalStorage, session);
    await page.close();
  } finally {
    // Disconnects; the browser Lighthouse drives stays up.
    await browser.close();
  }
}

/** Runs in the page: the keys the app reads its session from (STORAGE_KEYS). */
function storeInLocalStorage({ token, type }: { token: string; type: string }): void {
  const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
    .localStorage;
  storage.setItem('token', token);
  storage.setItem('type', type);
}

/**
 * Waits until Chromium has really exited, then lets the machine settle: a browser still shutting
 * down beside the next run slows it, and on two cores that costs mobile performance points.
 */
async function stopChrome(chrome: chromeLauncher.LaunchedChrome): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  chrome.kill();
  await Promise.race([exited, setTimeout(5_000)]);
  await setTimeout(1_000);
}

async function figuresOf(result: RunnerResult): Promise<RunFigures> {
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ) as RunFigures['scores'],
    totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    seenJavaScriptKb: await seenJavaScriptKb(result),
  };
}

/** The scripts of the run, fetched uncompressed and gzipped here, so the figure does not depend on br. */
async function seenJavaScriptKb(result: RunnerResult): Promise<number> {
  const details = result.lhr.audits['network-requests']?.details as
    { items: { url: string; resourceType?: string }[] } | undefined;
  const scriptUrls = new Set(
    (details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
  );
  let bytes = 0;
  for (const scriptUrl of scriptUrls) {
    let gzipped = gzippedBytesByUrl.get(scriptUrl);
    if (gzipped === undefined) {
      const response = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
      gzipped = gzipSync(Buffer.from(await response.arrayBuffer())).length;
      gzippedBytesByUrl.set(scriptUrl, gzipped);
    }
    bytes += gzipped;
  }
  return bytes / 1024;
}

async function seriousAxeViolations(url: string, session?: Session): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    if (session) await context.addInitScript(storeInLocalStorage, session);
    const page = await context.newPage();
    // A logged-in screen keeps its live stream open, so its network is never idle: its heading tells it is shown.
    await page.goto(url, { waitUntil: session ? 'load' : 'networkidle' });
    if (session) await page.locator('#main h1').first().waitFor();
    // Form pages stay disabled until they hydrate; judge them as a visitor uses them.
    await page.locator('fieldset[disabled]').first().waitFor({ state: 'detached' });
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.nodes.length})`);
  } finally {
    await browser.close();
  }
}
