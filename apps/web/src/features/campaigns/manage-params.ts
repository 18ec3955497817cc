import { CAMPAIGN_PLATFORMS, CAMPAIGN_PRICES, type CampaignPlatform, type CampaignPrice } from '@equicreators/shared';

/** The filters of /manage-campaign as its address holds them (`?type=&platform=`); '' means all. */
export type ManageFilters = { type: CampaignPrice | ''; platform: CampaignPlatform | '' };

function oneOf<Value extends string>(options: readonly Value[], value: string | null): Value | '' {
  return (options as readonly (string | null)[]).includes(value) ? (value as Value) : '';
}

/** Reads the filters, ignoring a value the server would refuse (a hand-edited `?type=Free`). */
export function readManageFilters(params: URLSearchParams): ManageFilters {
  return {
    type: oneOf(CAMPAIGN_PRICES, params.get('type')),
    platform: oneOf(CAMPAIGN_PLATFORMS, params.get('platform')),
  };
}

/** The address parameters with a filter changed; 'all' leaves the address, other parameters stay. */
export function withManageFilter(current: URLSearchParams, name: keyof ManageFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const allowed = name === 'type' ? oneOf(CAMPAIGN_PRICES, value) : oneOf(CAMPAIGN_PLATFORMS, value);
  if (allowed) next.set(name, allowed);
  else next.delete(name);
  return next;
}
