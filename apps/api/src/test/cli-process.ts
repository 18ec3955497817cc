import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../platform/paths.ts';
import { fromSourceArgs } from './from-source.ts';

export type CliRun = { exitCode: number | null; stdout: string; stderr: string };

/**
 * A command of `apps/api/src/cli` run as a newcomer or an operator runs it: its own process, from
 * source, with exactly the given environment; resolves with its exit code and everything it printed.
 */
export function runCliFromSource(script: string, env: Record<string, string>, args: string[]): Promise<CliRun> {
  const cli = spawn(process.execPath, fromSourceArgs(join('cli', script), ...args), {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  cli.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => cli.once('close', (exitCode) => resolve({ exitCode, stdout, stderr })));
}
