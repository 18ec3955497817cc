import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../platform/storage/file-storage.ts';

/** Every key a storage lists, in the order it lists them. */
export async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

/** Makes an empty storage for one test, and what undoes it. */
export type StorageUnderTest = () => Promise<{ storage: FileStorage; close: () => Promise<void> }>;

/**
 * What every FileStorage promises, run against each implementation (disk, S3), so the services
 * above cannot tell them apart: same bytes, same ranges, same null for a key with nothing stored.
 */
export function describeFileStorageContract(name: string, makeStorage: StorageUnderTest): void {
  describe(`${name}: the file storage contract`, () => {
    let storage: FileStorage;
    let close = async () => {};
    let spoolDir = '';
    beforeEach(async () => {
      ({ storage, close } = await makeStorage());
      spoolDir = await mkdtemp(join(tmpdir(), 'equicreators-spool-'));
    });
    afterEach(async () => {
      await close();
      await rm(spoolDir, { recursive: true, force: true });
    });

    it('stores, reads and deletes bytes by key', async () => {
      await storage.put('images/ab/abc.webp', Buffer.from('pixels'));
      const stored = await storage.read('images/ab/abc.webp');
      expect(stored?.byteSize).toBe(6);
      expect(await text(stored!.stream)).toBe('pixels');
      await storage.delete('images/ab/abc.webp');
      expect(await storage.read('images/ab/abc.webp')).toBeNull();
      expect(await storage.stat('images/ab/abc.webp')).toBeNull();
    });

    it('stores a spooled file byte for byte, and a second put replaces the first', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const sourcePath = join(spoolDir, 'upload.bin');
      await writeFile(sourcePath, bytes);
      await storage.putFile('videos/ef/clip.mp4', sourcePath);
      expect(await storage.stat('videos/ef/clip.mp4')).toEqual({ byteSize: bytes.length });
      const stored = await storage.read('videos/ef/clip.mp4');
      expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);

      await storage.put('videos/ef/clip.mp4', Buffer.from('shorter'));
      expect(await text((await storage.read('videos/ef/clip.mp4'))!.stream)).toBe('shorter');
    });

    it('reads a range of bytes, first and last included, and tells the whole size', async () => {
      await storage.put('videos/ab/clip.mp4', Buffer.from('0123456789'));
      const stored = await storage.read('videos/ab/clip.mp4', { start: 2, end: 5 });
      expect(stored?.byteSize).toBe(10);
      expect(await text(stored!.stream)).toBe('2345');
      const last = await storage.read('videos/ab/clip.mp4', { start: 9, end: 9 });
      expect(await text(last!.stream)).toBe('9');
      expect(await storage.stat('videos/ab/clip.mp4')).toEqual({ byteSize: 10 });
    });

    it('answers null for a key with nothing stored, and deleting it is no error', async () => {
      expect(await storage.read('images/zz/none.webp')).toBeNull();
      expect(await storage.read('images/zz/none.webp', { start: 0, end: 1 })).toBeNull();
      expect(await storage.stat('images/zz/none.webp')).toBeNull();
      await expect(storage.delete('images/zz/none.webp')).resolves.toBeUndefined();
    });

    it('lists every stored key once, and nothing after it is deleted', async () => {
      const keys = ['images/ab/abc.webp', 'images/ab/abc-thumb.webp', 'messages/cd/clip.mp4', 'exports/ef/data.zip'];
      for (const key of keys) await storage.put(key, Buffer.from(key));
      expect((await storedKeys(storage)).sort()).toEqual([...keys].sort());
      for (const key of keys) await storage.delete(key);
      expect(await storedKeys(storage)).toEqual([]);
    });

    it.each(['../secrets/jwt-secret', '/etc/passwd', 'images/../../x', 'Images/UPPER.webp', 'images//double', ''])(
      'refuses the key %j',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
        await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.stat(key)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      },
    );
  });
}
