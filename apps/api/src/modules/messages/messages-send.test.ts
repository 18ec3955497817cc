import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isVideoAttachment, MESSAGE_MESSAGES, type MessageView } from '@equicreators/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignEntries, files, messageNotices, messages } from '../../db/schema/index.ts';
import { tinyPng } from '../../test/factories.ts';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { canStripVideoMetadata, FILMED_LOCATION, filmedVideo } from '../../test/video-fixtures.ts';
import type { LiveSignal } from '../live/live-bus.ts';

describe('sending messages (POST /api/messages/send and /sendbrand)', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let calls: ReturnType<typeof messageCalls>;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    calls = messageCalls(context, cast);
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const thread = () => and(eq(messages.campaignId, cast.campaign.id), eq(messages.creatorId, cast.hired.id));
  const entry = async () => {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, cast.campaign.id), eq(campaignEntries.creatorId, cast.hired.id)));
    return row;
  };
  /** What a refused send must leave behind: nothing at all. */
  async function writtenSoFar() {
    const [messageCount] = await context.db.select({ total: count() }).from(messages);
    const [fileCount] = await context.db.select({ total: count() }).from(files);
    const stored = await readdir(join(context.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    return {
      messages: messageCount?.total,
      files: fileCount?.total,
      storedFiles: stored.filter((name) => /\.\w+$/.test(name)).length,
      lastSeq: (await entry())?.lastMessageSeq,
    };
  }

  it('stores the brand’s text with an image and a video, numbered, with signed attachment addresses', async () => {
    const before = await writtenSoFar();
    const response = await calls.brandSends({ content: '  Welcome aboard!  ' }, [
      { name: 'saddle.png', data: png, type: 'image/png' },
      { name: 'clip.mov', data: await filmedVideo('mov'), type: 'video/quicktime' },
    ]);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: MessageView; data: string }>();
    expect(data).toBe(MESSAGE_MESSAGES.sent);
    expect(message).toMatchObject({
      campaignId: cast.campaign.id,
      creatorId: cast.hired.id,
      seq: before.lastSeq! + 1,
      from: cast.campaign.id,
      to: cast.hired.id,
      senderType: 'brand',
      senderName: 'Hartwell Saddlery',
      content: 'Welcome aboard!',
      status: null,
      readAt: null,
    });
    const [image, video] = message.attachments;
    expect(image).toMatchObject({ kind: 'image', contentType: 'image/webp', name: 'saddle.png' });
    expect(image?.thumbnailUrl).toMatch(/^\/api\/messages\/files\/[0-9a-f-]{36}\.webp\?exp=\d+&variant=thumbnail&sig=/);
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/quicktime', thumbnailUrl: null });
    expect(isVideoAttachment(video!.url)).toBe(true);
    expect(isVideoAttachment(image!.url)).toBe(false);
    const picture = await calls.get(image!.url, null);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const clip = await calls.get(video!.url, null);
    expect(clip.rawPayload.byteLength).toBe(video!.byteSize);
    // The place where it was filmed does not travel with the video (where ffmpeg can rewrite it).
    if (await canStripVideoMetadata()) expect(clip.rawPayload.includes(FILMED_LOCATION)).toBe(false);
    expect(await writtenSoFar()).toEqual({
      messages: before.messages! + 1,
      files: before.files! + 2,
      storedFiles: before.storedFiles + 3,
      lastSeq: before.lastSeq! + 1,
    });
  });

  it('names the creator by first name and keeps the spec’s directions', async () => {
    const response = await calls.creatorSends({ content: 'Thank you!' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatchObject({
      from: cast.hired.id,
      to: cast.campaign.id,
      senderType: 'contentCreator',
      senderName: 'Ava',
    });
  });

  it('stores a status as a label on the message only, even without a comment (message-labels.test.ts)', async () => {
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));
    const response = await calls.brandSends({ content: '', status: 'Partially Approved' });
    expect(response.statusCode).toBe(201);
    const id = response.json().message.id as string;
    const ofThisSend = () =>
      signals.filter((signal) => signal.kind === 'decision' || (signal.kind === 'message' && signal.messageId === id));
    await vi.waitFor(() => expect(ofThisSend()).toEqual([{ kind: 'message', messageId: id }]));
    unsubscribe();
    expect(response.json().message).toMatchObject({ status: 'Partially Approved', content: '' });
    expect(await entry()).toMatchObject({ decision: null, decidedAt: null });
    const approved = await calls.brandSends({ content: 'Lovely work', status: 'Approved' });
    expect(approved.statusCode).toBe(201);
    const page = await calls.get(
      `/api/messages/message-influencer/${cast.hired.id}/${cast.campaign.id}`,
      cast.hired.authorization,
    );
    expect(page.json()).toMatchObject({ decision: null, entryStatus: 'Hired' });
  });

  it('lets only the brand decide, and refuses an unknown decision', async () => {
    const before = await writtenSoFar();
    const fromCreator = await calls.creatorSends({ content: 'Approving myself', status: 'Approved' });
    expect(fromCreator.statusCode).toBe(403);
    const unknown = await calls.brandSends({ content: 'Hmm', status: 'Rejected' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { field: 'status', message: 'Choose Partially Approved, Approved or Closed' },
    ]);
    expect(await writtenSoFar()).toEqual(before);
  });

  it('refuses an empty message and one over 5,000 characters', async () => {
    const before = await writtenSoFar();
    const empty = await calls.creatorSends({ content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGE_MESSAGES.emptyContent);
    const long = await calls.brandSends({ content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('content');
    expect((await calls.brandSends({ content: ` ${'y'.repeat(5000)} ` })).statusCode).toBe(201);
    expect((await writtenSoFar()).messages).toBe(before.messages! + 1);
  });

  it('answers a bad attachment with a 415 naming the file, as every upload route does, and writes nothing', async () => {
    const before = await writtenSoFar();
    const response = await calls.brandSends({ content: 'Two files' }, [
      { name: 'good.png', data: png, type: 'image/png' },
      { name: 'notes.txt', data: Buffer.from('just some text, not a picture'), type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'notes.txt: Attachments must be JPEG, PNG, WebP or GIF images or MP4 or MOV videos.',
    });
    const svg = await calls.creatorSends({}, [
      { name: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().fields).toEqual([{ field: 'attachments', message: expect.stringMatching(/^logo\.svg: /) }]);
    expect(await writtenSoFar()).toEqual(before);
  });

  it('stores one message for a retried send with the same Idempotency-Key', async () => {
    const before = await writtenSoFar();
    const first = await calls.creatorSends({ content: 'Only once' }, [{ name: 'a.png', data: png }], {
      idempotencyKey: 'compose-1',
    });
    const retry = await calls.creatorSends({ content: 'Only once' }, [{ name: 'a.png', data: png }], {
      idempotencyKey: 'compose-1',
    });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(first.json().message.id);
    expect(await writtenSoFar()).toEqual({
      messages: before.messages! + 1,
      files: before.files! + 1,
      storedFiles: before.storedFiles + 2,
      lastSeq: before.lastSeq! + 1,
    });
    // The same key from the other party is theirs, not a retry.
    expect((await calls.brandSends({ content: 'Mine' }, [], { idempotencyKey: 'compose-1' })).statusCode).toBe(201);
    const tooLong = await calls.brandSends({ content: 'Key' }, [], { idempotencyKey: 'k'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('stores one message when two tries with one key race', async () => {
    const before = await writtenSoFar();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        calls.brandSends({ content: 'Raced' }, [{ name: 'r.png', data: png }], { idempotencyKey: 'race-key' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<{ message: MessageView }>().message.id)).size).toBe(1);
    expect(await writtenSoFar()).toMatchObject({
      messages: before.messages! + 1,
      files: before.files! + 1,
      storedFiles: before.storedFiles + 2,
    });
  });

  it('numbers a thread 1, 2, 3… and gives parallel sends distinct consecutive seqs', async () => {
    const before = (await entry())?.lastMessageSeq ?? 0;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? calls.brandSends({ content: `Brand ${index}` })
          : calls.creatorSends({ content: `Creator ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const seqs = responses.map((response) => response.json().message.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 10 }, (_, index) => before + index + 1));
    const stored = await context.db
      .select({ seq: messages.seq })
      .from(messages)
      .where(thread())
      .orderBy(asc(messages.seq));
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: stored.length }, (_, index) => index + 1));
    expect((await entry())?.lastMessageSeq).toBe(stored.length);
  });

  it('schedules the recipient’s unread notice 10 minutes on, keeping one already pending', async () => {
    const notices = () =>
      context.db
        .select({ recipient: messageNotices.recipientAccountId, dueAt: messageNotices.dueAt })
        .from(messageNotices)
        .where(eq(messageNotices.campaignId, cast.campaign.id));
    const dueOf = async (recipient: string) => (await notices()).find((row) => row.recipient === recipient)?.dueAt;
    const firstDue = await dueOf(cast.hired.id);
    expect(firstDue).toBeInstanceOf(Date);
    context.clock.advance(5 * 60_000);
    await calls.brandSends({ content: 'Another one' });
    expect(await dueOf(cast.hired.id)).toEqual(firstDue);
    expect(await dueOf(cast.brand.id)).toBeInstanceOf(Date);
  });
});
