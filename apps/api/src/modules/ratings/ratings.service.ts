import {
  ACCOUNT_QUOTAS,
  AppError,
  areRatingsPublished,
  isRatingEditable,
  WORK_MESSAGES,
  type AdminListQuery,
  type HideRating,
  type OrderParams,
  type Page,
  type RaterType,
  type RatingRequest,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import type { ChangeKind } from '../../platform/changes/change-signals.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import { findOrderAccess } from '../work/work.repository.ts';
import {
  findAdminRating,
  findOrderRating,
  findRatingById,
  hideOrderRating,
  insertOrderRating,
  insertRatingModeration,
  listRatingsForAdmin,
  lockOrderParties,
  lockRateeProfile,
  publishOrderRatings,
  recomputeRateeTotals,
  updateOrderRating,
  type AdminRatingRecord,
  type RatingRow,
} from './ratings.repository.ts';

/** `changed`: false when the save left the rating as it was (nothing written, nobody told). */
export type RatingOutcome = { rating: RatingRow; created: boolean; changed: boolean };

/**
 * PUT /api/orders/{campaignId}/{creatorId}/rating: the campaign's brand rates the hired creator, the
 * hired creator rates the brand, once per side, after a completed close; the first call gives the
 * rating and later ones edit it for 14 days. The ratee's totals are recomputed and both parties
 * told (a `work` event) in the same transaction; anyone else is told the order does not exist.
 * Saves are counted (chargeRating); one that leaves the rating as it is changes and tells nothing.
 */
export async function rateOrder(
  context: AppContext,
  principal: Principal,
  order: OrderParams,
  request: RatingRequest,
): Promise<RatingOutcome> {
  const found = await findOrderAccess(context.db, order);
  const side = sideOf(principal, order, found?.brandId ?? null);
  // Only the hired creator's entry is an order (as for threads); no entry, no order.
  if (!found || !side || found.entry?.status !== 'Hired') throw new AppError('NOT_FOUND', WORK_MESSAGES.notFound);
  if (found.entry.closeOutcome !== 'completed') throw new AppError('CONFLICT', WORK_MESSAGES.ratingNotAllowed);
  const rateeId = side === 'brand' ? order.creatorId : found.brandId;
  await chargeRating(context, principal.accountId, order, side);
  const now = context.clock.now();
  const outcome = await context.db.transaction(async (tx) => {
    // Both parties' profiles, the creator's first as the publication pass takes them: a rating may
    // publish the other side's too (blind ratings), so both totals may change.
    await lockOrderParties(tx, order.creatorId, found.brandId);
    const existing = await findOrderRating(tx, order, side);
    let result: RatingOutcome;
    if (existing) {
      if (!isRatingEditable(existing.createdAt, now)) throw new AppError('CONFLICT', WORK_MESSAGES.ratingLocked);
      // The rating as it is: nothing written, nobody told, no cache flushed (issue 28).
      if (existing.stars === request.stars && existing.review === request.review) {
        return { rating: existing, created: false, changed: false };
      }
      const rating = await updateOrderRating(tx, existing.id, { ...request, updatedAt: now });
      result = { rating, created: false, changed: true };
    } else {
      const rating = await insertOrderRating(tx, {
        ...order,
        raterType: side,
        raterAccountId: principal.accountId,
        rateeAccountId: rateeId,
        stars: request.stars,
        review: request.review,
        createdAt: now,
        updatedAt: now,
      });
      result = { rating, created: true, changed: true };
    }
    const otherSide = otherSideOf(side);
    const other = await findOrderRating(tx, order, otherSide);
    const closedAt = found.entry?.closedAt ?? null;
    const published =
      result.rating.publishedAt === null && areRatingsPublished({ hasBothRatings: other !== null, closedAt, now })
        ? await publishOrderRatings(tx, order, now)
        : [];
    await recomputeRateeTotals(tx, side, rateeId);
    const isOtherPublished = published.some((rating) => rating.raterType === otherSide);
    if (isOtherPublished) await recomputeRateeTotals(tx, otherSide, principal.accountId);
    await publishLiveSignal(tx, { kind: 'work', ...order, change: 'rating' });
    await announceRating(tx, { order, side, brandId: found.brandId, rateeId, result, review: request.review });
    return { ...result, isOtherPublished };
  });
  if (outcome.changed) context.changes.raise(changeOf(side));
  if ('isOtherPublished' in outcome && outcome.isOtherPublished) context.changes.raise(changeOf(otherSideOf(side)));
  return { rating: outcome.rating, created: outcome.created, changed: outcome.changed };
}

function otherSideOf(side: RaterType): RaterType {
  return side === 'brand' ? 'contentCreator' : 'brand';
}

/**
 * The ratee hears of a new rating; the admins of every new or changed review with words, which is
 * what they moderate (a rating of stars alone has nothing to hide).
 */
async function announceRating(
  tx: Database,
  facts: {
    order: OrderParams;
    side: RaterType;
    brandId: string;
    rateeId: string;
    result: RatingOutcome;
    review: string;
  },
): Promise<void> {
  const { order, side, result } = facts;
  const about = { ...order, subjectId: result.rating.id };
  if (result.created) {
    // A creator's rating comes from the brand (named by brandId); a brand's from the creator.
    const rateeAbout = side === 'brand' ? { ...about, brandId: facts.brandId } : about;
    await announce(tx, { kind: 'rating-received', to: facts.rateeId, about: rateeAbout });
  }
  if (facts.review.trim() !== '') {
    await announce(tx, { kind: 'review-to-moderate', to: EVERY_ADMIN, about: { ...about, brandId: facts.brandId } });
  }
}

/**
 * Counts one save against the quotas of this order's rating (per side) and of the rater's account
 * (ACCOUNT_QUOTAS), before the transaction: each save recomputes the ratee's average, tells both
 * parties live and flushes a shared cache. A refusal answers 429 with Retry-After.
 */
async function chargeRating(context: AppContext, raterId: string, order: OrderParams, side: RaterType) {
  await context.limits.consumeQuotas([
    { rule: ACCOUNT_QUOTAS.ratingEditsPerOrder, key: `${order.campaignId}:${order.creatorId}:${side}` },
    { rule: ACCOUNT_QUOTAS.ratingEditsPerAccount, key: raterId },
  ]);
}

/** Which side the caller rates from: the campaign's brand, or the order's creator themself. */
function sideOf(principal: Principal, order: OrderParams, brandId: string | null): RaterType | null {
  if (principal.type === 'brand' && principal.accountId === brandId) return 'brand';
  if (principal.type === 'contentCreator' && principal.accountId === order.creatorId) return 'contentCreator';
  return null;
}

/** A creator's average shows on browse (creators), a brand's on its campaigns' cards (campaigns). */
function changeOf(raterType: RaterType): ChangeKind {
  return raterType === 'brand' ? 'creators' : 'campaigns';
}

/** GET /api/admin/ratings: the newest ratings first, for moderation. */
export async function listRatingsPage(context: AppContext, query: AdminListQuery): Promise<Page<AdminRatingRecord>> {
  const { rows, total } = await listRatingsForAdmin(context.db, query);
  return { items: rows, page: query.page, pageSize: query.pageSize, total };
}

/**
 * POST /api/admin/ratings/{ratingId}/hide: the rating counts in no average from now on and its
 * review is withheld; an audit row keeps who, when and why. Hiding a hidden rating is refused.
 */
export async function hideRating(
  context: AppContext,
  adminId: string,
  ratingId: string,
  { reason }: HideRating,
): Promise<AdminRatingRecord> {
  const found = await findRatingById(context.db, ratingId);
  if (!found) throw new AppError('NOT_FOUND', RATING_NOT_FOUND);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    // The ratee's lock first, as a rating's edit takes it: the two never wait on each other crosswise.
    await lockRateeProfile(tx, found.raterType, found.rateeAccountId);
    const hidden = await hideOrderRating(tx, ratingId, now);
    if (!hidden) throw new AppError('CONFLICT', RATING_ALREADY_HIDDEN);
    await insertRatingModeration(tx, { ratingId, adminAccountId: adminId, action: 'hide', reason, createdAt: now });
    await recomputeRateeTotals(tx, found.raterType, found.rateeAccountId);
    await publishLiveSignal(tx, {
      kind: 'work',
      campaignId: found.campaignId,
      creatorId: found.creatorId,
      change: 'rating',
    });
  });
  context.changes.raise(changeOf(found.raterType));
  const record = await findAdminRating(context.db, ratingId);
  if (!record) throw new AppError('NOT_FOUND', RATING_NOT_FOUND);
  return record;
}

const RATING_NOT_FOUND = 'This rating does not exist.';
const RATING_ALREADY_HIDDEN = 'This review is already hidden.';
