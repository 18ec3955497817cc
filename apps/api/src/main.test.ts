import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { HealthResponse } from '@equicreators/shared';
import { pino } from 'pino';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { findAccountByEmail } from './modules/accounts/accounts.repository.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { unsupportedNodeReason } from './platform/node-runtime.ts';
import { createLogger } from './platform/logger.ts';
import { API_ROOT } from './platform/paths.ts';
import { StorageUnreachableError } from './platform/storage/s3-bucket.ts';
import { startServer } from './server.ts';
import { createAccount } from './test/factories.ts';
import { fromSourceArgs } from './test/from-source.ts';
import { findFreePort } from './test/fake-smtp-server.ts';
import { startTestS3Server } from './test/s3-server.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from './test/test-database.ts';

const engine = testDatabaseEngine();
const silentLogger = createLogger({ logLevel: 'silent', isProduction: true });

describe('the server', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-main-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** Settings for a server under test: PGlite in dataDir, or a fresh PostgreSQL database. */
  async function databaseEnvironment(): Promise<Record<string, string>> {
    if (engine === 'pglite') return { DATA_DIR: dataDir };
    const database = await createPostgresTestDatabase();
    onTestFinished(() => database.drop());
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }

  /** `node main.js` on a free port with its own database, no demo data, quiet logs. */
  async function runMainOnFreePort() {
    const port = await findFreePort();
    const server = runMain({
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...(await databaseEnvironment()),
    });
    return { port, server };
  }

  async function inProcessConfig(env: Record<string, string> = {}): Promise<Config> {
    return loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      ...(await databaseEnvironment()),
      ...env,
    });
  }

  const olderNode = olderNodeOnThisMachine();
  it.runIf(olderNode !== undefined)('refuses an older Node.js in one line, before it loads anything else', async () => {
    const { path, version } = olderNode ?? { path: '', version: '' };
    // An older Node cannot read TypeScript: it runs the entry as the build compiles it.
    const server = runMain({ DATA_DIR: dataDir }, { node: path, args: [await compiledEntryIn(dataDir)] });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim().split('\n')).toEqual([unsupportedNodeReason(version)]);
    expect(server.output().stdout).toBe('');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('stops with one readable line and a non-zero exit for a bad setting', async () => {
    const server = runMain({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc").',
    ]);
  });

  it(`starts on ${engine}, answers, and on SIGTERM exits cleanly`, async () => {
    const { port, server } = await runMainOnFreePort();
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as HealthResponse;
    expect(health.database.engine).toBe(engine);
    expect(server.output().stdout).toContain(`EquiCreators is running at http://localhost:${port}`);
    // NODE_ENV is unset here, as for a bare `node main.js`: the outbox stays private.
    expect(server.output().stdout).toContain('Outbox:   not served (only with NODE_ENV=development)');
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(404);
    const lockFile = join(dataDir, 'pglite', 'equicreators.lock');
    expect(existsSync(lockFile)).toBe(engine === 'pglite');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it(`keeps its data folder private on ${engine}: what it writes and what an older version left open`, async () => {
    // As older versions left it: folders 0755, an attachment 0644, a database file 0666.
    await mkdir(join(dataDir, 'uploads', 'messages', 'ab'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'messages', 'ab', 'contract.pdf'), 'private');
    await chmod(join(dataDir, 'uploads', 'messages', 'ab', 'contract.pdf'), 0o644);
    await mkdir(join(dataDir, 'incoming'));
    await writeFile(join(dataDir, 'incoming', 'left.partial'), 'x');
    await chmod(join(dataDir, 'incoming', 'left.partial'), 0o666);
    for (const folder of ['', 'incoming', 'uploads', 'uploads/messages', 'uploads/messages/ab']) {
      await chmod(join(dataDir, folder), 0o755);
    }
    const { port, server } = await runMainOnFreePort();
    onTestFinished(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 150_000);

    const rootMode = (await stat(dataDir)).mode & 0o777;
    const open: string[] = rootMode === 0o700 ? [] : [`/ ${rootMode.toString(8)}`];
    const folders = [dataDir];
    for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        const mode = (await stat(path)).mode & 0o777;
        if (entry.isDirectory()) folders.push(path);
        const expected = entry.isDirectory() ? 0o700 : entry.isFile() ? 0o600 : mode;
        if (mode !== expected) open.push(`${path.slice(dataDir.length)} ${mode.toString(8)}`);
      }
    }
    expect(open).toEqual([]);
    // A first start (a new PGlite database and its migrations) took 38 s on two loaded shared cores.
  }, 180_000);

  it('refuses to start, in one line and with a non-zero exit, when the bucket of STORAGE=s3 does not exist', async () => {
    const s3 = await startTestS3Server();
    onTestFinished(() => s3.close());
    const server = runMain({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    // Exactly one line: no warning from the AWS SDK before ours (it warned on Node 20), no stack.
    expect(stderr.trim().split('\n')).toEqual([
      `Storage: the bucket "no-such-bucket" at ${s3.env.S3_ENDPOINT} does not exist; ` +
        'check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    ]);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it(`starts with STORAGE=s3 on ${engine} when the bucket answers, and refuses before touching the database when it does not`, async () => {
    const s3 = await startTestS3Server();
    onTestFinished(() => s3.close());
    const server = await startServer(await inProcessConfig(s3.env), silentLogger);
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }

    const closedEndpoint = `http://127.0.0.1:${String(await findFreePort())}`;
    const unreachable = await inProcessConfig({
      ...s3.env,
      S3_ENDPOINT: closedEndpoint,
      DATA_DIR: join(dataDir, 'other'),
    });
    await expect(startServer(unreachable, silentLogger)).rejects.toBeInstanceOf(StorageUnreachableError);
    expect(existsSync(join(dataDir, 'other'))).toBe(false);
  });

  it('keeps its data and its token secret across a restart', async () => {
    const config = await inProcessConfig();
    const first = await startServer(config, silentLogger);
    const account = await createAccount(first.database.db, 'brand', 'kept@example.com');
    await first.close();

    const second = await startServer(config, silentLogger);
    try {
      const found = await findAccountByEmail(second.database.db, 'brand', 'kept@example.com');
      expect(found?.id).toBe(account.id);
      expect(await readFile(join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toHaveLength(64);
    } finally {
      await second.close();
    }
  });

  it('says in the log where the dev outbox is when NODE_ENV=development was set', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const server = await startServer(await inProcessConfig({ NODE_ENV: 'development' }), logger);
    try {
      const port = new URL(server.url).port;
      expect(lines.join('')).toContain(
        `Dev outbox enabled at http://127.0.0.1:${port}/dev/outbox: NODE_ENV=development`,
      );
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('finishes a request in flight before closing the database', async () => {
    const server = await startServer(await inProcessConfig(), silentLogger);
    const port = Number(new URL(server.url).port);

    // A request whose body is still arriving when shutdown begins.
    const body = JSON.stringify({ hello: 'world' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.on('end', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(body.slice(5));
    await answered;
    await closing;

    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"code":"NOT_FOUND"');
    await expect(server.database.ping()).rejects.toThrow();
  });
});

/** The server process as `npm run dev` runs it (from its sources), or other arguments on another Node when given. */
function runMain(env: Record<string, string>, { node = process.execPath, args = fromSourceArgs() } = {}) {
  const child = spawn(node, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** A Node.js on this machine too old for the server (the system's own, under npm's pinned one), if any. */
function olderNodeOnThisMachine(): { path: string; version: string } | undefined {
  const folders = (process.env.PATH ?? '').split(delimiter).filter((folder) => !folder.includes('node_modules'));
  const candidates = new Set([
    ...folders.map((folder) => join(folder, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ]);
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    const version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (unsupportedNodeReason(version) !== undefined) return { path, version };
  }
  return undefined;
}

/**
 * main.ts and the one module it imports before the version check, compiled as `npm run build` does,
 * beside a package.json that makes them ES modules; the server it would load next is not there.
 */
async function compiledEntryIn(folder: string): Promise<string> {
  const compilerOptions = {
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2023,
    rewriteRelativeImportExtensions: true,
  };
  const build = join(folder, 'build');
  await mkdir(join(build, 'platform'), { recursive: true });
  await writeFile(join(build, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const source of ['main.ts', 'platform/node-runtime.ts']) {
    const { outputText } = ts.transpileModule(await readFile(join(API_ROOT, 'src', source), 'utf8'), {
      compilerOptions,
      fileName: source,
    });
    await writeFile(join(build, source.replace(/\.ts$/, '.js')), outputText);
  }
  return join(build, 'main.js');
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become ready in time');
}
