import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/pglite-lock.ts';
import { findAccountByEmail } from '../modules/accounts/accounts.repository.ts';
import { findBrand } from '../modules/brands/brands.repository.ts';
import { START_TIMEOUT_MS, startAttackServer, type AttackServer } from '../test/attack/attack-server.ts';
import { runCliFromSource, type CliRun } from '../test/cli-process.ts';
import { createBrand } from '../test/factories.ts';
import { testDatabaseEngine } from '../test/test-database.ts';

/** `npm run admin -- …` as a newcomer runs it: its own process, from source, with the given environment. */
function runAdminCli(env: Record<string, string>, args: string[]): Promise<CliRun> {
  return runCliFromSource('admin-cli.ts', env, args);
}

const CLI_TIMEOUT_MS = 90_000;
const BRAND = 'meadowlark@example.com';
const LATE_BRAND = 'late.payer@example.com';

/**
 * Issue 19: `npm run admin` beside `npm start`. On PGlite the server holds the database, so the
 * command runs in the server through its admin channel (decision 017); with DATABASE_URL the
 * command line connects to PostgreSQL itself, as before. Either way the brand sees the change on
 * its very next request.
 */
describe('npm run admin beside a running server', () => {
  let server: AttackServer;
  let brand: { id: string; authorization: string };
  beforeAll(async () => {
    ({ server, seeded: brand } = await startAttackServer({
      env: {},
      seed: async ({ db, login }) => {
        await createBrand(db, { payment: false, email: LATE_BRAND });
        const account = await createBrand(db, { payment: false, email: BRAND });
        return { id: account.id, authorization: await login(account) };
      },
    }));
  }, START_TIMEOUT_MS);
  afterAll(() => server.dispose());

  const profile = async () => {
    const response = await fetch(`${server.baseUrl}/api/brands/profile`, {
      headers: { authorization: brand.authorization },
    });
    return (await response.json()) as { payment: boolean };
  };

  it(
    'marks a brand paid while the server runs, and the brand sees it on its next request',
    async () => {
      expect((await profile()).payment).toBe(false);
      const run = await runAdminCli(server.env, ['mark-paid', BRAND]);
      expect(run, server.output()).toMatchObject({ exitCode: 0, stderr: '' });
      expect(run.stdout).toBe(`${BRAND} has paid: it can create campaigns now.\n`);
      expect((await profile()).payment).toBe(true);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "answers the command's own message when it fails in the server",
    async () => {
      const run = await runAdminCli(server.env, ['mark-paid', 'ghost@example.com']);
      expect(run).toMatchObject({ exitCode: 1, stdout: '', stderr: 'No brand account uses ghost@example.com.\n' });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'still works on its own once the server has stopped',
    async () => {
      await server.stop();
      const run = await runAdminCli(server.env, ['mark-paid', LATE_BRAND]);
      expect(run).toMatchObject({ exitCode: 0, stdout: `${LATE_BRAND} has paid: it can create campaigns now.\n` });
      const late = await server.withDatabase(async (db) => {
        const account = await findAccountByEmail(db, 'brand', LATE_BRAND);
        return account ? findBrand(db, account.id) : null;
      });
      expect(late?.payment).toBe(true);
    },
    CLI_TIMEOUT_MS,
  );
});

describe.runIf(testDatabaseEngine() === 'pglite')('npm run admin beside a process without a channel', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-admin-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'says what holds the database and what to do, and changes nothing',
    async () => {
      // This test process holds the folder as `npm run db:migrate` would: alive, with no channel.
      await mkdir(join(dataDir, 'pglite'));
      const release = await acquireDataDirLock(join(dataDir, 'pglite'));
      try {
        const run = await runAdminCli({ PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, ['mark-paid', BRAND]);
        expect(run.exitCode).toBe(1);
        expect(run.stderr).toBe(
          `The embedded database in ${dataDir} is in use by another process (pid ${String(process.pid)}) that does ` +
            'not take admin commands: a command-line tool, or a server still starting. Try again once the server ' +
            'has started, stop that process, or set DATABASE_URL.\n',
        );
      } finally {
        await release();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
