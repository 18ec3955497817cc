/**
 * `npm run bench`: starts the built server on a fresh database (PGlite, or PostgreSQL when
 * DATABASE_URL is set) with the demo data, loads it with autocannon and prints requests per
 * second and latency. Figures, not pass/fail: compare them between changes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { startBuiltServer } from './lib/server-process.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Target = { name: string; path: string; asAdmin?: boolean };

// Add each list endpoint here as the feature that serves it lands (the heaviest first).
const TARGETS: Target[] = [
  { name: 'GET /api/admin/creators (list, 20 a page)', path: '/api/admin/creators?pageSize=20', asAdmin: true },
  { name: 'GET /api/health (database round trip)', path: '/api/health' },
  { name: 'GET /brands (web app, history fallback)', path: '/brands' },
];

// The demo admin of the seeded data.
const DEMO_ADMIN = { email: 'admin@equicreators.test', password: 'Canter-Demo-2026' };

buildIfNeeded();
const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-bench-'));
const server = await startBuiltServer({
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

try {
  const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { database: { engine: string } };
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  console.log(
    `\nEquiCreators benchmark: ${health.database.engine}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target\n`,
  );
  console.log(
    `${'target'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const target of TARGETS) {
    const result = await autocannon({
      url: `${server.baseUrl}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      ...(target.asAdmin ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${target.name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
    );
  }
  console.log('\nEach list endpoint joins this table as the feature that serves it lands.');
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
