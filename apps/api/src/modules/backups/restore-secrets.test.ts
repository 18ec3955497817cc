import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, accounts, creatorProfiles, dataExports } from '../../db/schema/index.ts';
import { backUpIntoFolder } from '../../test/backup-drill.ts';
import { storedKeys } from '../../test/file-storage-contract.ts';
import { createCreator, loggedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { processDueErasures } from '../account-deletion/account-erasure-task.service.ts';
import { eraseAccount } from '../account-erasure/account-erasure.service.ts';
import { exportStorageKey, processDataExports } from '../data-export/data-export-worker.ts';
import { ERASED_AGAIN_REASON } from './after-restore.repository.ts';
import { restoreBackup } from './restore.ts';

/**
 * Issue 46: what an archive must not bring back. An erasure made after the archive was taken is
 * made again after its restore, and an export's zip (a person's whole data) is never in one.
 */
describe('a restore and what was erased or exported', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const restoreOver = (archivePath: string) =>
    restoreBackup({ database: context.database, storage: context.storage }, archivePath, {
      force: true,
      now: context.clock.now(),
    });
  const accountOf = async (id: string) => {
    const [row] = await context.db.select().from(accounts).where(eq(accounts.id, id));
    return row;
  };

  it('erases again, at once and for good, an account erased after the archive was taken', async () => {
    const creator = await createCreator(context.db, { firstName: 'Imogen', lastName: 'Hartley' });
    const kept = await createCreator(context.db, { firstName: 'Stays' });
    const backup = await backUpIntoFolder(context, 'before-erasure.zip');
    try {
      await eraseAccount(context, creator.id);
      expect((await accountOf(creator.id))?.erasedAt).not.toBeNull();

      const summary = await restoreOver(backup.archivePath);
      // The archive's rows are back, with an erasure due now that a login cannot cancel.
      expect(summary.erasuresAgain).toEqual([creator.id]);
      expect((await accountOf(creator.id))?.erasedAt).toBeNull();
      const [due] = await context.db.select().from(accountDeletions).where(eq(accountDeletions.accountId, creator.id));
      expect(due).toMatchObject({ state: 'scheduled', requestedBy: 'admin', adminReason: ERASED_AGAIN_REASON });

      expect(await processDueErasures(context, { accountId: creator.id })).toMatchObject({ erased: 1 });
      expect((await accountOf(creator.id))?.erasedAt).not.toBeNull();
      const [profile] = await context.db
        .select()
        .from(creatorProfiles)
        .where(eq(creatorProfiles.accountId, creator.id));
      expect(profile?.lastName).not.toBe('Hartley');
      expect((await accountOf(kept.id))?.erasedAt).toBeNull();

      // Restored again from the same archive: the erasure is known still, and made again.
      expect((await restoreOver(backup.archivePath)).erasuresAgain).toEqual([creator.id]);
    } finally {
      await backup.remove();
    }
  });

  it('keeps the erasures to make again in a file until they are due, for a restore run again after a failure', async () => {
    const creator = await createCreator(context.db, { firstName: 'Maren' });
    const backup = await backUpIntoFolder(context, 'before-failed-restore.zip');
    const erasuresFile = join(backup.folder, 'data', 'restore-erasures.json');
    try {
      // A first restore read the erasure, emptied the target, then failed: only the file knows it.
      await mkdir(join(backup.folder, 'data'));
      await writeFile(erasuresFile, JSON.stringify({ accountIds: [creator.id] }));
      const summary = await restoreBackup(
        { database: context.database, storage: context.storage },
        backup.archivePath,
        {
          force: true,
          now: context.clock.now(),
          erasuresFile,
        },
      );
      expect(summary.erasuresAgain).toEqual([creator.id]);
      await expect(stat(erasuresFile)).rejects.toThrow();
    } finally {
      await backup.remove();
    }
  });

  it('leaves export zips out of an archive, and expires the exports it names as ready', async () => {
    const owner = await loggedIn(context, await createCreator(context.db));
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/account/data-export',
      headers: { authorization: owner.authorization },
    });
    expect(asked.statusCode).toBeLessThan(300);
    await processDataExports(context);
    const [ready] = await context.db.select().from(dataExports).where(eq(dataExports.accountId, owner.id));
    expect(ready?.status).toBe('ready');
    const zipKey = exportStorageKey(ready?.id ?? '');
    expect(await storedKeys(context.storage)).toContain(zipKey);

    const backup = await backUpIntoFolder(context, 'with-export.zip');
    try {
      expect(backup.manifest.files.map((file) => file.key)).not.toContain(zipKey);
      const summary = await restoreOver(backup.archivePath);
      expect(summary.exportsExpired).toBe(1);
      const [restored] = await context.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, ready?.id ?? ''));
      expect(restored).toMatchObject({ status: 'expired', storageKey: null, tokenHash: null });
      expect(await storedKeys(context.storage)).not.toContain(zipKey);
    } finally {
      await backup.remove();
    }
  });
});
