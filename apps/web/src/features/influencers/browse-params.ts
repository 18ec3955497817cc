import {
  CREATOR_SORTS,
  FOLLOWER_RANGE_IDS,
  NICHES,
  PROFILE_TEXT_LIMITS,
  toCanonicalNiche,
  type CreatorSort,
  type FollowerRangeId,
  InfluencerListQuerySchema,
  type InfluencerListQuery,
  type Niche,
} from '@equicreators/shared';
import {
  countFacetFilters,
  FACET_PARAM_NAMES,
  NO_FACETS,
  readFacetParams,
  toFacetQuery,
  withFacetChanges,
  writeFacetParams,
  type FacetParams,
} from './browse-facet-params';

/** What /brands keeps in its address (the API's own parameter names), so a reload or a link keeps it. */
export type BrowseParams = {
  /** Selected niches (`?niche=`, repeatable), canonical spelling, in the list's order. */
  niche: Niche[];
  /** Selected follower ranges (`?followers=`, repeatable), in the list's order. */
  followers: FollowerRangeId[];
  /** Name search (`?q=`), trimmed; '' for none. */
  q: string;
  sort: CreatorSort;
  /** With `sort=match` (issue 33): the brand's campaign the creators are matched to (`?campaign=`); '' for none chosen. */
  campaign: string;
  /** Only creators rated at least this many stars on average (`?minRating=`); null for any. */
  minRating: MinRating | null;
  /** From 1. */
  page: number;
} & FacetParams;

export const DEFAULT_SORT: CreatorSort = 'newest';

/**
 * The minimum ratings the filter offers (whole stars, as the server takes them). An address with
 * another value reads as no minimum, so the address and the filter's state always agree.
 */
export const MIN_RATING_OPTIONS = [3, 4, 5] as const;
export type MinRating = (typeof MIN_RATING_OPTIONS)[number];

function toMinRating(value: string | null): MinRating | null {
  return MIN_RATING_OPTIONS.find((option) => String(option) === value) ?? null;
}

function isSort(value: string | null): value is CreatorSort {
  return (CREATOR_SORTS as readonly (string | null)[]).includes(value);
}

// Ordered as the checkboxes are, so one selection always makes one address and one cache key.
function orderedNiches(values: readonly string[]): Niche[] {
  const chosen = new Set(values.map(toCanonicalNiche));
  return NICHES.filter((niche) => chosen.has(niche));
}

function orderedRanges(values: readonly string[]): FollowerRangeId[] {
  const chosen = new Set(values);
  return FOLLOWER_RANGE_IDS.filter((range) => chosen.has(range));
}

function campaignIdOf(value: string | null): string {
  return value !== null && InfluencerListQuerySchema.shape.campaign.safeParse(value).success ? value : '';
}

/** Reads the browse's parameters, dropping what the server would refuse (unknown niche or range, bad page). */
export function readBrowseParams(params: URLSearchParams): BrowseParams {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    niche: orderedNiches(params.getAll('niche')),
    followers: orderedRanges(params.getAll('followers')),
    q: (params.get('q') ?? '').trim().slice(0, PROFILE_TEXT_LIMITS.search),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    campaign: campaignIdOf(params.get('campaign')),
    minRating: toMinRating(params.get('minRating')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...readFacetParams(params),
  };
}

/**
 * The address with some parameters changed. A change of filter, search or sort starts again at
 * page 1 (page 7 of the old results means nothing for the new ones); defaults leave the address.
 */
export function withBrowseChanges(current: URLSearchParams, changes: Partial<BrowseParams>): URLSearchParams {
  const next = readBrowseParams(current);
  const isFilterChange = (
    ['niche', 'followers', 'q', 'sort', 'campaign', 'minRating', ...FACET_PARAM_NAMES] as const
  ).some((name) => name in changes);
  const merged: BrowseParams = {
    ...withFacetChanges(next, changes),
    niche: changes.niche ? orderedNiches(changes.niche) : next.niche,
    followers: changes.followers ? orderedRanges(changes.followers) : next.followers,
    q: changes.q !== undefined ? changes.q.trim().slice(0, PROFILE_TEXT_LIMITS.search) : next.q,
    sort: changes.sort ?? next.sort,
    campaign: changes.campaign ?? next.campaign,
    minRating: changes.minRating !== undefined ? changes.minRating : next.minRating,
    page: changes.page ?? (isFilterChange ? 1 : next.page),
  };
  return toSearchParams(merged);
}

/** The address without filters or search: the empty state's 'Clear filters'. The sort stays. */
export function withoutBrowseFilters(current: URLSearchParams): URLSearchParams {
  return withBrowseChanges(current, { niche: [], followers: [], q: '', minRating: null, ...NO_FACETS });
}

/** True when a niche, a range, a minimum rating, a facet or a search narrows the list. */
export function hasBrowseFilters(params: BrowseParams): boolean {
  return countBrowseFilters(params) > 0 || params.q !== '';
}

/** How many filter choices are made (the phone's 'Filters (3)' button). */
export function countBrowseFilters(params: BrowseParams): number {
  return (
    params.niche.length + params.followers.length + (params.minRating === null ? 0 : 1) + countFacetFilters(params)
  );
}

/**
 * What GET /api/influencers is asked: the address's parameters, what is not chosen left out; the
 * best match needs its campaign (until one is chosen, the newest come first).
 */
export function toInfluencerQuery(params: BrowseParams, pageSize: number): InfluencerListQuery {
  const { niche, followers, q, sort, page, minRating, campaign } = params;
  const match = sort === 'match' ? (campaign ? { campaign } : { sort: DEFAULT_SORT }) : {};
  return {
    niche,
    followers,
    q,
    sort,
    page,
    pageSize,
    ...match,
    ...(minRating === null ? {} : { minRating }),
    ...toFacetQuery(params),
  };
}

function toSearchParams(params: BrowseParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const niche of params.niche) next.append('niche', niche);
  for (const range of params.followers) next.append('followers', range);
  if (params.q) next.set('q', params.q);
  if (params.sort !== DEFAULT_SORT) next.set('sort', params.sort);
  if (params.sort === 'match' && params.campaign) next.set('campaign', params.campaign);
  if (params.minRating !== null) next.set('minRating', String(params.minRating));
  writeFacetParams(next, params);
  if (params.page > 1) next.set('page', String(params.page));
  return next;
}

/** '248 creators', '1 creator'. */
export function formatCreatorTotal(total: number): string {
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'creator' : 'creators'}`;
}
