import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDrillWorld,
  openRestoreTarget,
  rowCounts,
  storedFileHashes,
  tableDigests,
  type RestoreTarget,
} from '../../test/backup-drill.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { writeBackup } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

/**
 * Moving between engines (issue 35): the drill's world on PostgreSQL restored into PGlite, and that
 * PGlite's own backup restored into PostgreSQL again, equal row for row and byte for byte at each
 * step. Needs both engines, so it runs in the PostgreSQL project (TEST_DATABASE_URL).
 */
describe.runIf(testDatabaseEngine() === 'postgres')('restoring across engines', () => {
  let context: TestContext;
  let folder = '';
  let embedded: RestoreTarget;
  let server: RestoreTarget;
  beforeAll(async () => {
    context = await createTestContext();
    await createDrillWorld(context);
    folder = await mkdtemp(join(tmpdir(), 'equicreators-backup-'));
    embedded = await openRestoreTarget('pglite');
    server = await openRestoreTarget('postgres');
  });
  afterAll(async () => {
    await Promise.all([embedded.close(), server.close(), context.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  const expectSameAs = async (restored: RestoreTarget) => {
    expect(await rowCounts(restored.database.db)).toEqual(await rowCounts(context.db));
    expect(await tableDigests(restored.database.db)).toEqual(await tableDigests(context.db));
    expect(await storedFileHashes(restored.storage)).toEqual(await storedFileHashes(context.storage));
  };

  it('restores a PostgreSQL backup into PGlite', async () => {
    const archive = join(folder, 'from-postgres.zip');
    const manifest = await writeBackup({ ...context, version: '0.1.0' }, archive);
    expect(manifest.engine).toBe('postgres');
    await restoreBackup(embedded, archive, { force: false });
    await expectSameAs(embedded);
  });

  it('restores a PGlite backup into PostgreSQL', async () => {
    const archive = join(folder, 'from-pglite.zip');
    const manifest = await writeBackup({ ...embedded, version: '0.1.0' }, archive);
    expect(manifest.engine).toBe('pglite');
    await restoreBackup(server, archive, { force: false });
    await expectSameAs(server);
  });
});
