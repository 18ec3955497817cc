import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_SORTS,
  CAMPAIGN_TEXT_LIMITS,
  CampaignIdParamsSchema,
  toCanonicalNiche,
  type CampaignPlatform,
  type CampaignPrice,
  type CampaignSort,
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

/** Reads the page's parameters, ignoring what the server would refuse (an unknown platform, a bad id). */
export function readFeedParams(params: URLSearchParams): FeedParams {
  const campaign = params.get('campaign');
  return {
    q: (params.get('q') ?? '').trim().slice(0, CAMPAIGN_TEXT_LIMITS.search),
    platform: oneOf(CAMPAIGN_PLATFORMS, params.get('platform')),
    type: oneOf(CAMPAIGN_PRICES, params.get('type')),
    niche: toCanonicalNiche(params.get('niche') ?? '') ?? '',
    compensation: params.get('compensation') === 'true',
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
    const text = name === 'compensation' ? (value === true ? 'true' : '') : String(value ?? '').trim();
    if (text && !(name === 'sort' && text === 'newest')) next.set(name, text);
    else next.delete(name);
  }
  return next;
}
