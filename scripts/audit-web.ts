/**
 * `npm run audit:web`: builds what is missing, starts the built server on a fresh database, and
 * for each public page prints its Lighthouse scores (mobile and desktop presets, in Debian's
 * Chromium), the JavaScript it loads (gzip) and the serious or critical axe-core violations.
 * Exits non-zero when a page misses a target, so the figures can gate a release; it is a
 * measurement, not part of `npm test` (scores move with the machine's load).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { startBuiltServer } from './lib/server-process.ts';

const ALL_PAGES = ['/', '/about', '/club', '/joinclub', '/faq', '/join', '/login'];
// AUDIT_PAGES=/login,/join audits only those, to check one change without the whole 14 minutes.
const PAGES = process.env.AUDIT_PAGES?.split(',').map((path) => path.trim()) ?? ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRESETS = ['mobile', 'desktop'] as const;
const TARGETS = { minimumScore: 95, homeJavaScriptKb: 120 };
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

type Preset = (typeof PRESETS)[number];
type PageFigures = {
  path: string;
  scores: Record<Preset, number[]>;
  mobileMetrics: string;
  javaScriptKb: number;
  axeViolations: string[];
};

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
const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-audit-'));
const server = await startBuiltServer({
  env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

try {
  const figures: PageFigures[] = [];
  for (const path of PAGES) {
    const url = `${server.baseUrl}${path}`;
    const mobile = await runLighthouse(url, 'mobile');
    const desktop = await runLighthouse(url, 'desktop');
    figures.push({
      path,
      scores: { mobile: scoresOf(mobile), desktop: scoresOf(desktop) },
      mobileMetrics: metricsOf(mobile),
      javaScriptKb: await gzippedJavaScriptKb(mobile),
      axeViolations: await seriousAxeViolations(url),
    });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  const failures = report(figures);
  if (failures.length > 0) {
    console.log(`\nMissed targets:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page meets every target.');
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Lighthouse's median run (by performance) of AUDIT_RUNS, each in a fresh Chromium as its CLI
 * does: one run on a shared two-core machine can be off by several points.
 */
async function runLighthouse(url: string, preset: Preset): Promise<RunnerResult> {
  const results: RunnerResult[] = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await runLighthouseOnce(url, preset));
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  return results[Math.floor(results.length / 2)] as RunnerResult;
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

/** The mobile run's lab metrics, to see which one moves a score. */
function metricsOf(result: RunnerResult): string {
  const metrics = {
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    TBT: 'total-blocking-time',
    CLS: 'cumulative-layout-shift',
  };
  return Object.entries(metrics)
    .map(([name, id]) => `${name} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
}

function scoresOf(result: RunnerResult): number[] {
  return CATEGORIES.map((category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
}

/** The page's scripts, fetched uncompressed and gzipped here, so the figure does not depend on br. */
async function gzippedJavaScriptKb(result: RunnerResult): Promise<number> {
  const details = result.lhr.audits['network-requests']?.details as
    { items: { url: string; resourceType?: string }[] } | undefined;
  const scriptUrls = [
    ...new Set((details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url)),
  ];
  let bytes = 0;
  for (const scriptUrl of scriptUrls) {
    const response = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
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

/** Prints the table and answers the targets each page missed. */
function report(figures: PageFigures[]): string[] {
  const header = ['page', ...PRESETS.map((preset) => `${preset} P/A/BP/SEO`), 'JS gzip', 'axe serious+'];
  console.log(
    `\n${header[0]?.padEnd(10)} ${header[1]?.padEnd(20)} ${header[2]?.padEnd(20)} ${header[3]?.padStart(9)}  ${header[4]}`,
  );
  const failures: string[] = [];
  for (const page of figures) {
    const cells = PRESETS.map((preset) => page.scores[preset].join(' / '));
    console.log(
      `${page.path.padEnd(10)} ${cells[0]?.padEnd(20)} ${cells[1]?.padEnd(20)} ${`${page.javaScriptKb.toFixed(1)} KB`.padStart(9)}  ${page.axeViolations.length === 0 ? 'none' : page.axeViolations.join(', ')}`,
    );
    for (const preset of PRESETS) {
      page.scores[preset].forEach((score, index) => {
        if (score < TARGETS.minimumScore) failures.push(`${page.path} ${preset} ${CATEGORIES[index]}: ${score}`);
      });
    }
    if (page.path === '/' && page.javaScriptKb > TARGETS.homeJavaScriptKb) {
      failures.push(
        `/ loads ${page.javaScriptKb.toFixed(1)} KB of gzipped JavaScript (target ${TARGETS.homeJavaScriptKb})`,
      );
    }
    console.log(`${''.padEnd(10)} mobile: ${page.mobileMetrics}`);
    if (page.axeViolations.length > 0) failures.push(`${page.path} axe: ${page.axeViolations.join(', ')}`);
  }
  return failures;
}
