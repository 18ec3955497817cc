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
import { javaScriptOfPage, WEB_BUDGETS_KB, WEB_DIST_DIR } from './lib/web-budgets.ts';

const ALL_PAGES = Object.keys(WEB_BUDGETS_KB);
// AUDIT_PAGES=/login,/join audits only those, to check one change without the whole 14 minutes.
const PAGES = process.env.AUDIT_PAGES?.split(',').map((path) => path.trim()) ?? ALL_PAGES;
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
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
      figures.push({
        path,
        runs: { mobile: await runLighthouse(url, 'mobile'), desktop: await runLighthouse(url, 'desktop') },
        firstLoadJavaScriptKb: javaScriptOfPage(html, WEB_DIST_DIR).gzipKb,
        budgetKb: WEB_BUDGETS_KB[path] ?? 0,
        axeViolations: await seriousAxeViolations(url),
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
async function runLighthouse(url: string, preset: Preset): Promise<RunFigures[]> {
  const runs: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await figuresOf(await runLighthouseOnce(url, preset)));
    process.stdout.write('.');
  }
  return runs;
}

/** One run; a run whose trace Chromium garbled (NO_NAVSTART, now and then) is tried again. */
async function runLighthouseOnce(url: string, preset: Preset): Promise<RunnerResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
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

async function seriousAxeViolations(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
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
