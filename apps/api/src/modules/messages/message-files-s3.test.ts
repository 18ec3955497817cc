import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../platform/storage/s3-storage.ts';
import { tinyPng } from '../../test/factories.ts';
import { createThreadCast, messageCalls } from '../../test/message-threads.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { findAttachmentFile } from './messages.repository.ts';

/** The same signed links and Range answers as on disk, with the bytes in a bucket (STORAGE=s3). */
describe('attachment files stored in S3', () => {
  let s3: TestS3Server;
  let context: TestContext;
  let imageUrl = '';
  let storageKey = '';
  beforeAll(async () => {
    s3 = await startTestS3Server();
    context = await createTestContext({ env: s3.env });
    const cast = await createThreadCast(context);
    const response = await messageCalls(context, cast).creatorSends({ content: 'The still' }, [
      { name: 'still.png', data: await tinyPng(), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const attachment = response.json().message.attachments[0];
    imageUrl = attachment.url;
    const fileId = /\/api\/messages\/files\/([0-9a-f-]+)/.exec(imageUrl)![1]!;
    storageKey = (await findAttachmentFile(context.db, fileId))!.storageKey;
  });
  afterAll(async () => {
    await context?.close();
    await s3?.close();
  });

  const fetchFile = (headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: imageUrl, headers });

  it('keeps the upload in the bucket, not on this machine', async () => {
    const inBucket = await createS3Storage(s3.settings).read(storageKey);
    expect(inBucket?.byteSize).toBeGreaterThan(20);
    await buffer(inBucket!.stream);
    await expect(stat(join(context.dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('serves the image whole and by Range through the API', async () => {
    const stored = (await createS3Storage(s3.settings).read(storageKey))!;
    const bytes = await buffer(stored.stream);
    const whole = await fetchFile();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(bytes.byteLength));
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const middle = await fetchFile({ range: 'bytes=8-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 8-19/${bytes.byteLength}`);
    expect(middle.rawPayload.equals(bytes.subarray(8, 20))).toBe(true);
    const tail = await fetchFile({ range: 'bytes=-5' });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.byteLength - 5))).toBe(true);
    const beyond = await fetchFile({ range: `bytes=${bytes.byteLength}-` });
    expect(beyond.statusCode).toBe(416);
  });
});
