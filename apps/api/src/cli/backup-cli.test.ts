import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentBackupRuns } from '../modules/backups/backup-runs.repository.ts';
import { START_TIMEOUT_MS, startAttackServer, type AttackServer } from '../test/attack/attack-server.ts';
import { runCliFromSource } from '../test/cli-process.ts';
import { createBrand } from '../test/factories.ts';
import { readZipEntries } from '../test/zip-entries.ts';

const CLI_TIMEOUT_MS = 90_000;

/**
 * `npm run backup` beside `npm start`: on PGlite the server holds the database, so it writes the
 * archive itself through its admin channel (decision 017); with DATABASE_URL the command line reads
 * PostgreSQL itself. Either way the archive and its run are there once the command answers.
 */
describe('npm run backup beside a running server', () => {
  let server: AttackServer;
  beforeAll(async () => {
    ({ server } = await startAttackServer({
      env: {},
      seed: async ({ db }) => {
        await createBrand(db, { email: 'hartwell@example.com' });
      },
    }));
  }, START_TIMEOUT_MS);
  afterAll(() => server.dispose());

  it(
    'writes an archive into DATA_DIR/backups and says what it holds',
    async () => {
      const run = await runCliFromSource('backup-cli.ts', server.env, []);
      expect(run, server.output()).toMatchObject({ exitCode: 0, stderr: '' });
      const [name] = await readdir(join(server.dataDir, 'backups'));
      expect(run.stdout).toMatch(
        new RegExp(
          `^Backup written: ${join(server.dataDir, 'backups', name ?? '')} \\([\\d.]+ KB\\): \\d+ tables, [\\d,]+ rows, \\d+ files`,
        ),
      );
      const entries = readZipEntries(await readFile(join(server.dataDir, 'backups', name ?? '')));
      expect(entries.get('database/accounts.jsonl')?.toString('utf8')).toContain('hartwell@example.com');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses what it does not understand, writing nothing',
    async () => {
      const run = await runCliFromSource('backup-cli.ts', server.env, ['--to', 'somewhere.zip']);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/^Usage: npm run backup \[-- --out FILE\]/);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'works on its own once the server has stopped, --out read from where the command was typed',
    async () => {
      await server.stop();
      const run = await runCliFromSource('backup-cli.ts', { ...server.env, INIT_CWD: server.dataDir }, [
        '--out',
        'before-upgrade.zip',
      ]);
      expect(run).toMatchObject({ exitCode: 0, stderr: '' });
      expect(run.stdout).toContain(`Backup written: ${join(server.dataDir, 'before-upgrade.zip')} (`);
      const runs = await server.withDatabase((db) => findRecentBackupRuns(db, 5));
      expect(runs.map((row) => [row.trigger, row.status, row.archiveName])).toEqual([
        ['command', 'succeeded', 'before-upgrade.zip'],
        ['command', 'succeeded', expect.stringMatching(/^equicreators-backup-.*\.zip$/)],
      ]);
    },
    CLI_TIMEOUT_MS,
  );
});
