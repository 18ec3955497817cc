import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creatorPayoutAccounts, orderPayments } from '../../db/schema/index.ts';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type NewOrderPaymentRow = typeof orderPayments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewOrderPaymentRow, 'id' | 'campaignId' | 'creatorId' | 'brandId'>>;
export type PayoutAccountRow = typeof creatorPayoutAccounts.$inferSelect;

export type Order = { campaignId: string; creatorId: string };

const ofOrder = (order: Order) =>
  and(eq(orderPayments.campaignId, order.campaignId), eq(orderPayments.creatorId, order.creatorId));

/** The order's payment, if its deal is paid through the platform. */
export async function findPaymentOfOrder(executor: Database, order: Order): Promise<OrderPaymentRow | null> {
  const [row] = await executor.select().from(orderPayments).where(ofOrder(order)).limit(1);
  return row ?? null;
}

/** The same, locked for update until the transaction ends: every change of a payment's state takes it. */
export async function lockPaymentOfOrder(executor: Database, order: Order): Promise<OrderPaymentRow | null> {
  const [row] = await executor.select().from(orderPayments).where(ofOrder(order)).limit(1).for('update');
  return row ?? null;
}

export async function lockPaymentById(executor: Database, paymentId: string): Promise<OrderPaymentRow | null> {
  const [row] = await executor.select().from(orderPayments).where(eq(orderPayments.id, paymentId)).for('update');
  return row ?? null;
}

export async function findPaymentById(executor: Database, paymentId: string): Promise<OrderPaymentRow | null> {
  const [row] = await executor.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
  return row ?? null;
}

export async function findPaymentByCharge(executor: Database, chargeId: string): Promise<OrderPaymentRow | null> {
  const [row] = await executor.select().from(orderPayments).where(eq(orderPayments.stripeChargeId, chargeId));
  return row ?? null;
}

export async function findPaymentByPaymentIntent(
  executor: Database,
  paymentIntentId: string,
): Promise<OrderPaymentRow | null> {
  const [row] = await executor
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.stripePaymentIntentId, paymentIntentId));
  return row ?? null;
}

/** Writes the payment created at the hire; a second hire of the same order keeps the first (one per order). */
export async function insertPayment(executor: Database, row: NewOrderPaymentRow): Promise<OrderPaymentRow | null> {
  const [inserted] = await executor.insert(orderPayments).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Changes a payment the caller holds locked. */
export async function updatePayment(
  executor: Database,
  paymentId: string,
  patch: PaymentPatch,
  now: Date,
): Promise<OrderPaymentRow> {
  const [row] = await executor
    .update(orderPayments)
    .set({ ...patch, updatedAt: now })
    .where(eq(orderPayments.id, paymentId))
    .returning();
  if (!row) throw new Error(`Payment ${paymentId} vanished while it was changed.`);
  return row;
}

/** A creator's connected account, if they started setting up payouts. */
export async function findPayoutAccount(executor: Database, accountId: string): Promise<PayoutAccountRow | null> {
  const [row] = await executor
    .select()
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.accountId, accountId));
  return row ?? null;
}
