import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_STATUSES,
  type CampaignPlatform,
  type CampaignPrice,
  type CampaignStatus,
} from '@equicreators/shared';

/**
 * The filters of /manage-campaign as its address holds them (`?type=&platform=&status=`); '' means
 * all (for the state: every campaign not archived).
 */
export type ManageFilters = { type: CampaignPrice | ''; platform: CampaignPlatform | ''; status: CampaignStatus | '' };

const OPTIONS_OF: Record<keyof ManageFilters, readonly string[]> = {
  type: CAMPAIGN_PRICES,
  platform: CAMPAIGN_PLATFORMS,
  status: CAMPAIGN_STATUSES,
};

function oneOf<Value extends string>(options: readonly Value[], value: string | null): Value | '' {
  return (options as readonly (string | null)[]).includes(value) ? (value as Value) : '';
}

/** Reads the filters, ignoring a value the server would refuse (a hand-edited `?type=Free`). */
export function readManageFilters(params: URLSearchParams): ManageFilters {
  return {
    type: oneOf(CAMPAIGN_PRICES, params.get('type')),
    platform: oneOf(CAMPAIGN_PLATFORMS, params.get('platform')),
    status: oneOf(CAMPAIGN_STATUSES, params.get('status')),
  };
}

/** The address parameters with a filter changed; 'all' leaves the address, other parameters stay. */
export function withManageFilter(current: URLSearchParams, name: keyof ManageFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const allowed = oneOf(OPTIONS_OF[name], value);
  if (allowed) next.set(name, allowed);
  else next.delete(name);
  return next;
}
