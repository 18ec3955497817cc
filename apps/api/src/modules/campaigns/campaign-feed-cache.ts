import type { Database } from '../../db/client.ts';
import { createSharedReads, type SharedReadOptions, type SharedReads } from '../../platform/timed-cache.ts';
import type { CampaignFilter, CampaignView } from './campaign-views.repository.ts';

/**
 * How long a page of the creators' feed is reused (docs/decisions/008). The feed is the same for
 * every creator but for each one's own status, which is read per request; so a page (campaigns,
 * images, counts and the total the filter matches) is read once per this many milliseconds and
 * filter in each process. Counting the matching campaigns was three quarters of a page's
 * database time at 10,000 campaigns. Changes this process makes (a new campaign, an application,
 * an invitation, a hire) forget every page at once; changes made by another process show within
 * this time.
 */
export const FEED_PAGE_TTL_MS = 2_000;
/** A page in demand is read again this long before it expires, while requests still get it at once. */
export const FEED_REFRESH_AHEAD_MS = 500;
const MAX_PAGES = 500;

/** A feed page as read, without the caller's own status. */
export type FeedPage = { rows: CampaignView[]; total: number };

const caches = new WeakMap<Database, SharedReads<FeedPage>>();

export function createFeedPagesCache(
  options: SharedReadOptions = {
    ttlMs: FEED_PAGE_TTL_MS,
    maxEntries: MAX_PAGES,
    now: () => performance.now(),
    refreshAheadMs: FEED_REFRESH_AHEAD_MS,
  },
): SharedReads<FeedPage> {
  return createSharedReads<FeedPage>(options);
}

/** Puts `cache` in place for `db` (tests give it a clock of their own). */
export function useFeedPagesCache(db: Database, cache: SharedReads<FeedPage>): void {
  caches.set(db, cache);
}

/** One cache per database handle, as for prepared statements: one per app in this process. */
export function feedPagesOf(db: Database): SharedReads<FeedPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createFeedPagesCache();
    caches.set(db, cache);
  }
  return cache;
}

/** A change to campaigns or entries in this process: no feed page read before it is reused. */
export function forgetFeedPages(db: Database): void {
  caches.get(db)?.clear();
}

export function feedPageKey(filter: CampaignFilter, page: number, pageSize: number): string {
  return JSON.stringify([
    filter.brandId ?? '',
    filter.price ?? '',
    filter.platform ?? '',
    filter.titleContains ?? '',
    page,
    pageSize,
  ]);
}
