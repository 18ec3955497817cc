import type { OrderRating, OrderWork } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { isStillEditable, withOwnRating } from './own-rating';

const rating: OrderRating = {
  id: '7d1c0c1e-7d43-4f43-9a49-5b0b7a0f6c11',
  raterType: 'brand',
  stars: 4,
  review: 'Lovely reels',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  editableUntil: '2026-11-15T10:00:00.000Z',
  hidden: false,
};

const work = {
  ratings: { mine: null, theirs: { ...rating, raterType: 'contentCreator' }, canRate: true },
} as unknown as OrderWork;

describe('withOwnRating', () => {
  it('puts the saved rating in mine and keeps the other side', () => {
    const next = withOwnRating(work, rating, new Date('2026-11-02T00:00:00.000Z'));
    expect(next.ratings.mine).toEqual(rating);
    expect(next.ratings.theirs).toBe(work.ratings.theirs);
    expect(next.ratings.canRate).toBe(true);
  });

  it('stops offering an edit once the window closed', () => {
    expect(withOwnRating(work, rating, new Date('2026-11-15T10:00:00.000Z')).ratings.canRate).toBe(false);
  });
});

describe('isStillEditable', () => {
  it('is true until the last instant, false from then on', () => {
    expect(isStillEditable(rating, new Date('2026-11-15T09:59:59.999Z'))).toBe(true);
    expect(isStillEditable(rating, new Date('2026-11-15T10:00:00.000Z'))).toBe(false);
  });
});
