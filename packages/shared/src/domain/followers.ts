/**
 * Parses follower text such as '12k', '1.5m', '835K' or '12,345' into a whole number.
 * The multiplier is the k or m written right after the number (spec §5), so words
 * around it ('1.5k members') do not change the result. Returns null when there is no number.
 */
export function parseFollowerText(text: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([km])?/i.exec(text);
  if (!match?.[1]) return null;
  const value = Number(match[1].replaceAll(',', ''));
  if (!Number.isFinite(value)) return null;
  const suffix = match[2]?.toLowerCase();
  const multiplier = suffix === 'm' ? 1_000_000 : suffix === 'k' ? 1_000 : 1;
  return Math.round(value * multiplier);
}

/**
 * Formats a count the way creators write it, rounded half up to one decimal: 835000 → '835K',
 * 1500000 → '1.5M', 2275 → '2.3K' (never truncated: 2,275 is nearer 2.3K than 2.2K). A count that
 * rounds up to the next unit is written in it: 999,950 → '1M', not '1000K'.
 */
export function formatFollowerCount(count: number): string {
  // Tenths of each unit, rounded in integers (count / 100 is exact at the halves) so no float drifts.
  const tenthsOfMillions = Math.round(count / 100_000);
  const tenthsOfThousands = Math.round(count / 100);
  if (tenthsOfThousands >= 10_000) return `${tenthsText(tenthsOfMillions)}M`;
  if (count >= 1_000) return `${tenthsText(tenthsOfThousands)}K`;
  return String(count);
}

function tenthsText(tenths: number): string {
  return (tenths / 10).toFixed(1).replace(/\.0$/, '');
}

type FollowerRangeDefinition = {
  id: string;
  label: string;
  /** Exclusive lower bound, except for the first range which starts at 0 inclusive. */
  above: number;
  /** Inclusive upper bound; null for the open-ended last range. */
  atMost: number | null;
};

/** The follower ranges of spec §3, with the 0-100k bug fixed as DECISIONS says. */
export const FOLLOWER_RANGES = [
  { id: '0-100k', label: '0-100k', above: -1, atMost: 100_000 },
  { id: '100k-200k', label: '100k-200k', above: 100_000, atMost: 200_000 },
  { id: '200k-300k', label: '200k-300k', above: 200_000, atMost: 300_000 },
  { id: '300k-400k', label: '300k-400k', above: 300_000, atMost: 400_000 },
  { id: '400k-500k', label: '400k-500k', above: 400_000, atMost: 500_000 },
  { id: '500k-600k', label: '500k-600k', above: 500_000, atMost: 600_000 },
  { id: '600k-700k', label: '600k-700k', above: 600_000, atMost: 700_000 },
  { id: '700k-800k', label: '700k-800k', above: 700_000, atMost: 800_000 },
  { id: '800k+', label: '800k+', above: 800_000, atMost: null },
] as const satisfies readonly FollowerRangeDefinition[];

export type FollowerRangeId = (typeof FOLLOWER_RANGES)[number]['id'];
export const FOLLOWER_RANGE_IDS = FOLLOWER_RANGES.map((range) => range.id) as [FollowerRangeId, ...FollowerRangeId[]];

/** True when the count lies in the range: above its lower bound and at most its upper bound. */
export function matchesFollowerRange(count: number, rangeId: FollowerRangeId): boolean {
  const range = FOLLOWER_RANGES.find((candidate) => candidate.id === rangeId);
  if (!range) return false;
  return count > range.above && (range.atMost === null || count <= range.atMost);
}

/** Spec §5: an empty selection matches every count; otherwise any selected range may match. */
export function matchesFollowerFilter(count: number, selected: readonly FollowerRangeId[]): boolean {
  return selected.length === 0 || selected.some((rangeId) => matchesFollowerRange(count, rangeId));
}
