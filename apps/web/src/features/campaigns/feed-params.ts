import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_TEXT_LIMITS,
  CampaignIdParamsSchema,
  type CampaignPlatform,
} from '@equicreators/shared';

/** What the creator's campaign page keeps in its address, so a reload or a shared link keeps it. */
export type FeedParams = {
  /** Title search (`?q=`), trimmed; '' for none. */
  q: string;
  /** Platform filter (`?platform=`); '' for All Platforms. */
  platform: CampaignPlatform | '';
  /** A campaign to highlight (`?campaign=`, the e-mailed invitation link); null when absent or not an id. */
  campaignId: string | null;
};

function isPlatform(value: string | null): value is CampaignPlatform {
  return (CAMPAIGN_PLATFORMS as readonly (string | null)[]).includes(value);
}

/** Reads the page's parameters, ignoring what the server would refuse (an unknown platform, a bad id). */
export function readFeedParams(params: URLSearchParams): FeedParams {
  const platform = params.get('platform');
  const campaign = params.get('campaign');
  return {
    q: (params.get('q') ?? '').trim().slice(0, CAMPAIGN_TEXT_LIMITS.search),
    platform: isPlatform(platform) ? platform : '',
    campaignId: campaign && CampaignIdParamsSchema.shape.id.safeParse(campaign).success ? campaign : null,
  };
}

/** The address parameters with new filters; an empty filter leaves the address, others stay as they were. */
export function withFeedFilters(
  current: URLSearchParams,
  changes: Partial<Pick<FeedParams, 'q' | 'platform'>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const text = (value ?? '').trim();
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}
