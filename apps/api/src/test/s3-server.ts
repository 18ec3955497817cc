import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/storage/s3-storage.ts';

/** s3rver's one account: it checks every request's signature against these keys. */
const S3RVER_KEY = 'S3RVER';

export type TestS3Server = {
  /** The environment of STORAGE=s3 pointing at this server's bucket. */
  env: Record<string, string>;
  settings: S3Settings & { endpoint: string };
  close(): Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on a free port, its objects in a temporary folder, with one
 * empty bucket. Tests run the S3 storage against it as they run the disk storage against a folder.
 */
export async function startTestS3Server(bucket = 'equicreators-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'equicreators-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
