import { ratingEditableUntil, type AdminRating, type OrderRating } from '@equicreators/shared';
import type { AdminRatingRecord, RatingRow } from './ratings.repository.ts';

/** A rating as its author sees it (PUT …/rating answers it): the text they wrote, hidden or not. */
export function presentOrderRating(rating: RatingRow): OrderRating {
  return {
    id: rating.id,
    raterType: rating.raterType,
    stars: rating.stars,
    review: rating.review,
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    editableUntil: ratingEditableUntil(rating.createdAt).toISOString(),
    hidden: rating.hiddenAt !== null,
  };
}

/** A rating in the admins' moderation list, with its text whether hidden or not. */
export function presentAdminRating(rating: AdminRatingRecord): AdminRating {
  return {
    id: rating.id,
    campaignId: rating.campaignId,
    campaignTitle: rating.campaignTitle,
    creatorId: rating.creatorId,
    raterType: rating.raterType,
    raterName: rating.raterName,
    rateeName: rating.rateeName,
    stars: rating.stars,
    review: rating.review,
    createdAt: rating.createdAt.toISOString(),
    hiddenAt: rating.hiddenAt?.toISOString() ?? null,
    hiddenReason: rating.hiddenAt ? rating.hiddenReason : null,
  };
}
