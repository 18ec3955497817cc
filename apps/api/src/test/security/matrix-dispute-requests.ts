import { paymentAmounts } from '@equicreators/shared';
import { desc, eq } from 'drizzle-orm';
import { orderPayments, paymentDisputeProposals, paymentDisputes } from '../../db/schema/index.ts';
import { findPaymentOfOrder } from '../../modules/payments/order-payments.repository.ts';
import type { TestContext } from '../test-context.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The dispute routes' cells (issue 32). Each cell's world gets the order's payment: held for an
 * opening, frozen by an open dispute for the rest, with a split proposed by the side that is not
 * the caller (so the caller may accept it). No charge at Stripe: a decided move that fails is the
 * sweep's to retry, and the route answers all the same.
 */
const disputeOf = (world: MatrixWorld) => `/api/orders/${world.campaign.id}/${world.hiredCreator.id}/payment/dispute`;

async function paymentOf(context: TestContext, world: MatrixWorld, frozen: boolean, proposedBy?: 'brand' | 'creator') {
  const fees = context.config.payments?.fees;
  if (!fees) throw new Error('Payments are not configured');
  const now = context.clock.now();
  const [payment] = await context.db
    .insert(orderPayments)
    .values({
      campaignId: world.campaign.id,
      creatorId: world.hiredCreator.id,
      brandId: world.brandOwner.id,
      status: frozen ? 'frozen' : 'held',
      ...paymentAmounts(10_000, 'GBP', fees),
      dealVersion: 1,
      chargeDueAt: now,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A world built again for the same order (the shared one) keeps its first payment.
  if (!payment)
    return (
      (await findPaymentOfOrder(context.db, { campaignId: world.campaign.id, creatorId: world.hiredCreator.id }))?.id ??
      ''
    );
  if (frozen) {
    const [dispute] = await context.db
      .insert(paymentDisputes)
      .values({
        paymentId: payment.id,
        openedBy: 'brand',
        openerAccountId: world.brandOwner.id,
        reason: 'The reel was never posted.',
        openedAt: now,
        ...(proposedBy ? { proposedShareMinor: 5_000, proposedBy, proposedAt: now } : {}),
      })
      .returning();
    // The split is its own row (issue 46): the accept names it.
    if (proposedBy && dispute) {
      await context.db
        .insert(paymentDisputeProposals)
        .values({ disputeId: dispute.id, number: 1, proposedBy, creatorShareMinor: 5_000, createdAt: now });
    }
  }
  return payment.id;
}

/** The id of the split standing on the order's open dispute. */
async function standingSplitOf(context: TestContext, world: MatrixWorld): Promise<string> {
  const payment = await findPaymentOfOrder(context.db, {
    campaignId: world.campaign.id,
    creatorId: world.hiredCreator.id,
  });
  const [row] = await context.db
    .select({ id: paymentDisputeProposals.id })
    .from(paymentDisputeProposals)
    .innerJoin(paymentDisputes, eq(paymentDisputes.id, paymentDisputeProposals.disputeId))
    .where(eq(paymentDisputes.paymentId, payment?.id ?? ''))
    .orderBy(desc(paymentDisputeProposals.number));
  return row?.id ?? '00000000-0000-4000-8000-000000000000';
}

export const DISPUTE_REQUESTS: Record<string, RequestPlan> = {
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute': {
    fresh: true,
    build: async (world, context) => {
      await paymentOf(context, world, false);
      return { url: disputeOf(world), payload: { reason: 'The reel was never posted.' } };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/proposal': {
    fresh: true,
    build: async (world, context) => {
      await paymentOf(context, world, true);
      return { url: `${disputeOf(world)}/proposal`, payload: { creatorShareMinor: 4_000 } };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/accept': {
    fresh: true,
    build: async (world, context, _extras, principal) => {
      await paymentOf(context, world, true, principal === 'hiredCreator' ? 'brand' : 'creator');
      return { url: `${disputeOf(world)}/accept`, payload: { proposalId: await standingSplitOf(context, world) } };
    },
  },
  'POST /api/admin/payments/{paymentId}/dispute/resolve': {
    fresh: true,
    build: async (world, context) => ({
      url: `/api/admin/payments/${await paymentOf(context, world, true)}/dispute/resolve`,
      payload: { resolution: 'refund', reason: 'The work was not delivered.' },
    }),
  },
};
