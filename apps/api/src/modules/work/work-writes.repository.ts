import type { CloseOutcome, DeliverablePlanItem, EntryStatus, ReviewOutcome } from '@equicreators/shared';
import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignEntries,
  campaigns,
  orderDeliverables,
  orderReviews,
  orderSubmissions,
} from '../../db/schema/index.ts';
import {
  deliverablesOf,
  submissionsOf,
  type DeliverableRow,
  type OrderClose,
  type OrderIds,
} from './work.repository.ts';

/**
 * The writes of an order's work. Every one runs in a transaction that first holds the order's
 * entry row (a work message claims the thread's seq, which updates it; a deliverables edit locks
 * it here), then the deliverable rows: one order of locks everywhere, so no two writes deadlock.
 */

/** The order's entry, locked until the transaction ends; null when the creator has no entry. */
export async function lockOrderEntry(
  executor: Database,
  order: OrderIds,
): Promise<({ status: EntryStatus } & OrderClose) | null> {
  const [row] = await executor
    .select({
      status: campaignEntries.status,
      closedAt: campaignEntries.closedAt,
      closeOutcome: campaignEntries.closeOutcome,
      closeReason: campaignEntries.closeReason,
    })
    .from(campaignEntries)
    .where(and(eq(campaignEntries.campaignId, order.campaignId), eq(campaignEntries.creatorId, order.creatorId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The order's deliverables, locked in position order (always the same order: no deadlock). */
export async function lockDeliverables(executor: Database, order: OrderIds): Promise<DeliverableRow[]> {
  return executor
    .select()
    .from(orderDeliverables)
    .where(deliverablesOf(order))
    .orderBy(asc(orderDeliverables.position), asc(orderDeliverables.id))
    .for('update');
}

/** One deliverable of the order, locked; null when it is not the order's. */
export async function lockDeliverable(
  executor: Database,
  order: OrderIds,
  deliverableId: string,
): Promise<DeliverableRow | null> {
  const [row] = await executor
    .select()
    .from(orderDeliverables)
    .where(and(deliverablesOf(order), eq(orderDeliverables.id, deliverableId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export type LockedSubmission = typeof orderSubmissions.$inferSelect;

/** The named submissions of the order, locked (those of another order are not found). */
export async function lockSubmissions(executor: Database, order: OrderIds, ids: string[]): Promise<LockedSubmission[]> {
  return executor
    .select()
    .from(orderSubmissions)
    .where(and(submissionsOf(order), inArray(orderSubmissions.id, ids)))
    .orderBy(asc(orderSubmissions.id))
    .for('update');
}

/** The highest version of a deliverable (0 before the first). */
export async function latestVersion(executor: Database, deliverableId: string): Promise<number> {
  const [row] = await executor
    .select({ version: max(orderSubmissions.version) })
    .from(orderSubmissions)
    .where(eq(orderSubmissions.deliverableId, deliverableId));
  return row?.version ?? 0;
}

export type DeliverableWrite = { title: string; quantity: number | null; dueAt: Date | null; position: number };

/**
 * The order's list replaced: kept ids (the caller checked they are the order's) updated in place,
 * the others deleted, new ones inserted.
 */
export async function replaceDeliverableRows(
  executor: Database,
  order: OrderIds,
  items: (DeliverableWrite & { id?: string | undefined })[],
  now: Date,
): Promise<void> {
  const keptIds = items.flatMap((item) => (item.id ? [item.id] : []));
  await executor
    .delete(orderDeliverables)
    .where(
      keptIds.length > 0
        ? and(deliverablesOf(order), notInArray(orderDeliverables.id, keptIds))
        : deliverablesOf(order),
    );
  for (const item of items) {
    const values = { title: item.title, quantity: item.quantity, dueAt: item.dueAt, position: item.position };
    if (item.id) {
      // A new due date earns its reminders again (a day after the last one at the earliest, see
      // claimDeliverableReminders); an unchanged one keeps what was sent.
      const dueChanged = sql`${orderDeliverables.dueAt} is distinct from ${item.dueAt?.toISOString() ?? null}::timestamptz`;
      await executor
        .update(orderDeliverables)
        .set({
          ...values,
          dueChangedAt: sql`case when ${dueChanged} then ${now.toISOString()}::timestamptz else ${orderDeliverables.dueChangedAt} end`,
          updatedAt: now,
        })
        .where(and(deliverablesOf(order), eq(orderDeliverables.id, item.id)));
    } else {
      await executor.insert(orderDeliverables).values({ ...order, ...values, createdAt: now, updatedAt: now });
    }
  }
}

export async function insertSubmission(
  executor: Database,
  submission: typeof orderSubmissions.$inferInsert,
): Promise<void> {
  await executor.insert(orderSubmissions).values(submission);
}

export async function setDeliverableState(
  executor: Database,
  deliverableId: string,
  state: Partial<Pick<DeliverableRow, 'status' | 'revisionRound' | 'approvedAt'>> & { updatedAt: Date },
): Promise<void> {
  await executor.update(orderDeliverables).set(state).where(eq(orderDeliverables.id, deliverableId));
}

export async function insertReview(executor: Database, review: typeof orderReviews.$inferInsert): Promise<string> {
  const [row] = await executor.insert(orderReviews).values(review).returning({ id: orderReviews.id });
  if (!row) throw new Error('The review insert returned no row');
  return row.id;
}

export async function linkReviewMessage(executor: Database, reviewId: string, messageId: string): Promise<void> {
  await executor.update(orderReviews).set({ messageId }).where(eq(orderReviews.id, reviewId));
}

export async function decideSubmission(
  executor: Database,
  submissionId: string,
  decision: { status: ReviewOutcome; reviewId: string; reviewedAt: Date; brandShowcaseConsent?: boolean },
): Promise<void> {
  await executor.update(orderSubmissions).set(decision).where(eq(orderSubmissions.id, submissionId));
}

/** One party's portfolio consent on one submission (the caller locked it and checked it is the order's). */
export async function setShowcaseConsent(
  executor: Database,
  submissionId: string,
  side: 'creator' | 'brand',
  consent: boolean,
): Promise<void> {
  await executor
    .update(orderSubmissions)
    .set(side === 'creator' ? { creatorShowcaseConsent: consent } : { brandShowcaseConsent: consent })
    .where(eq(orderSubmissions.id, submissionId));
}

export async function closeEntry(
  executor: Database,
  order: OrderIds,
  close: { outcome: CloseOutcome; reason: string | null; now: Date },
): Promise<void> {
  await executor
    .update(campaignEntries)
    .set({ closedAt: close.now, closeOutcome: close.outcome, closeReason: close.reason, updatedAt: close.now })
    .where(and(eq(campaignEntries.campaignId, order.campaignId), eq(campaignEntries.creatorId, order.creatorId)));
}

/**
 * A hire starts with the campaign's plan (docs/decisions/022), copied in the hire's transaction.
 * An order that already has deliverables keeps them (a hire never runs twice, but nothing is lost
 * if it did).
 */
export async function copyPlanToOrder(executor: Database, order: OrderIds, now: Date): Promise<void> {
  const [campaign] = await executor
    .select({ plan: campaigns.deliverablePlan })
    .from(campaigns)
    .where(eq(campaigns.id, order.campaignId))
    .limit(1);
  const plan: DeliverablePlanItem[] = campaign?.plan ?? [];
  if (plan.length === 0) return;
  const [existing] = await executor
    .select({ one: sql<number>`1` })
    .from(orderDeliverables)
    .where(deliverablesOf(order))
    .limit(1);
  if (existing) return;
  await executor.insert(orderDeliverables).values(
    plan.map((item, position) => ({
      ...order,
      position,
      title: item.title,
      quantity: item.quantity,
      dueAt: item.dueAt ? new Date(item.dueAt) : null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
