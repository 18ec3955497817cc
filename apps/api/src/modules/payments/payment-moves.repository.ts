import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderPayments } from '../../db/schema/index.ts';

/**
 * Payments with money still to move whose claim (if any) has run out at `now`: the sweep's work.
 * Oldest first, so none waits behind newer ones.
 */
export async function listMovingPayments(executor: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        inArray(orderPayments.status, ['releasing', 'refunding']),
        or(isNull(orderPayments.claimedUntil), lt(orderPayments.claimedUntil, now)),
      ),
    )
    .orderBy(orderPayments.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A creator's payments waiting to be sent to them. */
export async function listReleasingPaymentsOf(executor: Database, creatorId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.creatorId, creatorId), eq(orderPayments.status, 'releasing')));
  return rows.map((row) => row.id);
}
