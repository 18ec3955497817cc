import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../test/file-storage-contract.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

describeFileStorageContract('S3 storage', async () => {
  const server = await startTestS3Server();
  return { storage: createS3Storage(server.settings), close: () => server.close() };
});

describe('S3 storage', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(() => server.close());

  it('fails loudly, not as a missing file, when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(storage.read('images/ab/abc.webp')).rejects.toThrow(/bucket/i);
    await expect(storage.put('images/ab/abc.webp', Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });
});
