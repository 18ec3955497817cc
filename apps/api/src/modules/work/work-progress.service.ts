import { orderState, type DeliverableStatus, type OrderProgress } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { countOrderProgress, type OrderKey, type OrderProgressCounts } from './work-progress.repository.ts';

export type { OrderKey } from './work-progress.repository.ts';

/** The key of an order in the map `loadOrderProgress` answers. */
export function orderKeyOf({ campaignId, creatorId }: OrderKey): string {
  return `${campaignId}:${creatorId}`;
}

/**
 * The progress of the orders a list page shows ('2 of 3 approved', overdue, waiting for review),
 * with one grouped statement for the whole page. An order the database does not hold is absent.
 */
export async function loadOrderProgress(
  db: Database,
  orders: readonly OrderKey[],
  now: Date,
): Promise<Map<string, OrderProgress>> {
  const counts = await countOrderProgress(db, orders, now);
  return new Map(counts.map((row) => [orderKeyOf(row), progressOf(row)]));
}

function progressOf(row: OrderProgressCounts): OrderProgress {
  // The shared rule reads statuses; the counts say which are approved, which is all it looks at.
  const statuses = Array.from({ length: row.total }, (_, index): { status: DeliverableStatus } => ({
    status: index < row.approved ? 'approved' : 'not_started',
  }));
  return {
    state: orderState(statuses, row.closeOutcome),
    approved: row.approved,
    total: row.total,
    overdue: row.overdue,
    awaitingReview: row.awaitingReview,
  };
}

/** What a list shows for an order missing from the map: nothing to do yet. */
export const NO_PROGRESS: OrderProgress = {
  state: 'in_progress',
  approved: 0,
  total: 0,
  overdue: 0,
  awaitingReview: 0,
};
