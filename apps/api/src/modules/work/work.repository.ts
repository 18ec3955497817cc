import type { CloseOutcome, EntryStatus, PaymentStatus, RaterType, SubmissionStatus } from '@equicreators/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  campaignEntries,
  campaigns,
  messages,
  orderDeliverables,
  orderPayments,
  orderRatings,
  orderReviews,
  orderSubmissions,
} from '../../db/schema/index.ts';
import { attachmentList, type AttachmentRow } from '../messages/messages.repository.ts';

/** An order: one campaign and one creator (the campaign entry). */
export type OrderIds = { campaignId: string; creatorId: string };

/** An order's close, as its campaign entry holds it. */
export type OrderClose = { closedAt: Date | null; closeOutcome: CloseOutcome | null; closeReason: string | null };

/** Who owns an order and where its entry stands; null when the campaign does not exist. */
export type OrderAccess = { brandId: string; entry: ({ status: EntryStatus } & OrderClose) | null };

export async function findOrderAccess(db: Database, order: OrderIds): Promise<OrderAccess | null> {
  const [row] = await db
    .select({
      brandId: campaigns.brandId,
      status: campaignEntries.status,
      closedAt: campaignEntries.closedAt,
      closeOutcome: campaignEntries.closeOutcome,
      closeReason: campaignEntries.closeReason,
    })
    .from(campaigns)
    .leftJoin(
      campaignEntries,
      and(eq(campaignEntries.campaignId, campaigns.id), eq(campaignEntries.creatorId, order.creatorId)),
    )
    .where(eq(campaigns.id, order.campaignId))
    .limit(1);
  if (!row) return null;
  const { brandId, status, ...close } = row;
  return { brandId, entry: status === null ? null : { status, ...close } };
}

export type DeliverableRow = typeof orderDeliverables.$inferSelect;

export function deliverablesOf(order: OrderIds) {
  return and(eq(orderDeliverables.campaignId, order.campaignId), eq(orderDeliverables.creatorId, order.creatorId));
}

/** Joins the campaign entry of the order a row (a deliverable, a submission) belongs to. */
export function entryOfOrderRow(row: { campaignId: AnyPgColumn; creatorId: AnyPgColumn }) {
  return and(eq(campaignEntries.campaignId, row.campaignId), eq(campaignEntries.creatorId, row.creatorId));
}

export function submissionsOf(order: OrderIds) {
  return and(eq(orderSubmissions.campaignId, order.campaignId), eq(orderSubmissions.creatorId, order.creatorId));
}

/** The order's deliverables in the brand's order. */
export async function listDeliverables(db: Database, order: OrderIds): Promise<DeliverableRow[]> {
  return db
    .select()
    .from(orderDeliverables)
    .where(deliverablesOf(order))
    .orderBy(asc(orderDeliverables.position), asc(orderDeliverables.id));
}

/** A submission as the Work panel shows it: its thread message's seq and files, and the review's comment. */
export type SubmissionRow = {
  id: string;
  deliverableId: string;
  version: number;
  note: string;
  postUrl: string | null;
  status: SubmissionStatus;
  reviewComment: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  messageSeq: number;
  attachments: AttachmentRow[];
  creatorShowcaseConsent: boolean;
  brandShowcaseConsent: boolean;
};

/** Every version of the order's deliverables, oldest first, with their files, in one statement. */
export async function listSubmissions(db: Database, order: OrderIds): Promise<SubmissionRow[]> {
  return db
    .select({
      id: orderSubmissions.id,
      deliverableId: orderSubmissions.deliverableId,
      version: orderSubmissions.version,
      note: orderSubmissions.note,
      postUrl: orderSubmissions.postUrl,
      status: orderSubmissions.status,
      reviewComment: orderReviews.comment,
      createdAt: orderSubmissions.createdAt,
      reviewedAt: orderSubmissions.reviewedAt,
      messageSeq: messages.seq,
      attachments: attachmentList,
      creatorShowcaseConsent: orderSubmissions.creatorShowcaseConsent,
      brandShowcaseConsent: orderSubmissions.brandShowcaseConsent,
    })
    .from(orderSubmissions)
    .innerJoin(messages, eq(messages.id, orderSubmissions.messageId))
    .leftJoin(orderReviews, eq(orderReviews.id, orderSubmissions.reviewId))
    .where(submissionsOf(order))
    .orderBy(asc(orderSubmissions.deliverableId), asc(orderSubmissions.version));
}

export type RatingRow = {
  id: string;
  raterType: RaterType;
  stars: number;
  review: string;
  hiddenAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Both sides' ratings of the order (at most one each). */
export async function listRatings(db: Database, order: OrderIds): Promise<RatingRow[]> {
  return db
    .select({
      id: orderRatings.id,
      raterType: orderRatings.raterType,
      stars: orderRatings.stars,
      review: orderRatings.review,
      hiddenAt: orderRatings.hiddenAt,
      publishedAt: orderRatings.publishedAt,
      createdAt: orderRatings.createdAt,
      updatedAt: orderRatings.updatedAt,
    })
    .from(orderRatings)
    .where(and(eq(orderRatings.campaignId, order.campaignId), eq(orderRatings.creatorId, order.creatorId)));
}

/** Whether any version was ever submitted on the order (the brand's list is then fixed). */
export async function hasSubmissions(db: Database, order: OrderIds): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderSubmissions)
    .where(submissionsOf(order))
    .limit(1);
  return row !== undefined;
}

/**
 * The status of the order's payment when its deal is paid through the platform (docs/decisions/029),
 * null when it is not: work waits for the brand to pay. Read here, not through the payments module,
 * which itself reads the work's.
 */
export async function findPaymentStatusOf(db: Database, order: OrderIds): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.campaignId, order.campaignId), eq(orderPayments.creatorId, order.creatorId)))
    .limit(1);
  return row?.status ?? null;
}
