import type { ChangeSignals } from '../../platform/changes/change-signals.ts';
import { createEncodedBytes, type EncodedBytes } from '../../platform/http/json-body-memo.ts';
import { createSharedReads, type CacheClock } from '../../platform/timed-cache.ts';
import type { CampaignFilter, CampaignView } from './campaign-views.repository.ts';

/**
 * How long a page of the creators' feed is reused (docs/decisions/008). The feed is the same for
 * every creator but for each one's own status, which is read per request; so a page (campaigns,
 * images, counts and the total the filter matches) is read once per this many milliseconds and
 * filter in each process. Counting the matching campaigns was three quarters of a page's
 * database time at 10,000 campaigns. Changes this process makes (a new campaign, an application,
 * an invitation, a hire, a blocked creator) forget every page at once; changes made by another
 * process show within this time.
 */
export const FEED_PAGE_TTL_MS = 2_000;
/** A page in demand is read again this long before it expires, while requests still get it at once. */
export const FEED_REFRESH_AHEAD_MS = 500;
const MAX_PAGES = 500;

/** A feed page as read, without the caller's own status, with the response bytes made from it. */
export type FeedPage = { rows: CampaignView[]; total: number; bytes: EncodedBytes };

export type FeedPagesCache = {
  /** The page of `filter`, read with `load` at most once per FEED_PAGE_TTL_MS in this process. */
  read(
    filter: CampaignFilter,
    window: { page: number; pageSize: number },
    load: () => Promise<{ rows: CampaignView[]; total: number }>,
  ): Promise<FeedPage>;
};

/**
 * The app's feed cache (app-context.ts): forgotten whenever campaigns or creators change. A second
 * instance holds brands' own lists (`caches.brandPages`, /manage-campaign): there the rows carry
 * every entry with contact details, and whether e-mails leave is decided per request (the payment
 * flag comes with the session), exactly as the browse does (decision 009).
 */
export function createFeedPagesCache(changes: ChangeSignals, clock: CacheClock): FeedPagesCache {
  const pages = createSharedReads<FeedPage>({
    ttlMs: FEED_PAGE_TTL_MS,
    maxEntries: MAX_PAGES,
    now: clock.now,
    refreshAheadMs: clock.readsAhead ? FEED_REFRESH_AHEAD_MS : 0,
  });
  // Campaigns and their entries are the pages; a blocked creator leaves their counts.
  const forget = () => pages.clear();
  changes.subscribe('campaigns', forget);
  changes.subscribe('creators', forget);
  return {
    read: (filter, { page, pageSize }, load) =>
      pages.read(feedPageKey(filter, page, pageSize), async () => ({ ...(await load()), bytes: createEncodedBytes() })),
  };
}

/** Every dimension of the filter, the order and the window: two requests share a page only when all agree. */
export function feedPageKey(filter: CampaignFilter, page: number, pageSize: number): string {
  return JSON.stringify([
    filter.state,
    filter.brandId ?? '',
    filter.price ?? '',
    filter.platform ?? '',
    [...(filter.niches ?? [])].sort(),
    // Absent (no filter) and empty (a creator without disciplines: nothing matches) differ.
    filter.wantsDisciplines ? [...filter.wantsDisciplines].sort() : null,
    filter.offersCompensation === true,
    // ILIKE ignores case, so "Saddle" and "saddle" match the same campaigns.
    filter.titleContains?.toLowerCase() ?? '',
    filter.withCreatorId ?? '',
    filter.sort ?? 'newest',
    [...(filter.kinds ?? [])].sort(),
    filter.currency ?? '',
    filter.feeMin ?? '',
    filter.feeMax ?? '',
    filter.contentFrom ?? '',
    filter.contentTo ?? '',
    [...(filter.formats ?? [])].sort(),
    filter.spotsLeft === true,
    page,
    pageSize,
  ]);
}
