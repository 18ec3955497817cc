import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  campaignEntries,
  campaigns,
  orderDeliverables,
  orderPayments,
  orderSubmissions,
} from '../../db/schema/index.ts';
import type { OrderIds } from '../work/work.repository.ts';

/** Paid orders still open: the ones whose brand may be silent. */
export async function listHeldOpenOrders(executor: Database): Promise<string[]> {
  const rows = await executor
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .innerJoin(
      campaignEntries,
      and(
        eq(campaignEntries.campaignId, orderPayments.campaignId),
        eq(campaignEntries.creatorId, orderPayments.creatorId),
      ),
    )
    .where(
      and(eq(orderPayments.status, 'held'), isNull(campaignEntries.closeOutcome), eq(campaignEntries.status, 'Hired')),
    )
    .orderBy(orderPayments.createdAt);
  return rows.map((row) => row.id);
}

export type WorkOfOrder = {
  deliverables: { id: string; status: string }[];
  submissions: { deliverableId: string; version: number; status: string; createdAt: Date; reviewedAt: Date | null }[];
};

export async function readWorkOfOrder(executor: Database, order: OrderIds): Promise<WorkOfOrder> {
  const deliverables = await executor
    .select({ id: orderDeliverables.id, status: orderDeliverables.status })
    .from(orderDeliverables)
    .where(and(eq(orderDeliverables.campaignId, order.campaignId), eq(orderDeliverables.creatorId, order.creatorId)));
  const submissions = await executor
    .select({
      deliverableId: orderSubmissions.deliverableId,
      version: orderSubmissions.version,
      status: orderSubmissions.status,
      createdAt: orderSubmissions.createdAt,
      reviewedAt: orderSubmissions.reviewedAt,
    })
    .from(orderSubmissions)
    .where(and(eq(orderSubmissions.campaignId, order.campaignId), eq(orderSubmissions.creatorId, order.creatorId)));
  return { deliverables, submissions };
}

/** Who the brand's reminder goes to and what it names. */
export async function findReminderNames(
  executor: Database,
  order: OrderIds & { brandId: string },
): Promise<{ email: string; status: string; campaignTitle: string } | null> {
  const [row] = await executor
    .select({ email: accounts.email, status: accounts.status, campaignTitle: campaigns.title })
    .from(accounts)
    .innerJoin(campaigns, eq(campaigns.id, order.campaignId))
    .where(eq(accounts.id, order.brandId));
  return row ?? null;
}

/** A deliverable's versions still waiting for review (the latest one, as a review leaves them). */
export async function listPendingSubmissionIds(executor: Database, deliverableId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: orderSubmissions.id })
    .from(orderSubmissions)
    .where(and(eq(orderSubmissions.deliverableId, deliverableId), eq(orderSubmissions.status, 'pending')));
  return rows.map((row) => row.id);
}
