/**
 * `npm run check:budget`: builds what is missing, starts the built server on a fresh database, asks
 * it for each public page as a browser would, and adds up the gzipped JavaScript the page loads
 * before it is usable (scripts/lib/web-budgets.ts). Exits non-zero when a page is over its budget
 * (docs/decisions/012). Unlike `npm run audit:web` it measures bytes, not time, so the figures do
 * not move with the machine's load and it can run in `npm run validate`.
 */
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { reportMissed, withFreshProductionServer } from './lib/server-process.ts';
import { javaScriptOfPage, WEB_BUDGETS_KB, WEB_DIST_DIR } from './lib/web-budgets.ts';

const LARGEST_FILES_SHOWN = 3;

buildIfNeeded();
await withFreshProductionServer('budget', async (server) => {
  const failures: string[] = [];
  console.log(`${'page'.padEnd(10)} ${'JS gzip'.padStart(9)} ${'budget'.padStart(8)}  largest files`);
  for (const [path, budgetKb] of Object.entries(WEB_BUDGETS_KB)) {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const page = javaScriptOfPage(await response.text(), WEB_DIST_DIR);
    const largest = page.files
      .slice(0, LARGEST_FILES_SHOWN)
      .map((file) => `${file.name.replace(/^assets\//, '')} ${(file.gzipBytes / 1024).toFixed(1)}`)
      .join(', ');
    console.log(
      `${path.padEnd(10)} ${`${page.gzipKb.toFixed(1)} KB`.padStart(9)} ${`${budgetKb} KB`.padStart(8)}  ${page.files.length} files: ${largest}`,
    );
    if (page.gzipKb > budgetKb) failures.push(`${path} loads ${page.gzipKb.toFixed(1)} KB (budget ${budgetKb} KB)`);
  }
  reportMissed('Over budget', failures, 'Every page is within its budget.');
});
