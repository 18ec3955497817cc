import { matchesFollowerFilter, FOLLOWER_RANGE_IDS, type FollowerRangeId } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { followerIntervals, type FollowerInterval } from './follower-intervals.ts';

function inIntervals(count: number, intervals: FollowerInterval[]): boolean {
  return intervals.some(({ above, atMost }) => count > above && (atMost === null || count <= atMost));
}

describe('followerIntervals', () => {
  it('gives no interval when nothing is selected', () => {
    expect(followerIntervals([])).toEqual([]);
  });

  it('keeps the fixed first bucket: 0 to 100,000 inclusive', () => {
    expect(followerIntervals(['0-100k'])).toEqual([{ above: -1, atMost: 100_000 }]);
  });

  it('merges adjacent ranges, whatever order they were given in', () => {
    expect(followerIntervals(['100k-200k', '0-100k', '200k-300k'])).toEqual([{ above: -1, atMost: 300_000 }]);
    expect(followerIntervals(['700k-800k', '800k+'])).toEqual([{ above: 700_000, atMost: null }]);
  });

  it('keeps ranges with a gap between them apart', () => {
    expect(followerIntervals(['0-100k', '200k-300k', '300k-400k', '800k+'])).toEqual([
      { above: -1, atMost: 100_000 },
      { above: 200_000, atMost: 400_000 },
      { above: 800_000, atMost: null },
    ]);
  });

  it('ignores a range selected twice', () => {
    expect(followerIntervals(['400k-500k', '400k-500k'])).toEqual([{ above: 400_000, atMost: 500_000 }]);
  });

  it('matches exactly what the shared range rules match, at every boundary, for every selection', () => {
    const counts = [0, 1, 99_999, 100_000, 100_001, 200_000, 200_001, 500_000, 799_999, 800_000, 800_001, 5_000_000];
    // Every subset of the nine ranges: 512 selections.
    for (let mask = 1; mask < 1 << FOLLOWER_RANGE_IDS.length; mask += 1) {
      const selected: FollowerRangeId[] = FOLLOWER_RANGE_IDS.filter((_, index) => mask & (1 << index));
      const intervals = followerIntervals(selected);
      for (const count of counts) {
        expect(inIntervals(count, intervals), `${count} in ${selected.join(',')}`).toBe(
          matchesFollowerFilter(count, selected),
        );
      }
    }
  });
});
