import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './build-if-needed.ts';
import type { TargetSummary } from './bench-load.ts';
import { ratioSpread, roundsAgainst, shareBeside } from './bench-verdict.ts';

/** The build `npm run bench -- --against <ref>` compares this checkout with. */
export type AgainstCheckout = { ref: string; sha: string; root: string };

/**
 * A detached worktree of `ref` beside this checkout (in the temporary folder, named by its commit,
 * so a second run against the same commit reuses its install and build), with its own
 * `npm ci` and `npm run build`: the other side runs its own dependencies and code, never this tree's.
 */
export function prepareAgainstCheckout(ref: string): AgainstCheckout {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  const root = join(tmpdir(), `equicreators-against-${sha.slice(0, 12)}`);
  if (!existsSync(join(root, 'package.json'))) {
    // A folder removed by hand leaves its worktree registered: prune forgets it first.
    git(['worktree', 'prune']);
    console.log(`Checking out ${ref} (${sha.slice(0, 12)}) in ${root}…`);
    git(['worktree', 'add', '--detach', '--force', root, sha]);
  }
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    console.log(`Installing ${ref}'s dependencies…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(join(root, 'apps/api/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log(`Building ${ref}…`);
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  return { ref, sha, root };
}

/**
 * Fills a bench database for the other build with that checkout's own migrations, demo data and
 * generators (its scripts/lib/bench-database.ts, in a process started in that checkout), so each
 * side runs on the schema it was written for. Answers the database's URL (undefined for PGlite,
 * which lives in `dataDir`); the caller drops it.
 */
export async function fillAgainstDatabase(
  checkout: AgainstCheckout,
  request: {
    serverUrl: string | undefined;
    dataDir: string;
    env: Record<string, string>;
    campaigns: number;
    creators: number;
  },
): Promise<string | undefined> {
  const child = spawn(
    process.execPath,
    ['--conditions=@equicreators/source', join(REPO_ROOT, 'scripts/lib/bench-fill-checkout.ts')],
    { cwd: checkout.root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env } },
  );
  let url: string | undefined;
  child.on('message', (message: { url?: string }) => {
    url = message.url;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.send(request);
  const code = await exited;
  if (code !== 0) throw new Error(`Filling ${checkout.ref}'s bench database failed (exit ${String(code)}).`);
  return url;
}

/**
 * The two builds side by side: each target's share of its own health beside it and its p99 as a
 * multiple of that health's, for the other ref and this checkout, and the change between them (a
 * share that falls or a multiple that grows is the slowdown).
 */
export function formatComparison(
  refLabel: string,
  ref: readonly TargetSummary[],
  tree: readonly TargetSummary[],
): string {
  const refHealth = ref[0];
  const treeHealth = tree[0];
  if (!refHealth || !treeHealth) return '';
  const width = Math.max(40, ...tree.map((summary) => summary.name.length));
  const header = [
    'target'.padEnd(width),
    `% health ${refLabel}`.padStart(18),
    '% health here'.padStart(14),
    'change'.padStart(8),
    `p99× ${refLabel}`.padStart(14),
    'p99× here'.padStart(10),
    'change'.padStart(8),
  ].join(' ');
  const lines = tree.slice(1).flatMap((summary) => {
    const before = ref.find((candidate) => candidate.name === summary.name);
    if (!before) return [];
    const shareBefore = shareBeside(before, refHealth);
    const shareNow = shareBeside(summary, treeHealth);
    const p99Before = ratioSpread(roundsAgainst(before, refHealth))?.median.ratio ?? Number.NaN;
    const p99Now = ratioSpread(roundsAgainst(summary, treeHealth))?.median.ratio ?? Number.NaN;
    return [
      [
        summary.name.padEnd(width),
        `${shareBefore.toFixed(0)} %`.padStart(18),
        `${shareNow.toFixed(0)} %`.padStart(14),
        signed(shareNow - shareBefore, ' pp').padStart(8),
        `${p99Before.toFixed(2)}×`.padStart(14),
        `${p99Now.toFixed(2)}×`.padStart(10),
        signed(p99Now - p99Before, '×').padStart(8),
      ].join(' '),
    ];
  });
  const health = `health req/s median: ${refLabel} ${refHealth.requestsPerSecond.median.toFixed(0)}, here ${treeHealth.requestsPerSecond.median.toFixed(0)}`;
  return [header, ...lines, health].join('\n');
}

function signed(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '-';
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(unit === '×' ? 2 : 0)}${unit}`;
}

function git(args: readonly string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
}
