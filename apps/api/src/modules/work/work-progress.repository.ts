import type { CloseOutcome } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, orderDeliverables, orderSubmissions } from '../../db/schema/index.ts';
import { entryOfOrderRow } from './work.repository.ts';

/** One order: a campaign and its hired creator. */
export type OrderKey = { campaignId: string; creatorId: string };

/** The counts a list shows for one order, before its state is derived. */
export type OrderProgressCounts = OrderKey & {
  closeOutcome: CloseOutcome | null;
  total: number;
  approved: number;
  overdue: number;
  awaitingReview: number;
};

/**
 * The progress of a page of orders in one grouped statement (no query per row): deliverables
 * counted by status, overdue as shared isDeliverableOverdue reads it (due before `now`, not
 * approved, the order open), and the submissions waiting for review. Each lookup goes through the
 * (campaign_id, creator_id) indexes of the entries, deliverables and submissions.
 */
export async function countOrderProgress(
  db: Database,
  orders: readonly OrderKey[],
  now: Date,
): Promise<OrderProgressCounts[]> {
  if (orders.length === 0) return [];
  const keys = sql.join(
    orders.map(({ campaignId, creatorId }) => sql`(${campaignId}::uuid, ${creatorId}::uuid)`),
    sql`, `,
  );
  const isApproved = sql`${orderDeliverables.status} = 'approved'`;
  const rows = await db
    .select({
      campaignId: campaignEntries.campaignId,
      creatorId: campaignEntries.creatorId,
      closeOutcome: campaignEntries.closeOutcome,
      total: sql<number>`count(${orderDeliverables.id})::int`,
      approved: sql<number>`(count(${orderDeliverables.id}) filter (where ${isApproved}))::int`,
      overdue: sql<number>`(count(${orderDeliverables.id}) filter (
        where ${campaignEntries.closedAt} is null and not ${isApproved} and ${orderDeliverables.dueAt} < ${now.toISOString()}::timestamptz
      ))::int`,
      awaitingReview: sql<number>`(
        select count(*)::int from ${orderSubmissions}
        where ${orderSubmissions.campaignId} = ${campaignEntries.campaignId}
          and ${orderSubmissions.creatorId} = ${campaignEntries.creatorId} and ${orderSubmissions.status} = 'pending'
      )`,
    })
    .from(campaignEntries)
    .leftJoin(orderDeliverables, entryOfOrderRow(orderDeliverables))
    .where(sql`(${campaignEntries.campaignId}, ${campaignEntries.creatorId}) in (values ${keys})`)
    // By the primary key: the entry's other columns (its close) follow from it.
    .groupBy(campaignEntries.id);
  return rows;
}
