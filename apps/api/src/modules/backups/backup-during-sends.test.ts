import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { files, messageAttachments, messages } from '../../db/schema/index.ts';
import { openRestoreTarget, storedFileHashes, type RestoreTarget } from '../../test/backup-drill.ts';
import { tinyPng } from '../../test/factories.ts';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { filmedVideo } from '../../test/video-fixtures.ts';
import { writeBackup, type BackupManifest } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

const MESSAGES = 50;
// Three uploads at a time per account is all the upload slots allow (decision 016): both sides send.
const SENDERS_PER_SIDE = 3;

/** Issue 35: a message sent while the backup runs is wholly in it, with its attachments, or not at all. */
describe('a backup taken while 50 messages are being sent', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let target: RestoreTarget;
  let folder = '';
  let manifest: BackupManifest;
  let sentCount = 0;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    const calls = messageCalls(context, cast);
    const video = await filmedVideo('mp4');
    folder = await mkdtemp(join(tmpdir(), 'equicreators-backup-'));
    const archivePath = join(folder, 'during-sends.zip');

    let next = 0;
    let halfSent: () => void = () => undefined;
    // Half sent, the other half on its way: the backup's snapshot lands among sends in progress.
    const isHalfway = new Promise<void>((resolve) => (halfSent = resolve));
    const send = async (side: 'brand' | 'creator') => {
      for (let index = next++; index < MESSAGES; index = next++) {
        // Every fifth message also carries a video: two attachments, three stored files.
        const withVideo = index % 5 === 0;
        const attachments = [
          { name: `photo-${index}.png`, data: await tinyPng({ r: index, g: 90, b: 60 }), type: 'image/png' },
          ...(withVideo ? [{ name: `clip-${index}.mp4`, data: video, type: 'video/mp4' }] : []),
        ];
        const fields = { content: `Message ${index} with ${attachments.length} attachments` };
        const response =
          side === 'brand'
            ? await calls.brandSends(fields, attachments)
            : await calls.creatorSends(fields, attachments);
        expect(response.statusCode, response.body).toBe(201);
        sentCount += 1;
        if (sentCount === MESSAGES / 2) halfSent();
      }
    };
    const senders = ['brand', 'creator'].flatMap((side) =>
      Array.from({ length: SENDERS_PER_SIDE }, () => send(side as 'brand' | 'creator')),
    );
    await isHalfway;
    manifest = await writeBackup(
      { database: context.database, storage: context.storage, version: '0.1.0' },
      archivePath,
    );
    await Promise.all(senders);
    target = await openRestoreTarget(testDatabaseEngine());
    await restoreBackup(target, archivePath, { force: false });
  });
  afterAll(async () => {
    await target.close();
    await context.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('restores a thread with no half message: every message has all its attachments, rows and bytes', async () => {
    const restored = await threadOf(target.database.db, cast);
    expect(restored.length).toBeGreaterThan(0);
    expect(restored.length).toBeLessThanOrEqual(MESSAGES);
    expect(sentCount).toBe(MESSAGES);
    const restoredFiles = await storedFileHashes(target.storage);
    const sourceFiles = await storedFileHashes(context.storage);
    for (const message of restored) {
      const expected = Number(/with (\d) attachments/.exec(message.content)?.[1]);
      expect(message.files, message.content).toHaveLength(expected);
      for (const key of message.files.flatMap((file) => [file.storageKey, file.thumbnailKey ?? []].flat())) {
        expect(restoredFiles[key], `${message.content}: ${key}`).toBe(sourceFiles[key]);
      }
    }
    // The thread's numbering has no gap: the backup holds the first messages sent, whole.
    expect(restored.map((message) => message.seq)).toEqual(restored.map((_message, index) => index + 1));
    expect(manifest.filesGone).toEqual([]);
  });
});

async function threadOf(db: Database, cast: ThreadCast) {
  const rows = await db
    .select({ id: messages.id, seq: messages.seq, content: messages.content })
    .from(messages)
    .where(eq(messages.campaignId, cast.campaign.id))
    .orderBy(asc(messages.seq));
  const attached =
    rows.length === 0
      ? []
      : await db
          .select({
            messageId: messageAttachments.messageId,
            storageKey: files.storageKey,
            thumbnailKey: files.thumbnailKey,
          })
          .from(messageAttachments)
          .innerJoin(files, eq(files.id, messageAttachments.fileId))
          .where(
            inArray(
              messageAttachments.messageId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => ({ ...row, files: attached.filter((file) => file.messageId === row.id) }));
}
