import { CAMPAIGN_PLATFORMS, CAMPAIGN_PRICES } from '@equicreators/shared';

/** Spec §2 platform filter of both campaign lists: All Platforms (''), Instagram, Facebook. */
export const PLATFORM_FILTER_OPTIONS = [
  { value: '', label: 'All Platforms' },
  ...CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];

/** Spec §2 type filter of All Campaign: All Types (''), Paid, Unpaid. */
export const TYPE_FILTER_OPTIONS = [
  { value: '', label: 'All Types' },
  ...CAMPAIGN_PRICES.map((price) => ({ value: price, label: price })),
];
