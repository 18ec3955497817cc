import {
  CAMPAIGN_DISCIPLINE_FILTERS,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_SORTS,
  CAMPAIGN_TEXT_LIMITS,
  CampaignIdParamsSchema,
  COMPENSATION_KINDS,
  CURRENCIES,
  DELIVERABLE_FORMATS,
  isLocalDate,
  OFFER_LIMITS,
  toCanonicalNiche,
  type CampaignDisciplineFilter,
  type CampaignPlatform,
  type CampaignPrice,
  type CampaignSort,
  type CompensationKind,
  type Currency,
  type DeliverableFormat,
  type LocalDate,
  type Niche,
} from '@equicreators/shared';

/** What the creator's campaign page keeps in its address, so a reload or a shared link keeps it. */
export type FeedParams = {
  /** Title search (`?q=`), trimmed; '' for none. */
  q: string;
  /** Platform filter (`?platform=`); '' for All Platforms. */
  platform: CampaignPlatform | '';
  /** Type filter (`?type=`, Paid or Unpaid); '' for All Types. */
  type: CampaignPrice | '';
  /** Niche filter (`?niche=`, the canonical list); '' for All Niches. */
  niche: Niche | '';
  /** Only campaigns that offer a compensation (`?compensation=true`). */
  compensation: boolean;
  /** Only campaigns wanting any of the creator's own disciplines (`?discipline=mine`, issue 33). */
  discipline: CampaignDisciplineFilter | '';
  /** Compensation kind (`?kind=fee`); '' for every kind. */
  kind: CompensationKind | '';
  /** The currency of the fee range (`?currency=GBP`); '' for any. */
  currency: Currency | '';
  /** The fee range in minor units (`?feeMin=10000`), as the server takes it; null when open. */
  feeMin: number | null;
  feeMax: number | null;
  /** Days the content window must overlap (`?contentFrom=2027-01-10`); '' when open. */
  contentFrom: LocalDate;
  contentTo: LocalDate;
  /** Deliverable format (`?format=reel`); '' for every format. */
  format: DeliverableFormat | '';
  /** Only campaigns with spots left (`?spotsLeft=true`). */
  spotsLeft: boolean;
  /** The order (`?sort=deadline`); newest first when absent. */
  sort: CampaignSort;
  /** A campaign to highlight (`?campaign=`, the e-mailed invitation link); null when absent or not an id. */
  campaignId: string | null;
};

/** The filters a creator changes; the highlighted campaign is not one of them. */
export type FeedFilterChanges = Partial<Omit<FeedParams, 'campaignId'>>;

function oneOf<Value extends string>(options: readonly Value[], value: string | null): Value | '' {
  return (options as readonly (string | null)[]).includes(value) ? (value as Value) : '';
}

function amountOf(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= 1 && amount <= OFFER_LIMITS.maxAmountMinor ? amount : null;
}

function dayOf(value: string | null): LocalDate {
  return value !== null && isLocalDate(value) ? value : '';
}

/**
 * The offer's filters as the server accepts them: a fee range only with its currency, its top at
 * least its bottom, a window's end on or after its start (what does not fit is dropped).
 */
function readOfferParams(params: URLSearchParams) {
  const currency = oneOf(CURRENCIES, params.get('currency'));
  const feeMin = currency ? amountOf(params.get('feeMin')) : null;
  const feeMax = currency ? amountOf(params.get('feeMax')) : null;
  const contentFrom = dayOf(params.get('contentFrom'));
  const contentTo = dayOf(params.get('contentTo'));
  return {
    kind: oneOf(COMPENSATION_KINDS, params.get('kind')),
    currency,
    feeMin,
    feeMax: feeMin !== null && feeMax !== null && feeMax < feeMin ? null : feeMax,
    contentFrom,
    contentTo: contentFrom && contentTo && contentTo < contentFrom ? '' : contentTo,
    format: oneOf(DELIVERABLE_FORMATS, params.get('format')),
    spotsLeft: params.get('spotsLeft') === 'true',
  } satisfies Partial<FeedParams>;
}

/** Reads the page's parameters, ignoring what the server would refuse (an unknown platform, a bad id). */
export function readFeedParams(params: URLSearchParams): FeedParams {
  const campaign = params.get('campaign');
  return {
    ...readOfferParams(params),
    q: (params.get('q') ?? '').trim().slice(0, CAMPAIGN_TEXT_LIMITS.search),
    platform: oneOf(CAMPAIGN_PLATFORMS, params.get('platform')),
    type: oneOf(CAMPAIGN_PRICES, params.get('type')),
    niche: toCanonicalNiche(params.get('niche') ?? '') ?? '',
    compensation: params.get('compensation') === 'true',
    discipline: oneOf(CAMPAIGN_DISCIPLINE_FILTERS, params.get('discipline')),
    sort: oneOf(CAMPAIGN_SORTS, params.get('sort')) || 'newest',
    campaignId: campaign && CampaignIdParamsSchema.shape.id.safeParse(campaign).success ? campaign : null,
  };
}

/**
 * The address parameters with new filters; a filter back at "all" (or the default order) leaves the
 * address, the other parameters stay as they were.
 */
export function withFeedFilters(current: URLSearchParams, changes: FeedFilterChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const text = typeof value === 'boolean' ? (value ? 'true' : '') : String(value ?? '').trim();
    if (text && !(name === 'sort' && text === 'newest')) next.set(name, text);
    else next.delete(name);
  }
  return next;
}

/** The filters a creator can clear at once (the order is no filter: it stays). */
export const CLEARED_FEED_FILTERS: Required<Omit<FeedFilterChanges, 'sort'>> = {
  q: '',
  platform: '',
  type: '',
  niche: '',
  compensation: false,
  discipline: '',
  kind: '',
  currency: '',
  feeMin: null,
  feeMax: null,
  contentFrom: '',
  contentTo: '',
  format: '',
  spotsLeft: false,
};

/** Whether any filter (not the order) narrows the feed. */
export function isFeedFiltered(params: FeedParams): boolean {
  return (Object.keys(CLEARED_FEED_FILTERS) as (keyof typeof CLEARED_FEED_FILTERS)[]).some(
    (name) => params[name] !== CLEARED_FEED_FILTERS[name],
  );
}

/** The feed's filters as GET /api/campaign takes them (empty values are left out of the request). */
export function feedQueryOf(params: FeedParams) {
  return {
    q: params.q,
    platform: params.platform,
    type: params.type,
    niche: params.niche,
    compensation: params.compensation ? ('true' as const) : ('' as const),
    discipline: params.discipline,
    sort: params.sort,
    kind: params.kind,
    currency: params.currency,
    feeMin: params.feeMin === null ? '' : String(params.feeMin),
    feeMax: params.feeMax === null ? '' : String(params.feeMax),
    contentFrom: params.contentFrom,
    contentTo: params.contentTo,
    format: params.format,
    spotsLeft: params.spotsLeft ? ('true' as const) : ('' as const),
  };
}

/** How many of the offer's filters narrow the feed: the 'More filters' button shows it. */
export function countOfferFilters(params: FeedParams): number {
  return [
    params.kind,
    params.format,
    // The currency and its range are one filter.
    params.currency || params.feeMin !== null || params.feeMax !== null,
    params.contentFrom || params.contentTo,
    params.spotsLeft,
  ].filter(Boolean).length;
}
