import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentDisputeProposals, paymentDisputes } from '../../db/schema/index.ts';

export type PaymentDisputeRow = typeof paymentDisputes.$inferSelect;
export type NewPaymentDisputeRow = typeof paymentDisputes.$inferInsert;
export type SplitProposalRow = typeof paymentDisputeProposals.$inferSelect;
/** A dispute with every split proposed in it, newest first: what its order shows. */
export type ShownDispute = PaymentDisputeRow & { proposals: SplitProposalRow[] };

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
export async function findShownDispute(executor: Database, paymentId: string): Promise<ShownDispute | null> {
  const [row] = await executor
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.paymentId, paymentId))
    .orderBy(sql`${paymentDisputes.resolvedAt} is not null`, desc(paymentDisputes.openedAt))
    .limit(1);
  return row ? { ...row, proposals: await listSplitProposals(executor, row.id) } : null;
}

/** Every split proposed in a dispute, newest first (the first is the standing one). */
export async function listSplitProposals(executor: Database, disputeId: string): Promise<SplitProposalRow[]> {
  return executor
    .select()
    .from(paymentDisputeProposals)
    .where(eq(paymentDisputeProposals.disputeId, disputeId))
    .orderBy(desc(paymentDisputeProposals.number));
}

/** A split proposed, kept as its own row, numbered after the dispute's last (the caller holds the payment locked). */
export async function insertSplitProposal(
  executor: Database,
  row: Omit<typeof paymentDisputeProposals.$inferInsert, 'number'>,
): Promise<SplitProposalRow> {
  const number = sql<number>`(select coalesce(max(${paymentDisputeProposals.number}), 0) + 1
    from ${paymentDisputeProposals} where ${paymentDisputeProposals.disputeId} = ${row.disputeId})`;
  const [inserted] = await executor
    .insert(paymentDisputeProposals)
    .values({ ...row, number })
    .returning();
  if (!inserted) throw new Error('The split proposal was not written');
  return inserted;
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
