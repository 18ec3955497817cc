import type { CampaignTarget } from '@equicreators/shared';
import type { ChangeSignals } from '../../platform/changes/change-signals.ts';
import { createEncodedBytes, type EncodedBytes } from '../../platform/http/json-body-memo.ts';
import { createSharedReads, createTimedCache, type CacheClock, type TimedCache } from '../../platform/timed-cache.ts';
import type { BrowsePage, FacetFilter } from './influencer-browse.repository.ts';
import type { FollowerInterval } from './follower-intervals.ts';

/**
 * How long a browse total, and a whole answered browse page, is reused. Counting every creator a
 * filter matches was most of a page's cost at 100,000 creators, and reading and shaping the page
 * most of the rest (docs/decisions/009). So totals and pages may lag behind changes made elsewhere
 * (another server, a registration, a direct write) by at most this long; changes this process
 * makes (a profile edit, an e-mail change, an admin's block or verification) raise "creators
 * changed", which forgets every total and page at once.
 * Who may see e-mail and phone is never cached: the viewer's hires among a page's creators are
 * read per request (creators/contact-visibility.ts).
 * A page read reuses a total still current, so a page's total may be up to twice this old.
 */
export const BROWSE_TOTAL_TTL_MS = 2_000;
/** A page in demand is read again this long before it expires, while requests still get it at once. */
export const BROWSE_REFRESH_AHEAD_MS = 500;
// Each different search is its own key; past this many the least recently used go first.
const MAX_TOTALS = 1_000;
const MAX_PAGES = 500;

/** A browse page as read, with the response bytes made from it (one body per audience). */
export type CachedBrowsePage = BrowsePage & { bytes: EncodedBytes };

export type BrowseCaches = {
  /** Each filter's total, reused by the reads of its other pages and orders. */
  totals: TimedCache<number>;
  /** The page under `key` (browsePageKey), read with `load` once for every request that wants it. */
  readPage(key: string, load: () => Promise<BrowsePage>): Promise<CachedBrowsePage>;
};

/** The app's browse caches (app-context.ts): forgotten whenever creators change. */
export function createBrowseCaches(changes: ChangeSignals, clock: CacheClock): BrowseCaches {
  const totals = createTimedCache<number>({ ttlMs: BROWSE_TOTAL_TTL_MS, maxEntries: MAX_TOTALS, now: clock.now });
  const pages = createSharedReads<CachedBrowsePage>({
    ttlMs: BROWSE_TOTAL_TTL_MS,
    maxEntries: MAX_PAGES,
    now: clock.now,
    refreshAheadMs: clock.readsAhead ? BROWSE_REFRESH_AHEAD_MS : 0,
  });
  // A profile edit, an e-mail change, a block or a verification: no total or page is reused after
  // it, and reads already under way (which may predate it) are not joined by later requests.
  changes.subscribe('creators', () => {
    totals.clear();
    pages.clear();
  });
  return {
    totals,
    readPage: (key, load) => pages.read(key, async () => ({ ...(await load()), bytes: createEncodedBytes() })),
  };
}

type MatchFilter = {
  niches: readonly string[];
  intervals: readonly FollowerInterval[];
  nameContains?: string | undefined;
  minRating?: number | undefined;
} & FacetFilter;

/** The key of a filter's total: what decides which creators match, never the order or the page. */
export function browseTotalKey(filter: MatchFilter): string {
  return JSON.stringify(matchKeyParts(filter));
}

/** The key of a page's rows: the matches, the order and the page (never who asks). */
export function browsePageKey(
  filter: MatchFilter & { sort: string; matchTarget?: CampaignTarget | undefined },
  page: number,
  pageSize: number,
): string {
  // "Best match first" orders by what the campaign wants: campaigns wanting the same share pages.
  const target = filter.matchTarget
    ? [[...filter.matchTarget.disciplines].sort(), [...filter.matchTarget.countries].sort()]
    : null;
  return JSON.stringify([...matchKeyParts(filter), filter.sort, target, page, pageSize]);
}

function matchKeyParts(filter: MatchFilter) {
  return [
    [...filter.niches].sort(),
    filter.intervals.map((interval) => [interval.above, interval.atMost]),
    // ILIKE ignores case, so "Ava" and "ava" match the same creators.
    filter.nameContains?.toLowerCase() ?? null,
    filter.minRating ?? null,
    // The facets (issue 33): lists in a fixed order, so the same choice in any order is one key.
    [...filter.disciplines].sort(),
    [...filter.levels].sort(),
    filter.country ?? null,
    filter.region ?? null,
    [...filter.languages].sort(),
    filter.platform ?? null,
    filter.minEngagementBasisPoints ?? null,
    filter.audienceCountry ?? null,
  ];
}
