import { createServer, type Server, type Socket } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../test/fake-smtp-server.ts';
import { storedKeys } from '../../test/file-storage-contract.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { checkBucketReachable, emptyBucket, StorageUnreachableError } from './s3-bucket.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

describe('the bucket of STORAGE=s3', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(() => s3.close());

  it('is found reachable when it exists', async () => {
    await expect(checkBucketReachable(s3.settings)).resolves.toBeUndefined();
  });

  it('is refused, in one line naming it, when it does not exist', async () => {
    const check = checkBucketReachable({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(check).rejects.toBeInstanceOf(StorageUnreachableError);
    await expect(check).rejects.toThrow(
      `Storage: the bucket "no-such-bucket" at ${s3.settings.endpoint} does not exist; check S3_ENDPOINT,`,
    );
  });

  it('is refused when the keys are wrong', async () => {
    const check = checkBucketReachable({ ...s3.settings, accessKeyId: 'NOT-THE-KEY' });
    await expect(check).rejects.toThrow(/refuses these keys \(403\)/);
  });

  it('is refused when nothing listens at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${String(await findFreePort())}`;
    await expect(checkBucketReachable({ ...s3.settings, endpoint })).rejects.toThrow(
      /at http:\/\/127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)/,
    );
  });

  it('is refused within the timeout when the endpoint never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const started = performance.now();
      await expect(
        checkBucketReachable({ ...s3.settings, endpoint: `http://127.0.0.1:${String(port)}` }, 300),
      ).rejects.toThrow(/did not answer within 0\.3 s/);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('is emptied of every stored file, more than a page of them, and of nothing else', async () => {
    const storage = createS3Storage(s3.settings);
    const keys = Array.from({ length: 1_005 }, (_, index) => `images/${String(index % 7)}a/file-${String(index)}.webp`);
    for (let at = 0; at < keys.length; at += 50) {
      await Promise.all(keys.slice(at, at + 50).map((key) => storage.put(key, Buffer.from(key))));
    }
    await storage.put('messages/cd/clip.mp4', Buffer.alloc(2_000, 1));
    // Put by someone else: named as no storage key this server makes.
    const client = createS3Client(s3.settings);
    await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: 'Backups/README.md', Body: 'keep' }));
    client.destroy();

    // The same pages are what storage.list() reads (backups and restores): its keys, and only ours.
    const listed = await storedKeys(storage);
    expect(listed).toHaveLength(1_006);
    expect(new Set(listed)).toEqual(new Set([...keys, 'messages/cd/clip.mp4']));

    expect(await emptyBucket(s3.settings)).toEqual({ deleted: 1_006, leftOut: ['Backups/README.md'] });
    expect(await storage.stat('messages/cd/clip.mp4')).toBeNull();
    expect(await storage.stat(keys[1_004]!)).toBeNull();
    expect(await emptyBucket(s3.settings)).toEqual({ deleted: 0, leftOut: ['Backups/README.md'] });
  });
});
