import { ACCESS_GRANTING_STATUSES } from '@equicreators/shared';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions, orderPayments, paymentDisputes } from '../../db/schema/index.ts';

/** What keeps an account from being erased now, each counted once. */
export type DeletionBlockers = {
  openDisputes: number;
  /** Paid and not yet released or refunded (held, frozen, or a release or refund under way). */
  heldPayments: number;
  /** The creator's share on its way to them (a release under way). */
  pendingPayouts: number;
  /** A subscription that still charges (it grants access and is not set to end). */
  liveSubscriptions: number;
};

// Money the platform holds for an order: paid, and not yet released or refunded.
const HELD_STATUSES = ['held', 'frozen', 'releasing', 'refunding'] as const;

/** Reads what still ties the account to money: its orders' payments and disputes, its subscriptions. */
export async function findDeletionBlockers(executor: Database, accountId: string): Promise<DeletionBlockers> {
  const party = or(eq(orderPayments.brandId, accountId), eq(orderPayments.creatorId, accountId));
  const payments = await executor
    .select({ status: orderPayments.status, isCreator: eq(orderPayments.creatorId, accountId) })
    .from(orderPayments)
    .where(and(party, inArray(orderPayments.status, [...HELD_STATUSES])));
  const disputes = await executor
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .innerJoin(orderPayments, eq(orderPayments.id, paymentDisputes.paymentId))
    .where(and(party, isNull(paymentDisputes.resolvedAt)));
  const subscriptions = await executor
    .select({ id: billingSubscriptions.stripeSubscriptionId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.accountId, accountId),
        inArray(billingSubscriptions.status, [...ACCESS_GRANTING_STATUSES]),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
      ),
    );
  return {
    openDisputes: disputes.length,
    heldPayments: payments.length,
    pendingPayouts: payments.filter((payment) => payment.status === 'releasing' && payment.isCreator).length,
    liveSubscriptions: subscriptions.length,
  };
}
