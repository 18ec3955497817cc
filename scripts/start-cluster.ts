/**
 * `npm run start:cluster -- --processes 3`: N API processes behind haproxy on one PostgreSQL and
 * one S3 bucket, on this machine (docs/deploy.md describes the production layout). Needs
 * DATABASE_URL; starts s3rver (a dev dependency, for local use only) under DATA_DIR/s3 when no
 * S3_ENDPOINT is given. Ctrl-C stops everything it started.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findHaproxy, HAPROXY_MISSING, startCluster, startLocalS3 } from '../apps/api/src/test/cluster/cluster.ts';

const { values } = parseArgs({
  options: { processes: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});
const count = Number(values.processes);
const balancerPort = Number(values.port);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!Number.isInteger(count) || count < 1 || count > 16) fail('--processes must be a whole number from 1 to 16.');
if (!Number.isInteger(balancerPort) || balancerPort < 1 || balancerPort > 65_535) fail('--port must be a TCP port.');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  fail(
    'DATABASE_URL is required: the processes share one PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/equicreators).',
  );
const haproxy = findHaproxy();
if (!haproxy) fail(HAPROXY_MISSING);

const dataDir = resolve(process.env.DATA_DIR ?? './data');
await mkdir(dataDir, { recursive: true });

/** One secret for every process (a token signed by one is checked by another), kept across runs. */
async function sharedJwtSecret(): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = resolve(dataDir, 'cluster-jwt-secret');
  const kept = await readFile(file, 'utf8').catch(() => '');
  if (kept.trim()) return kept.trim();
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}

const localS3 = process.env.S3_ENDPOINT ? null : await startLocalS3(resolve(dataDir, 's3'));
const { PORT: _port, HOST: _host, INSTANCE_ID: _instance, ...inherited } = process.env;
const env: Record<string, string> = {
  ...(Object.fromEntries(Object.entries(inherited).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: await sharedJwtSecret(),
  STORAGE: 's3',
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  BACKGROUND_TASKS: process.env.BACKGROUND_TASKS ?? 'on',
  ...(localS3?.env ?? {}),
};

console.log(`Starting ${String(count)} API processes and haproxy…`);
let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({ processes: count, env, dataDir, haproxy, balancerPort });
} catch (error) {
  await localS3?.close();
  fail(error instanceof Error ? error.message : String(error));
}
for (const member of cluster.processes)
  console.log(`  ${member.instanceId}  ${member.url}  (pid ${String(member.pid)})`);
if (localS3) console.log(`  s3rver  ${localS3.env.S3_ENDPOINT}  (objects in ${resolve(dataDir, 's3')})`);
console.log(
  `\nOpen ${cluster.balancerUrl} (each answer's x-served-by header names its process). Ctrl-C stops everything.`,
);

let isStopping = false;
const shutdown = async () => {
  if (isStopping) return;
  isStopping = true;
  console.log('\nStopping…');
  await cluster.stop();
  await localS3?.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
