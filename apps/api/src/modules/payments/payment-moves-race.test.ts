import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayments } from '../../db/schema/index.ts';
import { startTwoBillingProcesses, type TwoProcesses } from '../../test/billing.ts';
import { createPaidOrder, paymentNow } from '../../test/paid-orders.ts';
import type { FakeStripe } from '../../test/stripe/fake-stripe-server.ts';
import type { TestContext } from '../../test/test-context.ts';
import { testDatabaseEngine } from '../../test/test-database.ts';
import { MOVE_CLAIM_MS, movePayment } from './payment-moves.service.ts';
import { sweepPayments } from './payment-sweep.service.ts';

// PGlite is one process's embedded database: two servers cannot share it, so the race is PostgreSQL's.
describe.skipIf(testDatabaseEngine() === 'pglite')('a release raced by two API processes on one PostgreSQL', () => {
  let processes: TwoProcesses;
  let fake: FakeStripe;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    processes = await startTwoBillingProcesses();
    ({ fake, first, second } = processes);
  });
  afterAll(() => processes?.close());

  async function releasing() {
    const order = await createPaidOrder(first, fake);
    await first.db
      .update(orderPayments)
      .set({
        status: 'releasing',
        releaseReason: 'approved',
        creatorShareMinor: order.amounts.agreedFeeMinor,
        transferMinor: order.amounts.payoutMinor,
      })
      .where(eq(orderPayments.id, order.payment.id));
    return order;
  }
  const transfersOf = (paymentId: string) => fake.transfers().filter((row) => row.metadata.paymentId === paymentId);

  it('makes one transfer when both processes move it at once, again and again', async () => {
    const order = await releasing();
    const outcomes = await Promise.all([
      movePayment(first, order.payment.id),
      movePayment(second, order.payment.id),
      sweepPayments(first),
      sweepPayments(second),
      movePayment(second, order.payment.id),
    ]);
    // Whoever won, the others found it claimed (or done): none made a second transfer.
    expect(outcomes.filter((outcome) => outcome === 'failed')).toHaveLength(0);
    expect(transfersOf(order.payment.id)).toHaveLength(1);
    expect(await paymentNow(first, order.payment.id)).toMatchObject({ status: 'released', claimedUntil: null });
  });

  it('makes one transfer when a process died holding the claim and the other retries after it ran out', async () => {
    const order = await releasing();
    // A process claimed it and called Stripe, then died before recording the answer.
    await first.db
      .update(orderPayments)
      .set({ claimedUntil: new Date(first.clock.now().getTime() + MOVE_CLAIM_MS) })
      .where(eq(orderPayments.id, order.payment.id));
    await stripeOf(first).transfers.create(
      {
        amount: order.amounts.payoutMinor,
        currency: 'gbp',
        destination: order.stripeAccountId,
        transfer_group: `order_${order.payment.id}`,
        source_transaction: order.charge.chargeId,
        metadata: { paymentId: order.payment.id },
      },
      { idempotencyKey: `release-${order.payment.id}` },
    );
    expect(await movePayment(second, order.payment.id)).toBe('busy');
    second.clock.advance(MOVE_CLAIM_MS + 1);
    await Promise.all([sweepPayments(second), movePayment(second, order.payment.id)]);
    expect(transfersOf(order.payment.id)).toHaveLength(1);
    expect(await paymentNow(first, order.payment.id)).toMatchObject({ status: 'released' });
  });
});

function stripeOf(context: TestContext) {
  if (!context.stripe) throw new Error('Stripe is not configured');
  return context.stripe;
}
