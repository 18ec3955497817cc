import type { Database } from '../../db/client.ts';
import {
  createSharedReads,
  createTimedCache,
  type CacheOptions,
  type SharedReadOptions,
  type SharedReads,
  type TimedCache,
} from '../../platform/timed-cache.ts';
import type { BrowsePage } from './influencer-browse.repository.ts';
import type { FollowerInterval } from './follower-intervals.ts';

/**
 * How long a browse total, and a whole answered browse page, is reused. Counting every creator a
 * filter matches was most of a page's cost at 100,000 creators, and reading and shaping the page
 * most of the rest (docs/decisions/009). So totals and pages may lag behind changes made elsewhere
 * (another server, a registration, a direct write) by at most this long; changes this process
 * makes through the profile edit or an admin's block/unblock forget every total and page at once.
 * Who may see e-mail and phone is never cached: the viewer's payment flag is read per request.
 * A page read reuses a total still current, so a page's total may be up to twice this old.
 */
export const BROWSE_TOTAL_TTL_MS = 2_000;
/** A page in demand is read again this long before it expires, while requests still get it at once. */
export const BROWSE_REFRESH_AHEAD_MS = 500;
// Each different search is its own key; past this many the least recently used go first.
const MAX_TOTALS = 1_000;
const MAX_PAGES = 500;

export type TotalsCache = TimedCache<number>;
export type BrowsePagesCache = SharedReads<BrowsePage>;

const monotonic = () => performance.now();

export function createTotalsCache(
  options: CacheOptions = { ttlMs: BROWSE_TOTAL_TTL_MS, maxEntries: MAX_TOTALS, now: monotonic },
): TotalsCache {
  return createTimedCache(options);
}

export function createBrowsePagesCache(
  options: SharedReadOptions = {
    ttlMs: BROWSE_TOTAL_TTL_MS,
    maxEntries: MAX_PAGES,
    now: monotonic,
    refreshAheadMs: BROWSE_REFRESH_AHEAD_MS,
  },
): BrowsePagesCache {
  return createSharedReads(options);
}

// One pair of caches per database handle, as for prepared statements: one per app in this process.
type Caches = { totals: TotalsCache; pages: BrowsePagesCache };
const caches = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let pair = caches.get(db);
  if (!pair) {
    pair = { totals: createTotalsCache(), pages: createBrowsePagesCache() };
    caches.set(db, pair);
  }
  return pair;
}

export function browseTotalsOf(db: Database): TotalsCache {
  return cachesOf(db).totals;
}

export function browsePagesOf(db: Database): BrowsePagesCache {
  return cachesOf(db).pages;
}

/** Puts `totals` (and `pages`) in place for `db` (tests give them a clock of their own). */
export function useBrowseTotalsCache(db: Database, totals: TotalsCache, pages?: BrowsePagesCache): void {
  caches.set(db, { totals, pages: pages ?? createBrowsePagesCache() });
}

/** A change to creators in this process (profile edit, block): no total or page is reused after it. */
export function forgetBrowseTotals(db: Database): void {
  const pair = caches.get(db);
  pair?.totals.clear();
  // Reads already under way may predate the change: later requests do not join them.
  pair?.pages.clear();
}

type MatchFilter = {
  niches: readonly string[];
  intervals: readonly FollowerInterval[];
  nameContains?: string | undefined;
};

/** The key of a filter's total: what decides which creators match, never the order or the page. */
export function browseTotalKey(filter: MatchFilter): string {
  return JSON.stringify(matchKeyParts(filter));
}

/** The key of a page's rows: the matches, the order and the page (never who asks). */
export function browsePageKey(filter: MatchFilter & { sort: string }, page: number, pageSize: number): string {
  return JSON.stringify([...matchKeyParts(filter), filter.sort, page, pageSize]);
}

function matchKeyParts(filter: MatchFilter) {
  return [
    [...filter.niches].sort(),
    filter.intervals.map((interval) => [interval.above, interval.atMost]),
    // ILIKE ignores case, so "Ava" and "ava" match the same creators.
    filter.nameContains?.toLowerCase() ?? null,
  ];
}
