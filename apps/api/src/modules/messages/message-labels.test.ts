import { DECISION_LABELS } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { messageForm } from '../../test/message-threads.ts';
import { createOrderCast, workCalls, type OrderCast, type WorkCalls } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';

/**
 * DECISIONS: the `status` field of POST /api/messages/send is a label on that message only; it
 * never changes an entry's or a deliverable's state (the work routes decide, decision 022).
 */
describe('the status label of POST /api/messages/send', () => {
  let context: TestContext;
  let cast: OrderCast;
  let calls: WorkCalls;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createOrderCast(context);
    calls = workCalls(context, cast);
  });
  afterAll(() => context.close());

  const entry = async () => {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, cast.campaign.id), eq(campaignEntries.creatorId, cast.hired.id)));
    return row;
  };
  /** The entry's decision and close, and the work as the panel shows it. */
  const state = async () => {
    const row = await entry();
    const work = await calls.work();
    return {
      entry: { decision: row?.decision, decidedAt: row?.decidedAt, closedAt: row?.closedAt, close: row?.closeOutcome },
      work: { closedAt: work.closedAt, closeOutcome: work.closeOutcome, progress: work.progress },
      deliverables: work.deliverables.map((item) => ({ id: item.id, status: item.status })),
    };
  };

  it('labels the message with each status and leaves the entry and its work as they were', async () => {
    // Some work under way: one version waiting for review.
    const [first] = (await calls.work()).deliverables;
    expect((await calls.submit({ deliverableId: first!.id, postUrl: 'https://example.test/reel' })).statusCode).toBe(
      201,
    );
    const before = await state();
    expect(before.work.closedAt).toBeNull();
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));
    for (const status of DECISION_LABELS) {
      context.clock.advance(1000);
      const sent = await context.app.inject({
        method: 'POST',
        url: '/api/messages/send',
        headers: { authorization: cast.brand.authorization },
        payload: messageForm({ from: cast.campaign.id, to: cast.hired.id, content: `Labelled ${status}`, status }),
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().message).toMatchObject({ status, content: `Labelled ${status}` });
      expect(await state()).toEqual(before);
    }
    await vi.waitFor(() => expect(signals.filter((signal) => signal.kind === 'message')).toHaveLength(3));
    unsubscribe();
    // No decision reaches either side's screen: the entry has none to show.
    expect(signals.filter((signal) => signal.kind === 'decision')).toEqual([]);
    const page = await calls.get(`/api/messages/message-influencer/${cast.hired.id}/${cast.campaign.id}`);
    expect(page.json()).toMatchObject({ decision: null, entryStatus: 'Hired' });
    expect(
      page
        .json()
        .items.map((message: { status: string | null }) => message.status)
        .slice(-3),
    ).toEqual([...DECISION_LABELS]);
    // The work still takes its review: the open version was not decided by a label.
    const version = (await calls.work()).deliverables[0]!.submissions[0]!;
    expect(version.status).toBe('pending');
  });
});
