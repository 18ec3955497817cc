import {
  MESSAGE_MESSAGES,
  WORK_MESSAGES,
  type MessageView,
  type OrderWork,
  type WorkChangeResponse,
} from '@equicreators/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignEntries, messages, orderReviews } from '../../db/schema/index.ts';
import { tinyPng } from '../../test/factories.ts';
import { createOrderWithCalls, type OrderCast } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';

/** Submissions are versions; reviews decide what they name, per deliverable (docs/decisions/022). */
describe('submitting and reviewing versions', () => {
  let context: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const newOrder = () => createOrderWithCalls(context);
  const threadOf = (cast: OrderCast) =>
    context.db
      .select()
      .from(messages)
      .where(and(eq(messages.campaignId, cast.campaign.id), eq(messages.creatorId, cast.hired.id)))
      .orderBy(asc(messages.seq));
  const entryOf = async (cast: OrderCast) =>
    (
      await context.db
        .select()
        .from(campaignEntries)
        .where(and(eq(campaignEntries.campaignId, cast.campaign.id), eq(campaignEntries.creatorId, cast.hired.id)))
    )[0];
  const submissionOf = (work: OrderWork, deliverableId: string, version: number) =>
    work.deliverables.find((item) => item.id === deliverableId)!.submissions.find((item) => item.version === version)!;

  it('numbers versions, keeps the older ones, and ends with an approval that is final', async () => {
    const { cast, calls, reel } = await newOrder();
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));
    const first = await calls.submit({ deliverableId: reel, note: 'First cut' }, [
      { name: 'cut.png', data: png, type: 'image/png' },
    ]);
    expect(first.statusCode).toBe(201);
    const v1 = submissionOf(first.json<WorkChangeResponse>().work, reel, 1);
    expect(v1).toMatchObject({ note: 'First cut', status: 'pending', postUrl: null, reviewComment: null });
    expect(v1.attachments[0]!.url).toMatch(/^\/api\/messages\/files\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=/);
    expect((await calls.get(v1.attachments[0]!.url)).statusCode).toBe(200);
    await vi.waitFor(() => expect(signals).toContainEqual({ kind: 'work', ...cast.order, change: 'submission' }));
    unsubscribe();
    // Waiting for review: no second version over it.
    expect((await calls.submit({ deliverableId: reel, postUrl: 'https://example.test/p' })).json().message).toBe(
      WORK_MESSAGES.cannotSubmit,
    );

    const noComment = await calls.review({ decisions: [{ submissionId: v1.id, outcome: 'changes_requested' }] });
    expect(noComment.statusCode).toBe(400);
    const changes = await calls.review({
      decisions: [{ submissionId: v1.id, outcome: 'changes_requested' }],
      comment: 'Brighter light, please',
    });
    expect(changes.statusCode).toBe(200);
    const afterChanges = changes.json<WorkChangeResponse>().work.deliverables[0]!;
    expect(afterChanges).toMatchObject({ status: 'changes_requested', revisionRound: 1 });
    expect(afterChanges.submissions[0]).toMatchObject({
      status: 'changes_requested',
      reviewComment: 'Brighter light, please',
    });
    // Only changes requested: no badge.
    expect((await entryOf(cast))?.decision).toBeNull();

    const second = await calls.submit({ deliverableId: reel, postUrl: 'https://instagram.example/p/2' });
    expect(second.statusCode).toBe(201);
    const v2 = submissionOf(second.json<WorkChangeResponse>().work, reel, 2);
    expect(v2).toMatchObject({ status: 'pending', postUrl: 'https://instagram.example/p/2', note: '' });
    const approve = await calls.review({ decisions: [{ submissionId: v2.id, outcome: 'approved' }] });
    const approved = approve.json<WorkChangeResponse>().work.deliverables[0]!;
    expect(approved.status).toBe('approved');
    expect(approved.approvedAt).toBe(context.clock.now().toISOString());
    expect(approved.submissions.map((item) => [item.version, item.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'approved'],
    ]);
    const third = await calls.submit({ deliverableId: reel, postUrl: 'https://instagram.example/p/3' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(WORK_MESSAGES.cannotSubmit);

    // Every step is a thread message with its card, the creator's notes and files on it.
    const thread = await threadOf(cast);
    expect(thread.map((row) => row.work?.kind)).toEqual(['submission', 'review', 'submission', 'review']);
    expect(thread[0]).toMatchObject({ content: 'First cut', senderType: 'contentCreator' });
    expect(thread[0]!.work).toMatchObject({ kind: 'submission', deliverableTitle: 'Instagram reel', version: 1 });
    expect(thread[1]).toMatchObject({ content: 'Brighter light, please', senderType: 'brand' });
    expect(v2.messageSeq).toBe(thread[2]!.seq);
    const page = await calls.get(`/api/messages/message-influencer/${cast.hired.id}/${cast.campaign.id}`);
    expect(page.json<{ items: MessageView[] }>().items[3]!.work).toEqual({
      kind: 'review',
      outcomes: [{ submissionId: v2.id, deliverableTitle: 'Instagram reel', version: 2, outcome: 'approved' }],
    });
  });

  it('needs files or the post link, and locks the list after the first submission', async () => {
    const { calls, reel } = await newOrder();
    const empty = await calls.submit({ deliverableId: reel, note: 'Nothing attached' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(WORK_MESSAGES.nothingToSubmit);
    expect((await calls.submit({ deliverableId: reel, postUrl: 'ftp://example.test' })).statusCode).toBe(400);
    expect((await calls.work()).deliverablesEditable).toBe(true);
    expect((await calls.submit({ deliverableId: reel, postUrl: 'https://example.test/p' })).statusCode).toBe(201);
    expect((await calls.work()).deliverablesEditable).toBe(false);
    const edit = await calls.replace({ deliverables: [{ title: 'Something else' }] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(WORK_MESSAGES.deliverablesLocked);
  });

  it('reads a deliverable overdue once its due date passes, until it is approved', async () => {
    const { calls } = await newOrder();
    const dueAt = new Date(context.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const edited = await calls.replace({ deliverables: [{ title: 'Instagram reel', dueAt }] });
    expect(edited.json<WorkChangeResponse>().work.deliverables[0]).toMatchObject({ dueAt, overdue: false });
    context.clock.advance(2 * 60 * 60 * 1000);
    const late = await calls.work();
    expect(late.deliverables[0]!.overdue).toBe(true);
    expect(late.progress.overdue).toBe(1);
    await calls.submit({ deliverableId: late.deliverables[0]!.id, postUrl: 'https://example.test/late' });
    const submissionId = (await calls.work()).deliverables[0]!.submissions[0]!.id;
    const approved = await calls.review({ decisions: [{ submissionId, outcome: 'approved' }] });
    expect(approved.json<WorkChangeResponse>().work.progress).toMatchObject({
      overdue: 0,
      state: 'ready_to_close',
    });
  });

  it('answers a retried submission with the version stored the first time', async () => {
    const { cast, calls, reel } = await newOrder();
    const fields = { deliverableId: reel, postUrl: 'https://example.test/p' };
    const first = await calls.submit(fields, [], { authorization: cast.hired.authorization, idempotencyKey: 'sub-1' });
    const again = await calls.submit(fields, [], { authorization: cast.hired.authorization, idempotencyKey: 'sub-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<WorkChangeResponse>().messageSeq).toBe(first.json<WorkChangeResponse>().messageSeq);
    expect((await calls.work()).deliverables[0]!.submissions).toHaveLength(1);
  });

  it('approves per deliverable: Partially Approved, then Approved when every one is', async () => {
    const { cast, calls, reel, stories } = await newOrder();
    await calls.submit({ deliverableId: reel, postUrl: 'https://example.test/reel' });
    await calls.submit({ deliverableId: stories, postUrl: 'https://example.test/stories' });
    const work = await calls.work();
    expect(work.progress).toMatchObject({ awaitingReview: 2, approved: 0 });
    const partial = await calls.review({
      decisions: [
        { submissionId: submissionOf(work, reel, 1).id, outcome: 'approved' },
        { submissionId: submissionOf(work, stories, 1).id, outcome: 'changes_requested' },
      ],
      comment: 'The reel is perfect; the stories need the logo',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<WorkChangeResponse>().work.deliverables.map((item) => item.status)).toEqual([
      'approved',
      'changes_requested',
    ]);
    expect(await entryOf(cast)).toMatchObject({ decision: 'Partially Approved' });
    expect((await threadOf(cast)).at(-1)).toMatchObject({ decision: 'Partially Approved' });
    const resubmit = await calls.submit({ deliverableId: stories, postUrl: 'https://example.test/stories-2' });
    const v2 = submissionOf(resubmit.json<WorkChangeResponse>().work, stories, 2);
    const all = await calls.review({ decisions: [{ submissionId: v2.id, outcome: 'approved' }] });
    expect(all.json<WorkChangeResponse>().work.progress).toMatchObject({
      state: 'ready_to_close',
      approved: 2,
      total: 2,
    });
    expect(await entryOf(cast)).toMatchObject({ decision: 'Approved' });
  });

  it('refuses a stale review whole and changes nothing', async () => {
    const { cast, calls, reel, stories } = await newOrder();
    const other = await newOrder();
    await calls.submit({ deliverableId: reel, postUrl: 'https://example.test/reel' });
    await calls.submit({ deliverableId: stories, postUrl: 'https://example.test/stories' });
    await other.calls.submit({ deliverableId: other.reel, postUrl: 'https://example.test/other' });
    const work = await calls.work();
    const reelV1 = submissionOf(work, reel, 1).id;
    const storiesV1 = submissionOf(work, stories, 1).id;
    const foreign = submissionOf(await other.calls.work(), other.reel, 1).id;
    await calls.review({ decisions: [{ submissionId: reelV1, outcome: 'changes_requested' }], comment: 'Redo' });
    await calls.submit({ deliverableId: reel, postUrl: 'https://example.test/reel-2' });

    const before = { work: await calls.work(), thread: (await threadOf(cast)).length, reviews: await reviewCount() };
    for (const decisions of [
      // Already decided (and no longer the latest version).
      [
        { submissionId: reelV1, outcome: 'approved' },
        { submissionId: storiesV1, outcome: 'approved' },
      ],
      // Another order's submission.
      [
        { submissionId: storiesV1, outcome: 'approved' },
        { submissionId: foreign, outcome: 'approved' },
      ],
    ]) {
      const response = await calls.review({ decisions });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(WORK_MESSAGES.staleReview);
    }
    expect(await calls.work()).toEqual(before.work);
    expect((await threadOf(cast)).length).toBe(before.thread);
    expect(await reviewCount()).toBe(before.reviews);
  });

  async function reviewCount() {
    const [row] = await context.db.select({ total: count() }).from(orderReviews);
    return row?.total ?? 0;
  }

  it('keeps plain messages working beside the work', async () => {
    const { cast } = await newOrder();
    const form = new FormData();
    form.append('from', cast.hired.id);
    form.append('to', cast.campaign.id);
    form.append('content', 'Hello');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/messages/sendbrand',
      headers: { authorization: cast.hired.authorization },
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toBe(MESSAGE_MESSAGES.sent);
  });
});
