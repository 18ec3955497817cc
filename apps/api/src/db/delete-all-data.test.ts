import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { findAccountByEmail } from '../modules/accounts/accounts.repository.ts';
import { StorageUnreachableError } from '../platform/storage/s3-bucket.ts';
import { createS3Client, createS3Storage } from '../platform/storage/s3-storage.ts';
import { createAccount } from '../test/factories.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { testConfig } from '../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../test/test-database.ts';
import { deleteAllData } from './delete-all-data.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const engine = testDatabaseEngine();

describe(`deleting all data (npm run db:reset) on ${engine}`, () => {
  let s3: TestS3Server;
  let dataDir = '';
  beforeEach(async () => {
    s3 = await startTestS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-reset-'));
  });
  afterEach(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The settings of STORAGE=s3 on this engine: PGlite in dataDir, or a fresh PostgreSQL database. */
  async function s3Config(env: Record<string, string> = {}) {
    if (engine === 'pglite') return testConfig(dataDir, { ...s3.env, ...env });
    const database = await createPostgresTestDatabase();
    onTestFinished(() => database.drop());
    return testConfig(dataDir, { ...s3.env, DATABASE_URL: database.url, ...env });
  }

  /** An account in the database, two files in the bucket, one stray file in the uploads folder. */
  async function fillWithData(config: Awaited<ReturnType<typeof s3Config>>) {
    const database = await openConfiguredDatabase(config);
    await database.migrate();
    await createAccount(database.db, 'brand', 'reset@example.com');
    await database.close();
    const bucket = createS3Storage(s3.settings);
    await bucket.put('images/ab/one.webp', Buffer.from('one'));
    await bucket.put('messages/cd/clip.mp4', Buffer.alloc(3_000, 2));
    await mkdir(join(dataDir, 'uploads', 'images'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'images', 'old.webp'), 'from the disk days');
  }

  async function accountKept(config: Awaited<ReturnType<typeof s3Config>>): Promise<boolean> {
    const database = await openConfiguredDatabase(config);
    try {
      await database.migrate();
      return (await findAccountByEmail(database.db, 'brand', 'reset@example.com')) !== null;
    } finally {
      await database.close();
    }
  }

  it('empties the database, the uploads folder and the bucket of every file this server stored', async () => {
    const config = await s3Config();
    await fillWithData(config);
    // Put there by someone else, named as no storage key: not the site's, so it stays.
    const client = createS3Client(s3.settings);
    await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: 'Backups/README.md', Body: 'keep' }));
    client.destroy();

    expect(await deleteAllData(config)).toEqual({
      bucket: { name: s3.settings.bucket, deleted: 2, leftOut: ['Backups/README.md'] },
    });
    const bucket = createS3Storage(s3.settings);
    expect(await bucket.stat('images/ab/one.webp')).toBeNull();
    expect(await bucket.stat('messages/cd/clip.mp4')).toBeNull();
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(await accountKept(config)).toBe(false);
  });

  it('deletes nothing when the bucket cannot be reached', async () => {
    const config = await s3Config();
    await fillWithData(config);
    const wrong = { ...config, storage: { ...s3.settings, kind: 's3' as const, bucket: 'no-such-bucket' } };

    await expect(deleteAllData(wrong)).rejects.toBeInstanceOf(StorageUnreachableError);
    expect(await accountKept(config)).toBe(true);
    expect(existsSync(join(dataDir, 'uploads', 'images', 'old.webp'))).toBe(true);
    expect(await createS3Storage(s3.settings).stat('images/ab/one.webp')).toEqual({ byteSize: 3 });
  });

  it('with disk storage, deletes the uploads folder and asks no bucket', async () => {
    const config = await s3Config({ STORAGE: 'disk' });
    await fillWithData(config);
    expect(await deleteAllData(config)).toEqual({ bucket: null });
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(await accountKept(config)).toBe(false);
    expect(await createS3Storage(s3.settings).stat('images/ab/one.webp')).toEqual({ byteSize: 3 });
  });
});
