import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '../fake-smtp-server.ts';
import { fromSourceArgs } from '../from-source.ts';

export { startLocalS3 } from '../s3-server.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');
/** Where apt-get puts haproxy; PATH is tried first. */
const HAPROXY_CANDIDATES = ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'];
/** s3rver's one account: it checks every request's signature against these keys. */
const START_WAIT_MS = 120_000;

/** The haproxy binary that answers `-v`, or null when the machine has none. */
export function findHaproxy(): string | null {
  for (const candidate of HAPROXY_CANDIDATES) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

export const HAPROXY_MISSING = 'haproxy is not installed: apt-get install -y haproxy (or brew install haproxy)';

/** One API process of the cluster, reachable on its own port as well as through the balancer. */
export type ClusterProcess = {
  instanceId: string;
  url: string;
  pid: number;
  output: () => string;
  /** Sends a signal (SIGKILL to simulate a crash) and waits for the exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

export type Cluster = {
  /** haproxy's address: what a browser or a test client uses. */
  balancerUrl: string;
  /** haproxy's process id (the bench reads its CPU time). */
  balancerPid: number;
  processes: ClusterProcess[];
  /** haproxy's view of each server of the api backend ('UP', 'DOWN', 'DOWN 1/2'…), by name. */
  serverStatuses: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

/**
 * haproxy in front of the processes: round robin, a health check every second (down after two
 * failures, up after one success), the client's address in X-Forwarded-For, and a backend of its
 * own for the live event stream, whose responses stay open far longer than any other request.
 */
export function haproxyConfig(
  listenPort: number,
  servers: { name: string; port: number }[],
  statsSocket?: string,
): string {
  const lines = (backend: string, extra: string[], check: (name: string) => string) => [
    `backend ${backend}`,
    '  balance roundrobin',
    ...extra,
    ...servers.map(({ name, port }) => `  server ${name} 127.0.0.1:${String(port)} ${check(name)}`),
    '',
  ];
  return [
    'global',
    '  maxconn 4096',
    // Where `show stat` answers which servers haproxy counts as up (the tests read it).
    ...(statsSocket ? [`  stats socket ${statsSocket} mode 600 level operator`] : []),
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    // A connection refused by a process that just died is retried on another one.
    '  option redispatch',
    '  retries 2',
    '  timeout connect 5s',
    '  timeout client 1h',
    '  timeout server 60s',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout tunnel 1h',
    '',
    'frontend web',
    `  bind 127.0.0.1:${String(listenPort)}`,
    '  use_backend live if { path_beg /api/live }',
    '  default_backend api',
    '',
    ...lines(
      'api',
      ['  option httpchk GET /api/health', '  http-check expect status 200', '  default-server inter 1s fall 2 rise 1'],
      () => 'check',
    ),
    // The same servers, marked up or down by the api backend's checks; an event stream may stay silent
    // for long. http-no-delay: haproxy otherwise asks the kernel to hold small writes back (MSG_MORE)
    // for a fuller packet, which delayed each live event by about 200 ms (measured by the cluster bench).
    ...lines('live', ['  timeout server 1h', '  option http-no-delay'], (name) => `track api/${name}`),
  ].join('\n');
}

type Child = { child: ChildProcess; output: () => string; exited: Promise<void> };

function startChild(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    // The last 20 KB are enough to explain a failure.
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, output: () => printed, exited };
}

async function stopChild({ child, exited }: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

async function waitForHealth(url: string, child: Child, name: string): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${child.output()}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${name} did not answer /api/health in time:\n${child.output()}`);
}

/**
 * Starts `processes` API processes from source (Node 24 strips the types: no build step, the same code the tests run)
 * on free ports, each with `env` plus its INSTANCE_ID, PORT and a DATA_DIR of its own under
 * `dataDir` (for uploads in flight; files live in the bucket), then haproxy in front. `env` must
 * hold DATABASE_URL, JWT_SECRET and the S3 settings. Everything started is stopped by `stop()`,
 * also when the start fails half-way.
 */
export async function startCluster(options: {
  processes: number;
  env: Record<string, string>;
  dataDir: string;
  haproxy: string;
  balancerPort?: number;
}): Promise<Cluster> {
  const started: Child[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((child) => stopChild(child)));
  };
  try {
    const processes = await Promise.all(
      Array.from({ length: options.processes }, async (_, index) => {
        const instanceId = `api-${String(index + 1)}`;
        const port = await findFreePort();
        const dataDir = join(options.dataDir, instanceId);
        await mkdir(dataDir, { recursive: true });
        const child = startChild(process.execPath, fromSourceArgs(), {
          ...options.env,
          INSTANCE_ID: instanceId,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
        });
        started.push(child);
        const url = `http://127.0.0.1:${String(port)}`;
        await waitForHealth(url, child, instanceId);
        const entry: ClusterProcess = {
          instanceId,
          url,
          pid: child.child.pid ?? 0,
          output: child.output,
          kill: (signal) => stopChild(child, signal),
        };
        return { entry, port };
      }),
    );

    const balancerPort = options.balancerPort ?? (await findFreePort());
    const configDir = await mkdtemp(join(tmpdir(), 'equicreators-haproxy-'));
    const configFile = join(configDir, 'haproxy.cfg');
    const servers = processes.map(({ entry, port }) => ({ name: entry.instanceId, port }));
    const statsSocket = join(configDir, 'haproxy.sock');
    await writeFile(configFile, haproxyConfig(balancerPort, servers, statsSocket) + '\n');
    // -db: stay in the foreground, so stopping the child stops haproxy.
    const balancer = startChild(options.haproxy, ['-db', '-f', configFile], { PATH: process.env.PATH ?? '' });
    started.push(balancer);
    const balancerUrl = `http://127.0.0.1:${String(balancerPort)}`;
    await waitForHealth(balancerUrl, balancer, 'haproxy');

    return {
      balancerUrl,
      balancerPid: balancer.child.pid ?? 0,
      processes: processes.map(({ entry }) => entry),
      serverStatuses: () => readServerStatuses(statsSocket),
      stop: async () => {
        await stopAll();
        await rm(configDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Asks haproxy's stats socket for `show stat` and answers the status of each server of the api backend. */
function readServerStatuses(socketPath: string): Promise<Record<string, string>> {
  return new Promise((resolveStatuses, reject) => {
    const socket = createConnection(socketPath);
    let text = '';
    socket.on('connect', () => socket.write('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const statuses: Record<string, string> = {};
      for (const row of rows) {
        const cells = row.split(',');
        const server = cells[at('svname')];
        if (cells[at('pxname')] !== 'api' || !server || server === 'BACKEND') continue;
        statuses[server] = cells[at('status')] ?? '';
      }
      resolveStatuses(statuses);
    });
  });
}
