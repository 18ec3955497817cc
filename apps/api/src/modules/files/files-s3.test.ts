import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../platform/storage/s3-storage.ts';
import { expectRangeAnswers } from '../../test/range-requests.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { publicFileUrl, storeImage } from './files.service.ts';

/** Public files (campaign covers, avatars) served whole and by Range with the bytes in a bucket (STORAGE=s3). */
describe('public files stored in S3', () => {
  let s3: TestS3Server;
  let context: TestContext;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    context = await createTestContext({ env: s3.env });
  });
  afterAll(async () => {
    await context?.close();
    await s3?.close();
  });

  it('answers HTTP Range requests for a public file and its thumbnail (206, 416, Accept-Ranges)', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#6b4f2a' } })
      .png()
      .toBuffer();
    const file = await storeImage(context.db, context.storage, {
      bytes: png,
      purpose: 'campaign-image',
      visibility: 'public',
      ownerAccountId: null,
    });
    const bucket = createS3Storage(s3.settings);
    const stored = async (key: string | null) => {
      const object = await bucket.read(key!);
      expect(object).not.toBeNull();
      return buffer(object!.stream);
    };
    await expectRangeAnswers(context, publicFileUrl(file.id), await stored(file.storageKey));
    await expectRangeAnswers(context, publicFileUrl(file.id, 'thumbnail'), await stored(file.thumbnailKey));
  });
});
