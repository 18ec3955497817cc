/**
 * `npm run check:budget`: builds what is missing, starts the built server on a fresh database, opens
 * each public page in Chromium as a guest and adds up the gzipped JavaScript the page fetches by
 * itself, what it loads after `load` included (scripts/lib/page-scripts-in-browser.ts). Exits
 * non-zero when a page is over its budget (docs/decisions/006 and 012). Unlike `npm run audit:web`
 * it measures bytes, not time, so the figures do not move with the machine's load and it can run in
 * `npm run validate`. The second column, the part named by the page and its static imports
 * (scripts/lib/web-budgets.ts), is shown to tell what the page needs first from what it loads later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { javaScriptFetchedBy, launchChromium, scriptsOfLoggedInScreen } from './lib/page-scripts-in-browser.ts';
import { DEMO_MEDIA_KIT_SERVER_ENV, publishDemoMediaKit } from './lib/demo-media-kit.ts';
import { reportMissed, withFreshProductionServer } from './lib/server-process.ts';
import { javaScriptOfPage, LOGGED_IN_SCREEN_BUDGETS, WEB_BUDGETS_KB, WEB_DIST_DIR } from './lib/web-budgets.ts';

const LARGEST_FILES_SHOWN = 3;
const DEMO_PASSWORD = 'Canter-Demo-2026';

/** The gzipped size of built files (paths under the web build), in KB. */
function gzippedKbOf(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST_DIR, file))).length, 0) / 1024;
}

buildIfNeeded();
await withFreshProductionServer(
  'budget',
  async (server) => {
    await publishDemoMediaKit(server.baseUrl);
    const browser = await launchChromium();
    const failures: string[] = [];
    try {
      console.log(
        `${'page'.padEnd(16)} ${'JS gzip'.padStart(9)} ${'first'.padStart(9)} ${'budget'.padStart(8)}  largest files`,
      );
      for (const [path, budgetKb] of Object.entries(WEB_BUDGETS_KB)) {
        const page = await javaScriptFetchedBy(browser, `${server.baseUrl}${path}`);
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
        const first = javaScriptOfPage(await response.text(), WEB_DIST_DIR);
        const largest = page.files
          .slice(0, LARGEST_FILES_SHOWN)
          .map((file) => `${file.name.replace(/^assets\//, '')} ${(file.gzipBytes / 1024).toFixed(1)}`)
          .join(', ');
        console.log(
          `${path.padEnd(16)} ${`${page.gzipKb.toFixed(1)} KB`.padStart(9)} ${`${first.gzipKb.toFixed(1)} KB`.padStart(9)} ${`${budgetKb} KB`.padStart(8)}  ${page.files.length} files: ${largest}`,
        );
        if (page.gzipKb > budgetKb) failures.push(`${path} loads ${page.gzipKb.toFixed(1)} KB (budget ${budgetKb} KB)`);
      }
      console.log(
        `\n${'logged in'.padEnd(16)} ${'scripts: first paint'.padStart(21)} ${'heading'.padStart(8)} ${'gzip'.padStart(9)} ${'budget'.padStart(14)}  in all`,
      );
      for (const [path, budget] of Object.entries(LOGGED_IN_SCREEN_BUDGETS)) {
        const scripts = await scriptsOfLoggedInScreen(browser, server.baseUrl, budget.screen, DEMO_PASSWORD);
        // The screen is shown once its heading is: what it asked for until then is what it waited on.
        const shownKb = gzippedKbOf(scripts.beforeHeading);
        console.log(
          `${path.padEnd(16)} ${String(scripts.beforeFirstPaint.length).padStart(21)} ${String(scripts.beforeHeading.length).padStart(8)} ${`${shownKb.toFixed(1)} KB`.padStart(9)} ${`${budget.scriptsBeforeScreen}, ${budget.screenKb} KB`.padStart(14)}  ${scripts.all.length} scripts; first paint ${scripts.firstPaintMs.toFixed(0)} ms, heading ${scripts.headingMs.toFixed(0)} ms`,
        );
        if (scripts.beforeHeading.length > budget.scriptsBeforeScreen) {
          failures.push(
            `${path} asks for ${scripts.beforeHeading.length} scripts before it shows (budget ${budget.scriptsBeforeScreen})`,
          );
        }
        if (shownKb > budget.screenKb) {
          failures.push(`${path} loads ${shownKb.toFixed(1)} KB before it shows (budget ${budget.screenKb} KB)`);
        }
      }
    } finally {
      await browser.close();
    }
    reportMissed('Over budget', failures, 'Every page is within its budget.');
  },
  DEMO_MEDIA_KIT_SERVER_ENV,
);
