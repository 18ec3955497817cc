/**
 * `npm run check:budget`: builds what is missing, starts the built server on a fresh database, asks
 * it for each public page as a browser would, and adds up the gzipped JavaScript the page loads
 * before it is usable (scripts/lib/web-budgets.ts). Exits non-zero when a page is over its budget
 * (docs/decisions/012). Unlike `npm run audit:web` it measures bytes, not time, so the figures do
 * not move with the machine's load and it can run in `npm run validate`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, REPO_ROOT } from './lib/build-if-needed.ts';
import { startBuiltServer } from './lib/server-process.ts';
import { javaScriptOfPage, WEB_BUDGETS_KB } from './lib/web-budgets.ts';

const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
const LARGEST_FILES_SHOWN = 3;

buildIfNeeded();
const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-budget-'));
const server = await startBuiltServer({
  env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

try {
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
  if (failures.length > 0) {
    console.log(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page is within its budget.');
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
