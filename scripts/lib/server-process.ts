import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { REPO_ROOT } from './build-if-needed.ts';
import { mailSinkUrl } from './mail-sink.ts';

export type RunningServerProcess = { baseUrl: string; pid: number; stop: () => Promise<void> };

/**
 * Runs the built server (`node apps/api/dist/main.js`, as `npm start` does) on a free local port
 * with the given environment, and resolves once /api/health answers.
 */
export async function startBuiltServer(options: {
  env: Record<string, string>;
  output?: Writable;
  timeoutMs?: number;
  /** Sets PUBLIC_URL to the address the server answers on, for links it builds (Stripe's return pages). */
  isPublicAtBaseUrl?: boolean;
  /** The checkout whose build runs: this one unless the bench compares another ref (`--against`). */
  root?: string;
}): Promise<RunningServerProcess> {
  const port = await findFreePort();
  const publicUrl = options.isPublicAtBaseUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
  // SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under a bench.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, join(options.root ?? REPO_ROOT, 'apps/api/dist/main.js')], {
    env: { ...process.env, ...options.env, ...publicUrl, PORT: String(port), HOST: '127.0.0.1' },
    cwd: options.root,
    stdio: ['ignore', options.output ? 'pipe' : 'ignore', options.output ? 'pipe' : 'inherit'],
  });
  if (options.output) {
    server.stdout?.pipe(options.output);
    server.stderr?.pipe(options.output);
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server exited during start-up.');
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { baseUrl, pid: server.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not answer /api/health in time.');
}

/**
 * Runs `use` against the built server as a fresh production install runs it (embedded database in
 * a new data folder, demo data), then stops the server and removes the folder.
 */
export async function withFreshProductionServer<Result>(
  label: string,
  use: (server: RunningServerProcess) => Promise<Result>,
  /** More environment: SEED_DEMO_DATA=true for pages that show data (a media kit). */
  env: Record<string, string> = {},
): Promise<Result> {
  const dataDir = await mkdtemp(join(tmpdir(), `equicreators-${label}-`));
  let server: RunningServerProcess | undefined;
  try {
    server = await startBuiltServer({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: await mailSinkUrl(),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return await use(server);
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Ends a measuring script: lists what missed its target and exits non-zero, or says all is well. */
export function reportMissed(heading: string, missed: readonly string[], allWell: string): void {
  if (missed.length > 0) {
    console.log(`\n${heading}:\n${missed.map((item) => `  - ${item}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${allWell}`);
  }
}

/** A local port that nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
