/** Campaign price options (spec §3); 'Paid' is the default. */
export const CAMPAIGN_PRICES = ['Paid', 'Unpaid'] as const;
export type CampaignPrice = (typeof CAMPAIGN_PRICES)[number];
export const DEFAULT_CAMPAIGN_PRICE: CampaignPrice = 'Paid';

/** Campaign platforms (spec §3); 'Instagram' is the default. */
export const CAMPAIGN_PLATFORMS = ['Instagram', 'Facebook'] as const;
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];
export const DEFAULT_CAMPAIGN_PLATFORM: CampaignPlatform = 'Instagram';

/**
 * A creator's status in one campaign (spec §3, §4): Not Applied (invited) → Applied → Hired, plus
 * Declined (the brand turned the applicant down) and Withdrawn (the creator withdrew or declined the
 * invitation). The moves between them are campaign-lifecycle.ts's machine (docs/decisions/019).
 */
export const ENTRY_STATUSES = ['Not Applied', 'Applied', 'Hired', 'Declined', 'Withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** A brand's decision on a hired creator, sent with a message (spec §4, DECISIONS). */
export const DECISION_LABELS = ['Partially Approved', 'Approved', 'Closed'] as const;
export type DecisionLabel = (typeof DECISION_LABELS)[number];

/** The collaboration kinds a brand picks at signup (spec §3, influencerType). */
export const BRAND_INFLUENCER_TYPES = [
  'Paid Campaigns',
  'Gifted Campaigns',
  'Sponsorships',
  'Affiliate Programs',
  'PR',
] as const;
export type BrandInfluencerType = (typeof BRAND_INFLUENCER_TYPES)[number];

/** Description cut-offs of spec §9. */
export const DESCRIPTION_LIMITS = { list: 180, drawer: 250 } as const;
