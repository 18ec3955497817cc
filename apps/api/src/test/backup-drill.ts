import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { expect, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { MANIFEST_ENTRY, writeBackup, type BackupManifest } from '../modules/backups/backup-archive.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { listPublicTables } from '../modules/backups/database-snapshot.repository.ts';
import { seedDemoDataIfEmpty } from '../modules/demo-data/demo-data.service.ts';
import { createLogger } from '../platform/logger.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage.ts';
import { createTestOrder } from './completed-orders.ts';
import { storedKeys } from './file-storage-contract.ts';
import { tinyPng } from './factories.ts';
import { createThreadCast, messageCalls } from './message-threads.ts';
import { createPostgresTestDatabase, testDatabaseEngine, type TestDatabaseEngine } from './test-database.ts';
import type { TestContext } from './test-context.ts';
import { filmedVideo } from './video-fixtures.ts';

/**
 * The world of the restore drill (issue 35): the demo data, a thread whose message carries an
 * image and a video, and an order rated both ways, all made through the application's own code.
 */
export async function createDrillWorld(context: TestContext): Promise<void> {
  const logger = createLogger({ logLevel: 'silent', isProduction: true });
  const seeded = await seedDemoDataIfEmpty(context.db, context.storage, logger);
  expect(seeded.added).toBe(true);
  const cast = await createThreadCast(context);
  const sent = await messageCalls(context, cast).creatorSends({ content: 'The draft, and a still from it' }, [
    { name: 'draft.mp4', data: await filmedVideo('mp4'), type: 'video/mp4' },
    { name: 'still.png', data: await tinyPng(), type: 'image/png' },
  ]);
  expect(sent.statusCode).toBe(201);
  const order = await createTestOrder(context, { companyName: 'Drill Saddlery', creatorName: 'Rosa' });
  for (const [authorization, stars] of [
    [order.brand.authorization, 5],
    [order.creator.authorization, 4],
  ] as const) {
    const rated = await context.app.inject({
      method: 'PUT',
      url: order.ratingUrl,
      headers: { authorization },
      payload: { stars },
    });
    expect(rated.statusCode).toBe(201);
  }
}

/** An empty database and storage to restore into, and what removes them. */
export type RestoreTarget = { database: DatabaseHandle; storage: FileStorage; close: () => Promise<void> };

/**
 * A target on `engine`: empty and migrated as a fresh server leaves it, or, for PGlite in the
 * PostgreSQL project (which has no PGlite template), with no schema at all: restore takes both.
 */
export async function openRestoreTarget(engine: TestDatabaseEngine): Promise<RestoreTarget> {
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-restore-target-'));
  const storage = createLocalDiskStorage(join(folder, 'uploads'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  if (engine === 'pglite') {
    const templatePath = testDatabaseEngine() === 'pglite' ? inject('pgliteTemplatePath') : null;
    const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const database = await openDatabase({ engine: 'pglite', ...(template ? { template } : {}) });
    return { database, storage, close: async () => (await database.close(), await removeFolder()) };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
  return {
    database,
    storage,
    close: async () => {
      await database.close();
      await drop();
      await removeFolder();
    },
  };
}

/** Each table of `public` with its row count. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listPublicTables(db)) {
    const [row] = await rowsOf<{ total: string | number }>(
      db,
      sql`select count(*) as total from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.total);
  }
  return counts;
}

/**
 * Each table's rows as one digest: every row as JSONB text (keys and numbers in one canonical
 * form on both engines), sorted. Equal digests mean equal rows, value for value.
 */
export async function tableDigests(db: Database): Promise<Record<string, string>> {
  // Times print in the session's zone, which the two engines need not share.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const digests: Record<string, string> = {};
    for (const table of await listPublicTables(tx)) {
      const [row] = await rowsOf<{ digest: string | null }>(
        tx,
        sql`select md5(coalesce(string_agg(r, E'\n' order by r), '')) as digest
            from (select to_jsonb(t)::text as r from ${sql.identifier(table)} t) rows`,
      );
      digests[table] = row?.digest ?? '';
    }
    return digests;
  });
}

/** Every stored file's sha256, by key. */
export async function storedFileHashes(storage: FileStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const key of (await storedKeys(storage)).sort()) {
    const stored = await storage.read(key);
    if (!stored) throw new Error(`${key} was listed but not stored`);
    hashes[key] = createHash('sha256')
      .update(await buffer(stored.stream))
      .digest('hex');
  }
  return hashes;
}

/**
 * Copies an archive entry by entry with changes: a new manifest, entries left out, an entry's bytes
 * changed (what a damaged or hand-made archive looks like).
 */
export async function rewriteArchive(
  sourcePath: string,
  targetPath: string,
  changes: {
    manifest?: (manifest: BackupManifest) => BackupManifest;
    leaveOut?: (entryName: string) => boolean;
    entry?: (entryName: string, data: Buffer) => Buffer;
  },
): Promise<void> {
  const source = await yauzl.openPromise(sourcePath, { lazyEntries: true });
  const target = new ZipFile();
  const written = pipeline(target.outputStream, createWriteStream(targetPath));
  for await (const entry of source.eachEntry()) {
    const name = entry.fileName;
    if (changes.leaveOut?.(name)) continue;
    let data = await buffer(await source.openReadStreamPromise(entry));
    if (name === MANIFEST_ENTRY && changes.manifest) {
      data = Buffer.from(JSON.stringify(changes.manifest(JSON.parse(data.toString('utf8')) as BackupManifest)));
    }
    target.addBuffer(changes.entry?.(name, data) ?? data, name);
  }
  target.end();
  await written;
}

/** A small site with one stored file: a thread whose brand sent a message with an image. */
export async function sendMoodBoard(context: TestContext): Promise<void> {
  const cast = await createThreadCast(context);
  const sent = await messageCalls(context, cast).brandSends({ content: 'The mood board' }, [
    { name: 'board.png', data: await tinyPng(), type: 'image/png' },
  ]);
  expect(sent.statusCode).toBe(201);
}

/** A backup of the context's site, written into a temporary folder of its own; `remove` deletes the folder. */
export async function backUpIntoFolder(context: TestContext, name: string) {
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-backup-'));
  const archivePath = join(folder, name);
  const manifest = await writeBackup(
    { database: context.database, storage: context.storage, version: '0.1.0' },
    archivePath,
  );
  return { folder, archivePath, manifest, remove: () => rm(folder, { recursive: true, force: true }) };
}
