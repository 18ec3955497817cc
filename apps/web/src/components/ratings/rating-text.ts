import type { RatingSummary } from '@equicreators/shared';

/** What a rating summary reads as, visibly and to a screen reader. */
export type RatingText = { visible: string; spoken: string };

const NO_RATINGS: RatingText = { visible: 'No ratings yet', spoken: 'No ratings yet' };

// One decimal always ('4.0', not '4'), so averages line up and read as averages.
function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** '4.6 ★ (12)' and '4.6 out of 5 from 12 ratings'; 'No ratings yet' when nobody rated. */
export function ratingSummaryText({ average, count }: RatingSummary): RatingText {
  if (count === 0 || average === null) return NO_RATINGS;
  const value = formatAverage(average);
  return {
    visible: `${value} ★ (${count.toLocaleString('en-GB')})`,
    spoken: `${value} out of 5 from ${count.toLocaleString('en-GB')} ${count === 1 ? 'rating' : 'ratings'}`,
  };
}

/** One rating's stars: '4 ★' and '4 out of 5 stars'. */
export function starsText(stars: number): RatingText {
  return { visible: `${stars} ★`, spoken: `${stars} out of 5 stars` };
}

/** The star input's choice: '1 star', '4 stars'. */
export function starChoiceLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
