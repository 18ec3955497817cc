import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeals } from '../../db/schema/index.ts';
import { createDealCast, dealCalls, proposalOf } from '../../test/deals.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * Two proposals, or two answers, sent at once on one order (issue 31): on PGlite the transactions
 * run one after the other, on PostgreSQL they race on the entry's lock; either way exactly one wins
 * and the deal agrees with itself.
 */
describe('concurrent changes to a deal: exactly one wins', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('takes one of two proposals sent at once by the two sides', async () => {
    const cast = await createDealCast(context);
    const calls = dealCalls(context, cast);
    const answers = await Promise.all([
      calls.propose(proposalOf({ feeMinor: 50_000 })),
      calls.propose(proposalOf({ feeMinor: 45_000 }), cast.hired),
      calls.propose(proposalOf({ feeMinor: 47_500 })),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const open = await context.db.select().from(orderDeals).where(eq(orderDeals.status, 'proposed'));
    expect(open.filter((row) => row.campaignId === cast.order.campaignId)).toHaveLength(1);
    expect((await calls.deal()).history.map((version) => version.version)).toEqual([2, 1]);
  });

  it('takes one of two answers given at once', async () => {
    const cast = await createDealCast(context);
    const calls = dealCalls(context, cast);
    const proposalId = (await calls.proposed(proposalOf({ feeMinor: 50_000 }), cast.hired)).deal.proposal!._id;
    const answers = await Promise.all([
      calls.answer(proposalId, 'accept'),
      calls.answer(proposalId, 'decline'),
      calls.answer(proposalId, 'withdraw', cast.hired),
      calls.answer(proposalId, 'accept'),
    ]);
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const deal = await calls.deal();
    const decided = deal.history[0]!;
    expect(deal.proposal).toBeNull();
    // The agreed fee follows the deal in force, whichever answer won.
    expect(await calls.agreedFee()).toBe(decided.status === 'accepted' ? 50_000 : 40_000);
    expect(deal.current.version).toBe(decided.status === 'accepted' ? 2 : 1);
  });
});
