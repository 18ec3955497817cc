import { FOLLOWER_RANGES, type FollowerRangeId } from '@equicreators/shared';

/** Counts greater than `above` and, unless it is null, at most `atMost`. */
export type FollowerInterval = { above: number; atMost: number | null };

/**
 * The selected follower ranges as the fewest intervals: adjacent ranges merge (0-100k and
 * 100k-200k become one interval over 0…200,000), so each interval is one range scan of the
 * total_followers index instead of one per range. Sorted by their lower bound; none when nothing
 * is selected (every count matches).
 */
export function followerIntervals(selected: readonly FollowerRangeId[]): FollowerInterval[] {
  const wanted = new Set(selected);
  const intervals: FollowerInterval[] = [];
  for (const range of FOLLOWER_RANGES) {
    if (!wanted.has(range.id)) continue;
    const last = intervals.at(-1);
    if (last && last.atMost === range.above) last.atMost = range.atMost;
    else intervals.push({ above: range.above, atMost: range.atMost });
  }
  return intervals;
}
