import type { MessageView, ThreadPage, UnreadCounts } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveSignal } from '../live/live-bus.ts';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** A thread of seven messages: the brand writes 1, 2, 4, 6; the creator 3, 5, 7. */
describe('reading a thread: pages, read state and unread counts', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let calls: ReturnType<typeof messageCalls>;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    calls = messageCalls(context, cast);
    for (const [index, writer] of ['brand', 'brand', 'creator', 'brand', 'creator', 'brand', 'creator'].entries()) {
      const response =
        writer === 'brand'
          ? await calls.brandSends({ content: `Message ${index + 1}` })
          : await calls.creatorSends({ content: `Message ${index + 1}` });
      expect(response.statusCode).toBe(201);
      context.clock.advance(1000);
    }
  });
  afterAll(() => context.close());

  const brandPage = async (query = '') => {
    const response = await calls.get(
      `/api/messages/message-brand/${cast.campaign.id}/${cast.hired.id}${query}`,
      cast.brand.authorization,
    );
    expect(response.statusCode).toBe(200);
    return response.json<ThreadPage>();
  };
  const seqsOf = (page: ThreadPage) => page.items.map((item) => item.seq);
  const markRead = (authorization: string, upToSeq?: number) =>
    context.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: { authorization },
      payload: { campaignId: cast.campaign.id, creatorId: cast.hired.id, ...(upToSeq ? { upToSeq } : {}) },
    });
  const unread = async (authorization: string) =>
    (await calls.get('/api/messages/unread', authorization)).json<UnreadCounts>();

  it('answers the newest messages oldest first, and pages backwards with ?before=', async () => {
    const all = await brandPage();
    expect(seqsOf(all)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all).toMatchObject({ hasOlder: false, lastSeq: 7, entryStatus: 'Hired', decision: null });
    expect(all.items.map((item) => item.content)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Message ${n}`));
    const newest = await brandPage('?limit=3');
    expect(seqsOf(newest)).toEqual([5, 6, 7]);
    expect(newest.hasOlder).toBe(true);
    const older = await brandPage('?limit=3&before=5');
    expect(seqsOf(older)).toEqual([2, 3, 4]);
    expect(older.hasOlder).toBe(true);
    const oldest = await brandPage('?limit=3&before=2');
    expect(seqsOf(oldest)).toEqual([1]);
    expect(oldest.hasOlder).toBe(false);
  });

  it('resumes forwards with ?after= (what a reconnecting client missed)', async () => {
    const resumed = await brandPage('?after=4&limit=2');
    expect(seqsOf(resumed)).toEqual([5, 6]);
    expect(resumed).toMatchObject({ hasOlder: true, lastSeq: 7 });
    expect(seqsOf(await brandPage('?after=0'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seqsOf(await brandPage('?after=7'))).toEqual([]);
    const refused = await calls.get(
      `/api/messages/message-brand/${cast.campaign.id}/${cast.hired.id}?limit=51`,
      cast.brand.authorization,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('counts each side’s unread messages from the other party', async () => {
    expect(await unread(cast.brand.authorization)).toEqual({
      total: 3,
      threads: [{ campaignId: cast.campaign.id, creatorId: cast.hired.id, unread: 3 }],
    });
    expect(await unread(cast.hired.authorization)).toEqual({
      total: 4,
      threads: [{ campaignId: cast.campaign.id, creatorId: cast.hired.id, unread: 4 }],
    });
    expect(await unread(cast.applied.authorization)).toEqual({ total: 0, threads: [] });
  });

  it('marks the other party’s messages read up to a seq, then all, and never the reader’s own', async () => {
    context.clock.advance(60_000);
    const partly = await markRead(cast.hired.authorization, 4);
    expect(partly.statusCode).toBe(204);
    let page = await brandPage();
    const readSeqs = (items: MessageView[]) => items.filter((item) => item.readAt !== null).map((item) => item.seq);
    expect(readSeqs(page.items)).toEqual([1, 2, 4]);
    expect(page.items.find((item) => item.seq === 4)?.readAt).toBe(context.clock.now().toISOString());
    expect((await unread(cast.hired.authorization)).total).toBe(1);
    expect((await unread(cast.brand.authorization)).total).toBe(3);

    expect((await markRead(cast.hired.authorization)).statusCode).toBe(204);
    expect((await markRead(cast.brand.authorization)).statusCode).toBe(204);
    page = await brandPage();
    expect(readSeqs(page.items)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await unread(cast.hired.authorization)).toEqual({ total: 0, threads: [] });
    expect(await unread(cast.brand.authorization)).toEqual({ total: 0, threads: [] });
  });

  it('tells both parties through the live bus when messages were read, and only then', async () => {
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));
    try {
      const sent = await calls.creatorSends({ content: 'Message 8' });
      expect(sent.statusCode).toBe(201);
      expect((await markRead(cast.brand.authorization)).statusCode).toBe(204);
      expect((await markRead(cast.brand.authorization)).statusCode).toBe(204);
      await vi.waitFor(() => expect(signals.filter((signal) => signal.kind === 'read')).toHaveLength(1));
      expect(signals).toContainEqual({ kind: 'message', messageId: sent.json().message.id });
      expect(signals).toContainEqual({
        kind: 'read',
        campaignId: cast.campaign.id,
        creatorId: cast.hired.id,
        readerType: 'brand',
        upToSeq: 8,
        readAt: context.clock.now().toISOString(),
      });
    } finally {
      unsubscribe();
    }
  });

  it('keeps the first read time when a thread is opened again', async () => {
    const before = (await brandPage()).items.map((item) => item.readAt);
    context.clock.advance(60_000);
    expect((await markRead(cast.brand.authorization)).statusCode).toBe(204);
    expect((await brandPage()).items.map((item) => item.readAt)).toEqual(before);
  });
});
