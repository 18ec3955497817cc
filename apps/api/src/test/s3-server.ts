import { mkdir, mkdtemp, rm } from 'node:fs/promises';
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
 * An S3-compatible server (s3rver, a dev dependency) on a free port keeping its objects under
 * `directory`, with one bucket: the environment of STORAGE=s3 pointing at it. For local runs
 * (`npm run start:cluster`) and tests only: production points S3_* at a real bucket.
 */
export async function startLocalS3(directory: string, bucket = 'equicreators') {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, close: () => server.close() };
}

/**
 * An S3-compatible server (s3rver) on a free port, its objects in a temporary folder, with one
 * empty bucket. Tests run the S3 storage against it as they run the disk storage against a folder.
 */
export async function startTestS3Server(bucket = 'equicreators-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'equicreators-s3-'));
  const local = await startLocalS3(directory, bucket);
  const settings = {
    endpoint: local.env.S3_ENDPOINT,
    bucket,
    region: local.env.S3_REGION,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: local.env,
    close: async () => {
      await local.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
