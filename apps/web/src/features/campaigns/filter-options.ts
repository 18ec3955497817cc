import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  COMPENSATION_KIND_LABELS,
  COMPENSATION_KINDS,
  CURRENCIES,
  DELIVERABLE_FORMAT_LABELS,
  DELIVERABLE_FORMATS,
  NICHES,
  type CampaignSort,
} from '@equicreators/shared';

/** Spec §2 platform filter of both campaign lists: All Platforms (''), then every platform (decision 020). */
export const PLATFORM_FILTER_OPTIONS = [
  { value: '', label: 'All Platforms' },
  ...CAMPAIGN_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];

/** Spec §2 type filter of All Campaign: All Types (''), Paid, Unpaid. */
export const TYPE_FILTER_OPTIONS = [
  { value: '', label: 'All Types' },
  ...CAMPAIGN_PRICES.map((price) => ({ value: price, label: price })),
];

/** The feed's niche filter: All Niches (''), then the canonical list. */
export const NICHE_FILTER_OPTIONS = [
  { value: '', label: 'All Niches' },
  ...NICHES.map((niche) => ({ value: niche, label: niche })),
];

/** The feed's compensation kind filter (issue 31): All kinds (''), then each kind. */
export const KIND_FILTER_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...COMPENSATION_KINDS.map((kind) => ({ value: kind, label: COMPENSATION_KIND_LABELS[kind] })),
];

/** The feed's deliverable format filter: All formats (''), then each format. */
export const FORMAT_FILTER_OPTIONS = [
  { value: '', label: 'All formats' },
  ...DELIVERABLE_FORMATS.map((format) => ({ value: format, label: DELIVERABLE_FORMAT_LABELS[format] })),
];

/** The currency of the feed's fee range: Any (''), then each currency. */
export const CURRENCY_FILTER_OPTIONS = [
  { value: '', label: 'Any currency' },
  ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

const SORT_LABELS: Record<CampaignSort, string> = { newest: 'Newest', deadline: 'Deadline soonest' };

/** The feed's orders. */
export const SORT_OPTIONS = CAMPAIGN_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** /manage-campaign's state filter: every campaign not archived (''), then Open, Closed, Archived. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All but archived' },
  ...CAMPAIGN_STATUSES.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] })),
];
