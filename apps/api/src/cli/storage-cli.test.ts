import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage.ts';
import { createS3Storage } from '../platform/storage/s3-storage.ts';
import { runCliFromSource, type CliRun } from '../test/cli-process.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';

/** `npm run storage:migrate` as an operator runs it: its own process, from source. */
function runStorageCli(env: Record<string, string>, args = ['migrate']): Promise<CliRun> {
  const quiet = { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  return runCliFromSource('storage-cli.ts', { ...quiet, ...env }, args);
}

const CLI_TIMEOUT_MS = 90_000;

describe('npm run storage:migrate', () => {
  let s3: TestS3Server;
  let dataDir = '';
  beforeAll(async () => {
    s3 = await startTestS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-data-'));
    const disk = createLocalDiskStorage(join(dataDir, 'uploads'));
    await disk.put('images/ab/one.webp', Buffer.from('first image'));
    await disk.put('messages/cd/clip.mp4', Buffer.alloc(40_000, 3));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'copies the files of DATA_DIR/uploads into the bucket, and nothing on a second run',
    async () => {
      const env = { ...s3.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
      const first = await runStorageCli(env);
      expect([first.exitCode, first.stderr]).toEqual([0, '']);
      expect(first.stdout).toContain('Done: copied 2 of 2, skipped 0');
      expect((await createS3Storage(s3.settings).stat('messages/cd/clip.mp4'))?.byteSize).toBe(40_000);

      const second = await runStorageCli(env);
      expect(second.exitCode).toBe(0);
      expect(second.stdout).toContain('Done: copied 0 of 2, skipped 2');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses in one line without STORAGE=s3, naming what it needs',
    async () => {
      const disk = await runStorageCli({ DATA_DIR: dataDir, NODE_ENV: 'test' });
      expect(disk.exitCode).toBe(1);
      expect(disk.stderr.split('\n')[0]).toBe('STORAGE=s3 and its S3_ settings name the bucket to copy into.');
      const incomplete = await runStorageCli({ DATA_DIR: dataDir, NODE_ENV: 'test', STORAGE: 's3' });
      expect(incomplete.exitCode).toBe(1);
      expect(incomplete.stderr.trim()).toBe(
        'Invalid configuration: STORAGE=s3 also needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      );
    },
    CLI_TIMEOUT_MS,
  );
});
