import type { OrderRating, OrderWork } from '@equicreators/shared';

/**
 * The Work panel after the caller's rating was saved: it becomes `mine`, and the caller may rate
 * again only while it stays editable. The server's next answer confirms it.
 */
export function withOwnRating(work: OrderWork, rating: OrderRating, now: Date): OrderWork {
  return {
    ...work,
    ratings: { ...work.ratings, mine: rating, canRate: isStillEditable(rating, now) },
  };
}

/** Whether its author may still change a rating (the server decides; this hides a stale Edit). */
export function isStillEditable(rating: Pick<OrderRating, 'editableUntil'>, now: Date): boolean {
  return new Date(rating.editableUntil).getTime() > now.getTime();
}
