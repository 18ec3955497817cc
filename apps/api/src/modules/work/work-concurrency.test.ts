import { WORK_MESSAGES, type OrderWork } from '@equicreators/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderSubmissions } from '../../db/schema/index.ts';
import { createOrderCast, workCalls, type OrderCast, type WorkCalls } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * A submission and a review sent at once (docs/decisions/022): on PGlite the transactions run one
 * after the other, on PostgreSQL they race; either way no decision lands on a version its review
 * did not name, and every deliverable's status matches its latest version.
 */
describe('concurrent submit and review: no lost update', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  async function newOrder(): Promise<{ cast: OrderCast; calls: WorkCalls; work: OrderWork }> {
    const cast = await createOrderCast(context);
    const calls = workCalls(context, cast);
    const reel = (await calls.work()).deliverables[0]!;
    expect((await calls.submit({ deliverableId: reel.id, postUrl: 'https://example.test/reel-1' })).statusCode).toBe(
      201,
    );
    return { cast, calls, work: await calls.work() };
  }

  /** The stored state agrees with itself, whatever order the two requests took. */
  async function expectConsistent(cast: OrderCast, calls: WorkCalls) {
    const work = await calls.work();
    const expected = { pending: 'submitted', approved: 'approved', changes_requested: 'changes_requested' } as const;
    for (const deliverable of work.deliverables) {
      const latest = deliverable.submissions.at(-1);
      expect(deliverable.status).toBe(latest ? expected[latest.status] : 'not_started');
      expect(deliverable.submissions.map((item) => item.version)).toEqual(deliverable.submissions.map((_, i) => i + 1));
      // Only the latest version may still wait; the earlier ones were decided.
      expect(deliverable.submissions.slice(0, -1).every((item) => item.status !== 'pending')).toBe(true);
    }
    const thread = await context.db
      .select()
      .from(messages)
      .where(and(eq(messages.campaignId, cast.campaign.id), eq(messages.creatorId, cast.hired.id)))
      .orderBy(asc(messages.seq));
    expect(thread.map((row) => row.seq)).toEqual(thread.map((_, i) => i + 1));
    // Every decided submission was named by the review that decided it.
    const named = new Set(
      thread.flatMap((row) => (row.work?.kind === 'review' ? row.work.outcomes.map((item) => item.submissionId) : [])),
    );
    const decided = await context.db
      .select({ id: orderSubmissions.id, status: orderSubmissions.status })
      .from(orderSubmissions)
      .where(eq(orderSubmissions.campaignId, cast.campaign.id));
    for (const submission of decided.filter((row) => row.status !== 'pending')) {
      expect(named.has(submission.id)).toBe(true);
    }
    return work;
  }

  it.each([1, 2, 3])(
    'a version of another deliverable sent while the brand approves stays pending (round %i)',
    async () => {
      const { cast, calls, work } = await newOrder();
      const [reel, stories] = work.deliverables;
      const [review, submit] = await Promise.all([
        calls.review({ decisions: [{ submissionId: reel!.submissions[0]!.id, outcome: 'approved' }] }),
        calls.submit({ deliverableId: stories!.id, postUrl: 'https://example.test/stories-1' }),
      ]);
      expect([review.statusCode, submit.statusCode]).toEqual([200, 201]);
      const after = await expectConsistent(cast, calls);
      expect(after.deliverables.map((item) => item.status)).toEqual(['approved', 'submitted']);
      expect(after.deliverables[1]!.submissions[0]!.status).toBe('pending');
    },
  );

  it.each([1, 2, 3])(
    'a new version racing a request for changes is either refused or lands after it (round %i)',
    async () => {
      const { cast, calls, work } = await newOrder();
      const reel = work.deliverables[0]!;
      const [review, submit] = await Promise.all([
        calls.review({
          decisions: [{ submissionId: reel.submissions[0]!.id, outcome: 'changes_requested' }],
          comment: 'Shorter, please',
        }),
        calls.submit({ deliverableId: reel.id, postUrl: 'https://example.test/reel-2' }),
      ]);
      expect(review.statusCode).toBe(200);
      const after = await expectConsistent(cast, calls);
      const versions = after.deliverables[0]!.submissions;
      if (submit.statusCode === 201) {
        // The review committed first: the new version waits for the next review.
        expect(versions.map((item) => item.status)).toEqual(['changes_requested', 'pending']);
      } else {
        expect(submit.statusCode).toBe(409);
        expect(submit.json().message).toBe(WORK_MESSAGES.cannotSubmit);
        expect(versions.map((item) => item.status)).toEqual(['changes_requested']);
      }
    },
  );

  it('a review racing a newer version of what it names is refused whole', async () => {
    const { cast, calls, work } = await newOrder();
    const reel = work.deliverables[0]!;
    const v1 = reel.submissions[0]!.id;
    await calls.review({ decisions: [{ submissionId: v1, outcome: 'changes_requested' }], comment: 'Redo' });
    // The brand, still looking at v1, approves it while the creator sends v2.
    const [late, submit] = await Promise.all([
      calls.review({ decisions: [{ submissionId: v1, outcome: 'approved' }] }),
      calls.submit({ deliverableId: reel.id, postUrl: 'https://example.test/reel-2' }),
    ]);
    expect(late.statusCode).toBe(409);
    expect(submit.statusCode).toBe(201);
    const after = await expectConsistent(cast, calls);
    expect(after.deliverables[0]!.submissions.map((item) => item.status)).toEqual(['changes_requested', 'pending']);
  });
});
