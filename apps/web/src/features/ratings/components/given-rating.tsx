import type { OrderRating } from '@equicreators/shared';
import type { ReactNode, Ref } from 'react';
import { RatingStars } from '@/components/ratings/rating-summary';

export type GivenRatingProps = {
  title: string;
  rating: OrderRating;
  /** Whether the viewer wrote it (an author still reads their hidden text). */
  isOwn: boolean;
  /** The Edit button and when editing ends, for the viewer's own rating. */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** One side's rating: its stars, its review, and a word when an admin hid it. */
export function GivenRating({ title, rating, isOwn, footer, ref }: GivenRatingProps) {
  return (
    // tabIndex -1: focus lands here after a save, where the form was.
    <article ref={ref} tabIndex={-1} aria-label={title} className="flex flex-col gap-2 outline-none">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-sm font-semibold text-ink">{title}</p>
        <RatingStars stars={rating.stars} />
      </div>
      {rating.hidden ? (
        <p className="text-sm text-ink-muted italic">
          {isOwn ? 'An admin hid this review; it no longer counts in averages.' : 'This review was hidden by an admin.'}
        </p>
      ) : null}
      {rating.review && (!rating.hidden || isOwn) && (
        <p className="text-sm whitespace-pre-wrap text-ink wrap-break-word">{rating.review}</p>
      )}
      {footer}
    </article>
  );
}
