import { paymentAmounts } from '@equicreators/shared';
import { findPaymentOfOrder, insertPayment } from '../../modules/payments/order-payments.repository.ts';
import type { TestContext } from '../test-context.ts';
import type { RequestPlan } from './matrix-requests.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * The order payment routes' cells of the matrix (issue 32). The world's order (hired directly)
 * gets the payment a hire through the API records: £300, due now. The shared world's is paid
 * (held), so the work cells that share it may still submit; Checkout's own worlds await payment.
 */
const paymentOf = (world: MatrixWorld) => `/api/orders/${world.campaign.id}/${world.hiredCreator.id}/payment`;

async function ensurePayment(
  context: TestContext,
  world: MatrixWorld,
  status: 'awaiting_payment' | 'held',
): Promise<void> {
  const order = { campaignId: world.campaign.id, creatorId: world.hiredCreator.id };
  if (await findPaymentOfOrder(context.db, order)) return;
  const fees = context.config.payments?.fees;
  if (!fees) throw new Error('The matrix runs with the offline Stripe: payments are configured.');
  const now = context.clock.now();
  await insertPayment(context.db, {
    ...order,
    brandId: world.brandOwner.id,
    ...paymentAmounts(30_000, 'GBP', fees),
    status,
    dealVersion: 1,
    chargeDueAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

export const PAYMENT_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/payments/terms': { build: () => ({ url: '/api/payments/terms' }) },
  'GET /api/orders/{campaignId}/{creatorId}/payment': {
    build: async (world, context) => {
      await ensurePayment(context, world, 'held');
      return { url: paymentOf(world) };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/payment/checkout': {
    fresh: true,
    build: async (world, context) => {
      await ensurePayment(context, world, 'awaiting_payment');
      return { url: `${paymentOf(world)}/checkout` };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/payment/sync': {
    fresh: true,
    build: async (world, context) => {
      await ensurePayment(context, world, 'awaiting_payment');
      return { url: `${paymentOf(world)}/sync` };
    },
  },
};
