import { WORK_MESSAGES, type OrderWork, type WorkChangeResponse } from '@equicreators/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import { createLogin } from '../../test/factories.ts';
import { messageForm } from '../../test/message-threads.ts';
import { createOrderCast, workCalls, type OrderCast, type WorkCalls } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Closing the work: its rules, what it stops, and the thread turning read-only 14 days later. */
describe('closing the work', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  async function newOrder(): Promise<{ cast: OrderCast; calls: WorkCalls }> {
    const cast = await createOrderCast(context);
    return { cast, calls: workCalls(context, cast) };
  }
  /** Submits every deliverable and approves them all: the order is ready to close. */
  async function approveAll(calls: WorkCalls): Promise<OrderWork> {
    for (const item of (await calls.work()).deliverables) {
      await calls.submit({ deliverableId: item.id, postUrl: `https://example.test/${item.position}` });
    }
    const decisions = (await calls.work()).deliverables.map((item) => ({
      submissionId: item.submissions[0]!.id,
      outcome: 'approved',
    }));
    return (await calls.review({ decisions })).json<WorkChangeResponse>().work;
  }
  const sendAs = (cast: OrderCast, side: 'brand' | 'creator', authorization: string) =>
    context.app.inject({
      method: 'POST',
      url: side === 'brand' ? '/api/messages/send' : '/api/messages/sendbrand',
      headers: { authorization },
      payload: messageForm(
        side === 'brand'
          ? { from: cast.campaign.id, to: cast.hired.id, content: 'From the brand' }
          : { from: cast.hired.id, to: cast.campaign.id, content: 'From the creator' },
      ),
    });

  it('completes only when every deliverable is approved, and cancels only with a reason', async () => {
    const { calls } = await newOrder();
    const early = await calls.close({ outcome: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WORK_MESSAGES.notReadyToComplete);
    expect((await calls.close({ outcome: 'cancelled' })).statusCode).toBe(400);
    expect((await calls.close({ outcome: 'cancelled', reason: '   ' })).statusCode).toBe(400);
    expect((await calls.work()).closedAt).toBeNull();
    expect((await approveAll(calls)).progress.state).toBe('ready_to_close');
    const done = await calls.close({ outcome: 'completed' });
    expect(done.statusCode).toBe(200);
    const { work, messageSeq } = done.json<WorkChangeResponse>();
    expect(work).toMatchObject({
      closeOutcome: 'completed',
      closeReason: null,
      closedAt: context.clock.now().toISOString(),
      threadWritableUntil: new Date(context.clock.now().getTime() + 14 * DAY_MS).toISOString(),
      progress: { state: 'completed', approved: 2, total: 2 },
      ratings: { mine: null, theirs: null, theirsSealedUntil: null, canRate: true },
    });
    expect(messageSeq).toBeGreaterThan(0);
  });

  it('is final: a second close, submissions, reviews and list edits are refused', async () => {
    const { cast, calls } = await newOrder();
    const [reel, stories] = (await calls.work()).deliverables;
    await calls.submit({ deliverableId: reel!.id, postUrl: 'https://example.test/reel' });
    const pending = (await calls.work()).deliverables[0]!.submissions[0]!;
    const closed = await calls.close({ outcome: 'cancelled', reason: 'The product launch moved to next year.' });
    expect(closed.statusCode).toBe(200);
    const [entry] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, cast.campaign.id), eq(campaignEntries.creatorId, cast.hired.id)));
    expect(entry).toMatchObject({
      decision: 'Closed',
      closeOutcome: 'cancelled',
      closeReason: 'The product launch moved to next year.',
    });
    const [last] = await context.db
      .select()
      .from(messages)
      .where(and(eq(messages.campaignId, cast.campaign.id), eq(messages.creatorId, cast.hired.id)))
      .orderBy(asc(messages.seq))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({
      content: 'The product launch moved to next year.',
      decision: 'Closed',
      work: { kind: 'close', outcome: 'cancelled', reason: 'The product launch moved to next year.' },
    });
    const before = await calls.work();
    expect(before.ratings.canRate).toBe(false);
    for (const response of [
      await calls.close({ outcome: 'cancelled', reason: 'Again' }),
      await calls.submit({ deliverableId: stories!.id, postUrl: 'https://example.test/stories' }),
      await calls.review({ decisions: [{ submissionId: pending.id, outcome: 'approved' }] }),
      await calls.replace({ deliverables: [{ title: 'A new list' }] }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(WORK_MESSAGES.closed);
    }
    expect(await calls.work()).toEqual(before);
  });

  it('keeps the thread writable for 14 days after the close, then read-only for both', async () => {
    const { cast, calls } = await newOrder();
    await calls.close({ outcome: 'cancelled', reason: 'Budget cut' });
    expect((await sendAs(cast, 'creator', cast.hired.authorization)).statusCode).toBe(201);
    context.clock.advance(14 * DAY_MS - 60_000);
    // Tokens last 7 days: both parties log in again.
    const brand = (await createLogin(context, { id: cast.brand.id, type: 'brand' })).authorization;
    const creator = (await createLogin(context, { id: cast.hired.id, type: 'contentCreator' })).authorization;
    expect((await sendAs(cast, 'brand', brand)).statusCode).toBe(201);
    context.clock.advance(2 * 60_000);
    for (const response of [await sendAs(cast, 'brand', brand), await sendAs(cast, 'creator', creator)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(WORK_MESSAGES.threadReadOnly);
    }
    // Still readable.
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/messages/message-influencer/${cast.hired.id}/${cast.campaign.id}`,
      headers: { authorization: creator },
    });
    expect(page.statusCode).toBe(200);
  });
});
