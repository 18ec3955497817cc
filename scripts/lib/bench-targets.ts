import { facetBrowseTargets } from './bench-facet-targets.ts';
import { flagValue } from './bench-arguments.ts';
import type { BenchTarget } from './bench-load.ts';

/** What `npm run bench -- --only <group>[,<group>]` may pick; health (the baseline) is always measured. */
export const BENCH_GROUPS = ['campaigns', 'admin', 'web', 'creators', 'facets', 'live', 'abuse', 'metrics'] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

export type GroupedTarget = BenchTarget & {
  group: BenchGroup | 'baseline';
  /** Its statements are explained (EXPLAIN ANALYZE) before the load. */
  explain?: boolean;
  /**
   * Held to the browse goal (issue 8): a first page, or the deep page held to twice page 1.
   * 'uncached' is reported beside it, not held to it: each request is a filter no one asked for
   * in the last 2 s, so it shows what a page costs when no cache can answer (decision 009).
   */
  goal?: 'first-page' | 'deep-page' | 'uncached' | 'campaign-list' | 'offer-feed' | 'facets';
};

export const HEALTH: GroupedTarget = {
  name: 'GET /api/health (baseline, 1 round trip)',
  path: '/api/health',
  group: 'baseline',
};
export const FEED_FIRST_PAGE = 'GET /api/campaign creator feed, page 1';
export const BROWSE_FIRST_PAGE = 'GET /api/influencers (paid brand), no filter';

// Names the generated and demo creators carry (apps/api/src/modules/demo-data/demo-people.ts), cut at every
// length: "Ava S", "Ava Si", … A request picks one at random, so a cache of totals or pages keyed
// by the filter is mostly missed (about 1,200 searches: at ~120 req/s a 2 s total serves under a fifth).
const SEARCH_FIRST = ['Ava', 'Liam', 'Sofia', 'Noah', 'Isla', 'Mateo', 'Grace', 'Elijah', 'Chloe', 'Lucas'];
const SEARCH_LAST = ['Sinclair', 'Okafor', 'Marchetti', 'Bennett', 'Duarte', 'Kowalski', 'Ashford', 'Nakamura'];
const SEARCHES = SEARCH_FIRST.flatMap((first) =>
  [...SEARCH_LAST, ...SEARCH_LAST.map((last) => last.toLowerCase())].flatMap((last) =>
    Array.from({ length: last.length }, (_, end) => `${first} ${last.slice(0, end + 1)}`),
  ),
).concat(
  SEARCH_LAST.flatMap((last) =>
    Array.from({ length: last.length - 2 }, (_, start) => last.slice(start, start + 3).toLowerCase()),
  ),
);
export const SEARCH_VARIETY = new Set(SEARCHES).size;

