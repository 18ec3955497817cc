import { describe, expect, it } from 'vitest';
import { ratingSummaryText, starChoiceLabel, starsText } from './rating-text';

describe('ratingSummaryText', () => {
  it('shows the average to one decimal with the count, and says it in words', () => {
    expect(ratingSummaryText({ average: 4.6, count: 12 })).toEqual({
      visible: '4.6 ★ (12)',
      spoken: '4.6 out of 5 from 12 ratings',
    });
  });

  it('keeps the decimal of a whole average and says rating for one', () => {
    expect(ratingSummaryText({ average: 4, count: 1 })).toEqual({
      visible: '4.0 ★ (1)',
      spoken: '4.0 out of 5 from 1 rating',
    });
  });

  it('groups large counts', () => {
    expect(ratingSummaryText({ average: 3.3, count: 1200 }).visible).toBe('3.3 ★ (1,200)');
  });

  it('says no ratings yet when nobody rated', () => {
    expect(ratingSummaryText({ average: null, count: 0 })).toEqual({
      visible: 'No ratings yet',
      spoken: 'No ratings yet',
    });
    // A count of 0 wins over a stray average.
    expect(ratingSummaryText({ average: 5, count: 0 }).visible).toBe('No ratings yet');
  });
});

describe('starsText and starChoiceLabel', () => {
  it('names one star and several stars', () => {
    expect(starsText(1)).toEqual({ visible: '1 ★', spoken: '1 out of 5 stars' });
    expect(starsText(5)).toEqual({ visible: '5 ★', spoken: '5 out of 5 stars' });
    expect(starChoiceLabel(1)).toBe('1 star');
    expect(starChoiceLabel(3)).toBe('3 stars');
  });
});
