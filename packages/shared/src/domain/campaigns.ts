/** Campaign price options (spec §3); 'Paid' is the default. */
export const CAMPAIGN_PRICES = ['Paid', 'Unpaid'] as const;
export type CampaignPrice = (typeof CAMPAIGN_PRICES)[number];
export const DEFAULT_CAMPAIGN_PRICE: CampaignPrice = 'Paid';

/**
 * Campaign platforms; 'Instagram' is the default. The spec lists Instagram and Facebook only, but
 * its own product description and the home page promise TikTok, YouTube and UGC creators
 * (issue 21; docs/decisions/020-campaign-feed-filters.md).
 */
export const CAMPAIGN_PLATFORMS = ['Instagram', 'TikTok', 'YouTube', 'Facebook', 'UGC'] as const;
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];
export const DEFAULT_CAMPAIGN_PLATFORM: CampaignPlatform = 'Instagram';

/**
 * A creator's status in one campaign (spec §3, §4): Not Applied (invited) → Applied → Hired, plus
 * Declined (the brand turned the applicant down), Invitation Declined (the creator said no to an
 * invitation) and Withdrawn (the creator withdrew an application). The moves between them are
 * campaign-lifecycle.ts's machine (docs/decisions/019, 025). The stored words are the API's; people
 * read ENTRY_STATUS_LABELS.
 */
export const ENTRY_STATUSES = [
  'Not Applied',
  'Applied',
  'Hired',
  'Declined',
  'Withdrawn',
  'Invitation Declined',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * What a status is called on every screen and in every e-mail, for the brand and the creator alike
 * (docs/decisions/025): the stored 'Not Applied' is an invitation awaiting an answer, the stored
 * 'Declined' is the brand's "not selected".
 */
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  'Not Applied': 'Invited',
  Applied: 'Applied',
  Hired: 'Hired',
  Declined: 'Not selected',
  'Invitation Declined': 'Invitation declined',
  Withdrawn: 'Withdrawn',
};

/** The order in which lists group and count statuses: what needs someone first, the ends last. */
export const ENTRY_STATUS_ORDER: readonly EntryStatus[] = [
  'Not Applied',
  'Applied',
  'Hired',
  'Declined',
  'Invitation Declined',
  'Withdrawn',
];

/**
 * How many entries are in each status, in ENTRY_STATUS_ORDER, leaving out statuses with none: the
 * counts above a campaign's list of creators, each counting exactly the rows it filters to.
 */
export function countByEntryStatus(
  entries: readonly { status: EntryStatus }[],
): { status: EntryStatus; count: number }[] {
  return ENTRY_STATUS_ORDER.map((status) => ({
    status,
    count: entries.filter((entry) => entry.status === status).length,
  })).filter(({ count }) => count > 0);
}

/** The statuses a campaign's public "Creators" count and creator grid include (spec §2: applied or hired). */
export const COUNTED_ENTRY_STATUSES = ['Applied', 'Hired'] as const satisfies readonly EntryStatus[];

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

/** How the creators' feed orders campaigns: newest first, or the nearest application deadline first. */
export const CAMPAIGN_SORTS = ['newest', 'deadline'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = 'newest';
