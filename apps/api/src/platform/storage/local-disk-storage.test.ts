import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../test/file-storage-contract.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

describeFileStorageContract('local disk storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'equicreators-storage-'));
  return { storage: createLocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('local disk storage', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'equicreators-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('leaves no partial file behind', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('videos/cd/clip.mp4', Buffer.alloc(1024));
    expect(await readdir(join(root, 'videos', 'cd'))).toEqual(['clip.mp4']);
  });
});
