import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

const BUILD_OUTPUTS = ['packages/shared/dist/index.js', 'apps/api/dist/main.js', 'apps/web/dist/index.html'];
const BUILD_INPUTS = [
  'packages/shared/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];

/** Runs `npm run build` when an output is missing or older than the sources; exits if it fails. */
export function buildIfNeeded(): void {
  const reason = whyBuild();
  if (!reason) return;
  console.log(`Building EquiCreators (${reason})…`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

function whyBuild(): string | null {
  if (BUILD_OUTPUTS.some((output) => !existsSync(join(REPO_ROOT, output)))) return 'first start';
  const builtAt = Math.min(...BUILD_OUTPUTS.map((output) => statSync(join(REPO_ROOT, output)).mtimeMs));
  const changedAt = Math.max(...BUILD_INPUTS.map((input) => newestModification(join(REPO_ROOT, input))));
  return changedAt > builtAt ? 'the sources changed since the last build' : null;
}

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}
