import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { copyDiskFilesToStorage, type CopyProgress } from './copy-disk-files.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

describe('copying the disk storage into a bucket (npm run storage:migrate)', () => {
  let s3: TestS3Server;
  let sourceDir = '';
  beforeEach(async () => {
    s3 = await startTestS3Server();
    sourceDir = await mkdtemp(join(tmpdir(), 'equicreators-uploads-'));
  });
  afterEach(async () => {
    await s3.close();
    await rm(sourceDir, { recursive: true, force: true });
  });

  const FILES = {
    'images/ab/one.webp': Buffer.from('first image'),
    'images/ab/one-thumb.webp': Buffer.from('thumb'),
    'messages/cd/clip.mp4': Buffer.alloc(70_000, 7),
    'messages/cd/empty.txt': Buffer.alloc(0),
  };

  it('copies every file once, byte for byte; a second run copies nothing, a third only what changed', async () => {
    const disk = createLocalDiskStorage(sourceDir);
    for (const [key, bytes] of Object.entries(FILES)) await disk.put(key, bytes);
    // What is no file yet, or no key, stays behind.
    await writeFile(join(sourceDir, 'images', 'ab', 'two.webp.0b1c2d3e-aaaa-4bbb-8ccc-1234567890ab.partial'), 'half');
    await writeFile(join(sourceDir, '.DS_Store'), 'finder');
    const bucket = createS3Storage(s3.settings);

    const seen: CopyProgress[] = [];
    const first = await copyDiskFilesToStorage({ sourceDir, target: bucket, onProgress: (p) => seen.push(p) });
    expect(first).toEqual({ total: 4, copied: 4, skipped: 0, leftOut: ['.DS_Store'] });
    expect(seen).toHaveLength(4);
    expect(seen.map((p) => p.copied + p.skipped).sort()).toEqual([1, 2, 3, 4]);
    for (const [key, bytes] of Object.entries(FILES)) {
      const stored = await bucket.read(key);
      expect([key, (await buffer(stored!.stream)).equals(bytes)]).toEqual([key, true]);
    }
    expect(await bucket.stat('images/ab/two.webp.0b1c2d3e-aaaa-4bbb-8ccc-1234567890ab.partial')).toBeNull();

    const second = await copyDiskFilesToStorage({ sourceDir, target: bucket });
    expect(second).toMatchObject({ total: 4, copied: 0, skipped: 4 });

    // A copy cut short (here: a different size in the bucket) is copied again.
    await bucket.put('messages/cd/clip.mp4', Buffer.from('cut short'));
    const third = await copyDiskFilesToStorage({ sourceDir, target: bucket });
    expect(third).toMatchObject({ total: 4, copied: 1, skipped: 3 });
    expect((await bucket.stat('messages/cd/clip.mp4'))?.byteSize).toBe(70_000);
  });

  it('copies nothing, and fails nothing, when there is no uploads folder', async () => {
    const outcome = await copyDiskFilesToStorage({
      sourceDir: join(sourceDir, 'none'),
      target: createS3Storage(s3.settings),
    });
    expect(outcome).toEqual({ total: 0, copied: 0, skipped: 0, leftOut: [] });
  });
});
