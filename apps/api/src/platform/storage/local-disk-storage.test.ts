import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';

describe('local disk storage', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'equicreators-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, reads and deletes bytes by key', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('images/ab/abc.webp', Buffer.from('pixels'));
    const stored = await storage.read('images/ab/abc.webp');
    expect(stored?.byteSize).toBe(6);
    expect(await text(stored!.stream)).toBe('pixels');
    await storage.delete('images/ab/abc.webp');
    expect(await storage.read('images/ab/abc.webp')).toBeNull();
  });

  it('reads a range of bytes, first and last included, and tells the whole size', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('videos/ab/clip.mp4', Buffer.from('0123456789'));
    const stored = await storage.read('videos/ab/clip.mp4', { start: 2, end: 5 });
    expect(stored?.byteSize).toBe(10);
    expect(await text(stored!.stream)).toBe('2345');
    expect(await storage.stat('videos/ab/clip.mp4')).toEqual({ byteSize: 10 });
    expect(await storage.stat('videos/ab/none.mp4')).toBeNull();
  });

  it('leaves no partial file behind', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('videos/cd/clip.mp4', Buffer.alloc(1024));
    expect(await readdir(join(root, 'videos', 'cd'))).toEqual(['clip.mp4']);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await createLocalDiskStorage(root).read('images/zz/none.webp')).toBeNull();
  });

  it.each(['../secrets/jwt-secret', '/etc/passwd', 'images/../../x', 'Images/UPPER.webp', 'images//double', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(createLocalDiskStorage(root).put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    },
  );
});
