/**
 * `npm run check:budget`: builds what is missing, starts the built server on a fresh database, opens
 * each public page in Chromium as a guest and adds up the gzipped JavaScript the page fetches by
 * itself, what it loads after `load` included (scripts/lib/page-scripts-in-browser.ts). Exits
 * non-zero when a page is over its budget (docs/decisions/006 and 012). Unlike `npm run audit:web`
 * it measures bytes, not time, so the figures do not move with the machine's load and it can run in
 * `npm run validate`. The second column, the part named by the page and its static imports
 * (scripts/lib/web-budgets.ts), is shown to tell what the page needs first from what it loads later.
 */
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { javaScriptFetchedBy, launchChromium } from './lib/page-scripts-in-browser.ts';
import { DEMO_MEDIA_KIT_SERVER_ENV, publishDemoMediaKit } from './lib/demo-media-kit.ts';
import { reportMissed, withFreshProductionServer } from './lib/server-process.ts';
import { javaScriptOfPage, WEB_BUDGETS_KB, WEB_DIST_DIR } from './lib/web-budgets.ts';

const LARGEST_FILES_SHOWN = 3;

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
    } finally {
      await browser.close();
    }
    reportMissed('Over budget', failures, 'Every page is within its budget.');
  },
  DEMO_MEDIA_KIT_SERVER_ENV,
);
