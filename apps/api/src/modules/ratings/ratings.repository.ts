import type { RaterType } from '@equicreators/shared';
import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { pageWindow } from '../../db/paging.ts';
import {
  brandProfiles,
  campaignEntries,
  campaigns,
  creatorProfiles,
  orderRatings,
  ratingModerations,
} from '../../db/schema/index.ts';
import type { OrderIds } from '../work/work.repository.ts';
import { shownName } from '../../db/shown-names.ts';

export type RatingRow = typeof orderRatings.$inferSelect;

/**
 * Locks the ratee's profile row until the transaction ends. Every change to a rating of that
 * account (a first rating, an edit, a hide) takes this lock first, so they run one after another:
 * each recompute then sees the others' committed ratings, and two first ratings of one order
 * side cannot both insert.
 */
export async function lockRateeProfile(tx: Database, raterType: RaterType, rateeId: string): Promise<void> {
  if (raterType === 'brand') {
    await tx
      .select({ id: creatorProfiles.accountId })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, rateeId))
      .for('update');
  } else {
    await tx
      .select({ id: brandProfiles.accountId })
      .from(brandProfiles)
      .where(eq(brandProfiles.accountId, rateeId))
      .for('update');
  }
}

/**
 * Locks the order's creator profile, then its brand's: every change that may publish an order's
 * ratings takes both in this order, so two of them never wait on each other crosswise.
 */
export async function lockOrderParties(tx: Database, creatorId: string, brandId: string): Promise<void> {
  await lockRateeProfile(tx, 'brand', creatorId);
  await lockRateeProfile(tx, 'contentCreator', brandId);
}

export async function findOrderRating(
  executor: Database,
  { campaignId, creatorId }: OrderIds,
  raterType: RaterType,
): Promise<RatingRow | null> {
  const [row] = await executor
    .select()
    .from(orderRatings)
    .where(
      and(
        eq(orderRatings.campaignId, campaignId),
        eq(orderRatings.creatorId, creatorId),
        eq(orderRatings.raterType, raterType),
      ),
    );
  return row ?? null;
}

export async function insertOrderRating(tx: Database, rating: typeof orderRatings.$inferInsert): Promise<RatingRow> {
  const [row] = await tx.insert(orderRatings).values(rating).returning();
  if (!row) throw new Error('The rating was not stored');
  return row;
}

export async function updateOrderRating(
  tx: Database,
  id: string,
  change: { stars: number; review: string; updatedAt: Date },
): Promise<RatingRow> {
  const [row] = await tx.update(orderRatings).set(change).where(eq(orderRatings.id, id)).returning();
  if (!row) throw new Error('The rating was not updated');
  return row;
}

/**
 * Publishes the order's withheld ratings (blind ratings, issue 46): both, once both sides rated
 * or the blind period passed. Answers the ones it published (their ratees' totals change).
 */
export async function publishOrderRatings(tx: Database, { campaignId, creatorId }: OrderIds, now: Date) {
  return tx
    .update(orderRatings)
    .set({ publishedAt: now })
    .where(
      and(
        eq(orderRatings.campaignId, campaignId),
        eq(orderRatings.creatorId, creatorId),
        isNull(orderRatings.publishedAt),
      ),
    )
    .returning({ raterType: orderRatings.raterType, rateeAccountId: orderRatings.rateeAccountId });
}

/**
 * Orders with a withheld rating whose close was at or before `closedBy` (the blind period is over),
 * oldest close first, with the brand of each: what the publication pass publishes next.
 */
export async function findOrdersWithRatingsDue(db: Database, closedBy: Date, limit: number) {
  return db
    .selectDistinct({
      campaignId: orderRatings.campaignId,
      creatorId: orderRatings.creatorId,
      brandId: campaigns.brandId,
      closedAt: campaignEntries.closedAt,
    })
    .from(orderRatings)
    .innerJoin(
      campaignEntries,
      and(
        eq(campaignEntries.campaignId, orderRatings.campaignId),
        eq(campaignEntries.creatorId, orderRatings.creatorId),
      ),
    )
    .innerJoin(campaigns, eq(campaigns.id, orderRatings.campaignId))
    .where(and(isNull(orderRatings.publishedAt), lte(campaignEntries.closedAt, closedBy)))
    .orderBy(asc(campaignEntries.closedAt))
    .limit(limit);
}

/**
 * Sets the ratee's count and sum from their visible ratings (never an increment, so it converges
 * whatever happened before). A creator is rated by brands and a brand by creators, so the ratee's
 * account alone selects the ratings (order_ratings_ratee_account_id_idx).
 */