function randomSearchPath(): string {
  const page = 1 + Math.floor(Math.random() * 3);
  const q = SEARCHES[Math.floor(Math.random() * SEARCHES.length)] ?? 'Ava';
  return `/api/influencers?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
}

export const TARGETS: GroupedTarget[] = [
  HEALTH,
  { name: FEED_FIRST_PAGE, path: '/api/campaign', as: 'creator', group: 'campaigns', explain: true },
  ...campaignListTargets(),
  {
    name: 'GET /api/campaign?q=saddle&platform=Instagram',
    path: '/api/campaign?q=saddle&platform=Instagram',
    as: 'creator',
    group: 'campaigns',
    explain: true,
  },
  {
    name: 'GET /api/campaign?page=200 (creator, deep page)',
    path: '/api/campaign?page=200',
    as: 'creator',
    group: 'campaigns',
    explain: true,
  },
  {
    name: 'GET /api/admin/creators (list, 20 a page)',
    path: '/api/admin/creators?pageSize=20',
    as: 'admin',
    group: 'admin',
  },
  // The bell's list, as every logged-in tab reads it on each (re)connect (decision 024).
  {
    name: 'GET /api/notifications (the bell, 20 newest)',
    path: '/api/notifications?pageSize=20',
    as: 'creator',
    group: 'campaigns',
  },
  // The feed's top section: the creator's invitations, asked beside the feed's first page (decision 025).
  {
    name: 'GET /api/influencers/invitations (the feed’s invitations)',
    path: '/api/influencers/invitations',
    as: 'creator',
    group: 'campaigns',
    explain: true,
  },
  ...offerFeedTargets(),
  { name: 'GET /brands (web app, history fallback)', path: '/brands', group: 'web' },
  ...browseTargets(),
  ...facetBrowseTargets(),
];

/**
 * Issue 21: the feed's filters and orders, and a brand's own list (500 of the 10,000 campaigns)
 * with its state filter and the invite select's search, each held to the feed's goal.
 */
function campaignListTargets(): GroupedTarget[] {
  const list = (name: string, path: string, as: 'creator' | 'brand'): GroupedTarget => ({
    name,
    path,
    as,
    group: 'campaigns',
    explain: true,
    goal: 'campaign-list',
  });
  return [
    list('GET /api/campaign?platform=TikTok&type=Paid (feed)', '/api/campaign?platform=TikTok&type=Paid', 'creator'),
    list('GET /api/campaign?niche=Sports&niche=Travel (feed)', '/api/campaign?niche=Sports&niche=Travel', 'creator'),
    list(
      'GET /api/campaign?compensation=true&sort=deadline (feed)',
      '/api/campaign?compensation=true&sort=deadline',
      'creator',
    ),
    list('GET /api/campaign as brand (/manage-campaign)', '/api/campaign', 'brand'),
    list('GET /api/campaign?status=closed as brand', '/api/campaign?status=closed', 'brand'),
    list('GET /api/campaign?status=open&q=saddle as brand (invite)', '/api/campaign?status=open&q=saddle', 'brand'),
  ];
}

/** A day this many days from today, as the feed's content window takes it (the bench's windows start today). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A fee range in pounds no one asked for in the last 2 s: the feed's page read without its cache. */
function randomFeeRangePath(): string {
  const low = 50 + Math.floor(Math.random() * 500);
  const high = low + 10 + Math.floor(Math.random() * 500);
  return `/api/campaign?kind=fee&currency=GBP&feeMin=${low * 100}&feeMax=${high * 100}&sort=deadline&spotsLeft=true`;
}

/**
 * Issue 31: the feed filtered on the offer at 10,000 campaigns (kind, a fee range in one currency,
 * the deadline order and spots left; formats and platform; the content window), held to ≥ 40 % of
 * health and a p99 under 25 ms; and the same filter with a fee range changing per request.
 */
function offerFeedTargets(): GroupedTarget[] {
  const feed = (name: string, path: string, extra: Partial<GroupedTarget> = {}): GroupedTarget => ({
    name: `GET /api/campaign?${name} (feed)`,
    path: `/api/campaign?${path}`,
    as: 'creator',
    group: 'campaigns',
    explain: true,
    goal: 'offer-feed',
    ...extra,
  });
  const fee = 'kind=fee&currency=GBP&feeMin=10000&feeMax=50000&sort=deadline&spotsLeft=true';
  const formats = 'format=reel&format=story&platform=Instagram&spotsLeft=true';
  const window = `contentFrom=${dayFromToday(30)}&contentTo=${dayFromToday(45)}&kind=gifted`;
  return [
    feed(fee, fee),
    feed(formats, formats),
    feed(window, window),
    feed('kind=fee&currency=GBP&feeMin=<random>&feeMax=<random>&sort=deadline&spotsLeft=true', fee, {
      vary: randomFeeRangePath,
      explain: false,
      goal: 'uncached',
    }),
  ];
}

function browseTargets(): GroupedTarget[] {
  const browse = (name: string, query: string, extra: Partial<GroupedTarget> = {}): GroupedTarget => ({
    name: `GET /api/influencers${name}`,
    path: `/api/influencers${query}`,
    as: 'brand',
    group: 'creators',
    explain: true,
    goal: 'first-page',
    ...extra,
  });
  return [
    browse(' (paid brand), no filter', ''),
    browse(' (unpaid brand), no filter', '', { as: 'unpaidBrand' }),
    browse('?niche=Sports&niche=Travel', '?niche=Sports&niche=Travel'),
    browse('?followers=200k-300k', '?followers=200k-300k'),
    browse('?niche=Fashion&followers=100k-200k', '?niche=Fashion&followers=100k-200k'),
    browse('?q=sinclair (name search)', '?q=sinclair'),
    browse('?sort=followers', '?sort=followers'),
    // Issue 22: the rating order (creator_profiles_rating_idx walked backwards) and the lowest average.
    browse('?sort=rating', '?sort=rating'),
    browse('?minRating=4', '?minRating=4'),
    browse('?niche=Sports&sort=rating', '?niche=Sports&sort=rating'),
    browse('?niche=Sports&minRating=4', '?niche=Sports&minRating=4'),
    browse('?page=50', '?page=50', { goal: 'deep-page' }),
    browse(`?q=<random of ${SEARCH_VARIETY}>&page=1-3 (defeats caches)`, '?q=Ava%20S', {
      vary: randomSearchPath,
      goal: 'uncached',
    }),
  ];
}

/** `--only creators,campaigns` (or `--only=creators`): the groups to load; all when absent. */
export function selectedGroups(argv: readonly string[]): Set<BenchGroup> {
  const value = flagValue(argv, '--only');
  if (value === undefined) return new Set(BENCH_GROUPS);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_GROUPS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes groups from ${BENCH_GROUPS.join(', ')}; not: ${unknown.join(', ') || '(none)'}`);
  }
  return new Set(names as BenchGroup[]);
}
