import { ratingAverage, type RatingSummary } from '@equicreators/shared';

/** A profile's kept rating totals as cards show them: the average to one decimal (null with none) and the count. */
export function presentRatingSummary({
  ratingSum,
  ratingCount,
}: {
  ratingSum: number;
  ratingCount: number;
}): RatingSummary {
  return { average: ratingAverage(ratingSum, ratingCount), count: ratingCount };
}
