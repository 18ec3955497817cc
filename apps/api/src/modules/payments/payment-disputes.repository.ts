import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentDisputes } from '../../db/schema/index.ts';

export type PaymentDisputeRow = typeof paymentDisputes.$inferSelect;
export type NewPaymentDisputeRow = typeof paymentDisputes.$inferInsert;

/** The payment's open dispute, locked (the caller holds the payment locked too). */
export async function lockOpenDispute(executor: Database, paymentId: string): Promise<PaymentDisputeRow | null> {
  const [row] = await executor
    .select()
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, paymentId), isNull(paymentDisputes.resolvedAt)))
    .for('update');
  return row ?? null;
}

/** The payment's open dispute, else its latest one, else null: the one its order shows. */
export async function findShownDispute(executor: Database, paymentId: string): Promise<PaymentDisputeRow | null> {
  const [row] = await executor
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.paymentId, paymentId))
    .orderBy(sql`${paymentDisputes.resolvedAt} is not null`, desc(paymentDisputes.openedAt))
    .limit(1);
  return row ?? null;
}

export async function findDisputeByStripeId(
  executor: Database,
  stripeDisputeId: string,
): Promise<PaymentDisputeRow | null> {
  const [row] = await executor
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.stripeDisputeId, stripeDisputeId));
  return row ?? null;
}

/** Opens a dispute; the one-open-per-payment index refuses a second (null). */
export async function insertDispute(executor: Database, row: NewPaymentDisputeRow): Promise<PaymentDisputeRow | null> {
  const [inserted] = await executor.insert(paymentDisputes).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateDispute(
  executor: Database,
  disputeId: string,
  patch: Partial<Omit<NewPaymentDisputeRow, 'id' | 'paymentId'>>,
): Promise<PaymentDisputeRow> {
  const [row] = await executor.update(paymentDisputes).set(patch).where(eq(paymentDisputes.id, disputeId)).returning();
  if (!row) throw new Error(`Dispute ${disputeId} vanished while it was changed.`);
  return row;
}
