import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { openRestoreTarget, sendMoodBoard } from '../../test/backup-drill.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { readZipEntries, zipJson } from '../../test/zip-entries.ts';
import { MANIFEST_ENTRY, writeBackup, type BackupManifest } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** writeBackup's archive: readable by any zip tool, honest about files gone, never left half-written. */
describe('writeBackup', () => {
  let context: TestContext;
  let folder = '';
  beforeAll(async () => {
    context = await createTestContext();
    await sendMoodBoard(context);
    folder = await mkdtemp(join(tmpdir(), 'equicreators-backup-'));
  });
  afterAll(async () => {
    await context.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes entries a plain zip reader finds, each matching its size and checksum in the manifest', async () => {
    const path = join(folder, 'plain.zip');
    const manifest = await writeBackup({ ...context, version: '0.1.0' }, path);
    const entries = readZipEntries(await readFile(path));
    expect(zipJson<BackupManifest>(entries, MANIFEST_ENTRY)).toEqual(manifest);
    expect(manifest.files.length).toBeGreaterThanOrEqual(2);
    for (const item of [...manifest.tables, ...manifest.files]) {
      const data = entries.get(item.entry);
      expect(data?.length, item.entry).toBe(item.bytes);
      expect(sha256(data!), item.entry).toBe(item.sha256);
    }
    const accounts = entries.get('database/accounts.jsonl')!.toString('utf8').trim().split('\n');
    expect(accounts).toHaveLength(manifest.tables.find((table) => table.name === 'accounts')!.rows);
    expect(JSON.parse(accounts[0]!)).toHaveProperty('email');
  });

  it('lists a file deleted before its copy in filesGone, and the archive still restores', async () => {
    const path = join(folder, 'gone.zip');
    let goneKey = '';
    // As if the file were deleted between the snapshot and its copy (an erasure, say).
    const deleting: FileStorage = {
      ...context.storage,
      read: async (key, range) => {
        if (!goneKey) goneKey = key;
        return key === goneKey ? null : context.storage.read(key, range);
      },
    };
    const manifest = await writeBackup({ ...context, storage: deleting, version: '0.1.0' }, path);
    expect(manifest.filesGone).toEqual([goneKey]);
    expect(manifest.files.map((file) => file.key)).not.toContain(goneKey);

    const target = await openRestoreTarget(testDatabaseEngine());
    try {
      const summary = await restoreBackup(target, path, { force: false });
      expect(summary.files).toBe(manifest.files.length);
      expect(await target.storage.stat(goneKey)).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('leaves no archive, whole or partial, when a file cannot be read', async () => {
    const path = join(folder, 'failed', 'broken.zip');
    await mkdir(join(folder, 'failed'));
    const failing: FileStorage = { ...context.storage, read: () => Promise.reject(new Error('bucket unreachable')) };
    await expect(writeBackup({ ...context, storage: failing, version: '0.1.0' }, path)).rejects.toThrow(
      'bucket unreachable',
    );
    expect(await readdir(join(folder, 'failed'))).toEqual([]);
  });
});
