import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorageContract, storedKeys } from '../../test/file-storage-contract.ts';
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

  it('lists neither a write in progress nor a name it never makes, and an absent folder as empty', async () => {
    const storage = createLocalDiskStorage(join(root, 'uploads'));
    expect(await storedKeys(storage)).toEqual([]);
    await storage.put('images/ab/one.webp', Buffer.from('one'));
    await writeFile(join(root, 'uploads', 'images', 'ab', 'two.webp.3f2a-77.partial'), 'half');
    await writeFile(join(root, 'uploads', 'README.md'), 'not ours');
    expect(await storedKeys(storage)).toEqual(['images/ab/one.webp']);
  });

  it('keeps what it stores private to the server (files 0600, folders 0700) whatever the umask or the source', async () => {
    const storage = createLocalDiskStorage(join(root, 'uploads'));
    // The process umask of a test run (022) would leave files 0644; a copied file keeps its source's mode.
    const previous = process.umask(0o022);
    try {
      await storage.put('messages/ab/contract.pdf', Buffer.from('private'));
      const source = join(root, 'incoming.bin');
      await writeFile(source, 'a picture');
      await chmod(source, 0o644);
      await storage.putFile('images/cd/picture.webp', source);
    } finally {
      process.umask(previous);
    }
    const modeOf = async (...path: string[]) => (await stat(join(root, 'uploads', ...path))).mode & 0o777;
    expect(await modeOf('messages', 'ab', 'contract.pdf')).toBe(0o600);
    expect(await modeOf('images', 'cd', 'picture.webp')).toBe(0o600);
    for (const folder of [[], ['messages'], ['messages', 'ab'], ['images', 'cd']]) {
      expect(await modeOf(...folder), folder.join('/') || 'uploads').toBe(0o700);
    }
  });
});