export async function recomputeRateeTotals(tx: Database, raterType: RaterType, rateeId: string): Promise<void> {
  // Visible: not hidden by an admin, and published (a withheld rating counts in no average).
  const visible = and(
    eq(orderRatings.rateeAccountId, rateeId),
    isNull(orderRatings.hiddenAt),
    isNotNull(orderRatings.publishedAt),
  );
  const totals = {
    ratingCount: sql<number>`(select count(*)::int from ${orderRatings} where ${visible})`,
    ratingSum: sql<number>`(select coalesce(sum(${orderRatings.stars}), 0)::int from ${orderRatings} where ${visible})`,
  };
  if (raterType === 'brand') {
    await tx.update(creatorProfiles).set(totals).where(eq(creatorProfiles.accountId, rateeId));
  } else {
    await tx.update(brandProfiles).set(totals).where(eq(brandProfiles.accountId, rateeId));
  }
}

export async function findRatingById(executor: Database, id: string): Promise<RatingRow | null> {
  const [row] = await executor.select().from(orderRatings).where(eq(orderRatings.id, id));
  return row ?? null;
}

/** Hides a visible rating; null when it was hidden already (nothing changes then). */
export async function hideOrderRating(tx: Database, id: string, now: Date): Promise<RatingRow | null> {
  const [row] = await tx
    .update(orderRatings)
    .set({ hiddenAt: now, updatedAt: now })
    .where(and(eq(orderRatings.id, id), isNull(orderRatings.hiddenAt)))
    .returning();
  return row ?? null;
}

export async function insertRatingModeration(tx: Database, moderation: typeof ratingModerations.$inferInsert) {
  await tx.insert(ratingModerations).values(moderation);
}

/** A rating as the moderation list shows it: the order's campaign, both parties' names, the last hide's reason. */
export type AdminRatingRecord = RatingRow & {
  campaignTitle: string;
  raterName: string;
  rateeName: string;
  hiddenReason: string | null;
};

const creatorOfOrder = alias(creatorProfiles, 'order_creator');

/** The moderation list's rows where `where` holds, newest first. */
function selectAdminRatings(db: Database, where: SQL | undefined) {
  const creatorName = shownName(
    creatorOfOrder.accountId,
    sql`${creatorOfOrder.firstName} || ' ' || ${creatorOfOrder.lastName}`,
  );
  const lastReason = sql<string | null>`(select ${ratingModerations.reason} from ${ratingModerations}
    where ${ratingModerations.ratingId} = ${orderRatings.id} and ${ratingModerations.action} = 'hide'
    order by ${ratingModerations.createdAt} desc limit 1)`;
  return db
    .select({
      rating: orderRatings,
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      creatorName,
      hiddenReason: lastReason,
    })
    .from(orderRatings)
    .innerJoin(campaigns, eq(campaigns.id, orderRatings.campaignId))
    .innerJoin(creatorOfOrder, eq(creatorOfOrder.accountId, orderRatings.creatorId))
    .where(where)
    .orderBy(desc(orderRatings.createdAt), desc(orderRatings.id))
    .$dynamic();
}

type AdminRatingSelect = {
  rating: RatingRow;
  campaignTitle: string;
  companyName: string;
  creatorName: string;
  hiddenReason: string | null;
};

// The brand is named as its campaign names it; the creator by their profile's name.
function toAdminRecord({ rating, campaignTitle, companyName, creatorName, hiddenReason }: AdminRatingSelect) {
  const brandSide = rating.raterType === 'brand';
  return {
    ...rating,
    campaignTitle,
    raterName: brandSide ? companyName : creatorName,
    rateeName: brandSide ? creatorName : companyName,
    hiddenReason,
  };
}

/**
 * GET /api/admin/ratings: newest first (order_ratings_created_at_idx), optionally those whose
 * review or campaign title contains `search`, with the number that match.
 */
export async function listRatingsForAdmin(
  db: Database,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ rows: AdminRatingRecord[]; total: number }> {
  const pattern = search ? containsPattern(search) : undefined;
  const where = pattern ? or(ilike(orderRatings.review, pattern), ilike(campaigns.title, pattern)) : undefined;
  const { limit, offset } = pageWindow({ page, pageSize });
  const [rows, [counted]] = await Promise.all([
    selectAdminRatings(db, where).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orderRatings)
      .innerJoin(campaigns, eq(campaigns.id, orderRatings.campaignId))
      .where(where),
  ]);
  return { rows: rows.map(toAdminRecord), total: counted?.total ?? 0 };
}

export async function findAdminRating(db: Database, id: string): Promise<AdminRatingRecord | null> {
  const [row] = await selectAdminRatings(db, eq(orderRatings.id, id));
  return row ? toAdminRecord(row) : null;
}
