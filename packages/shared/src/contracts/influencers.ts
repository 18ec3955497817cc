import { z } from 'zod';
import { ENTRY_STATUSES } from '../domain/campaigns.ts';
import { PASSWORD_LIMITS } from '../limits.ts';
import { FOLLOWER_RANGE_IDS } from '../domain/followers.ts';
import { NICHES } from '../domain/niches.ts';
import { DISCIPLINE_IDS, isLanguageCode, isRegionOf, RIDER_LEVEL_IDS, STAT_PLATFORMS } from '../domain/equestrian.ts';
import { CountryCodeSchema } from './creator-facets.ts';
import { EmailSchema, PhoneSchema, requiredText } from './fields.ts';
import { RatePackageSchema } from './media-kits.ts';
import { pageOf, PageQuerySchema } from './paging.ts';
import { OrderProgressSchema } from './order-work.ts';
import { InfluencerSchema, SocialMediaLinkSchema } from './profiles.ts';
import { MAX_SOCIAL_LINKS, NicheInputSchema, SocialLinkInputSchema } from './registration.ts';

/** Longest free texts of a creator profile; the form and the server share them. */
export const PROFILE_TEXT_LIMITS = {
  name: 80,
  bio: 1000,
  description: 2000,
  search: 100,
} as const;

/**
 * The browse's orders (issue 8): newest first, most followers first, verified creators first; and
 * (issue 22) the best average rating first, then the most ratings, unrated creators last; and
 * (issue 33) the best match for one of the brand's campaigns first (`targetMatch`'s score: a
 * wanted discipline and a wanted country each count one), then the newest.
 */
export const CREATOR_SORTS = ['newest', 'followers', 'verified', 'rating', 'match'] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];
export const CREATOR_SORT_LABELS: Record<CreatorSort, string> = {
  newest: 'Newest',
  followers: 'Most followers',
  verified: 'Verified first',
  rating: 'Top rated',
  match: 'Best match first',
};

// An empty string from a form or a query means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
// A repeatable query parameter arrives as one string or as a list.
const toList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? (value as unknown[]) : [value];

/** The browse's engagement filter, a percentage as people write it (2.5 for 2.5 %). */
export const MIN_ENGAGEMENT_LIMITS = { min: 0, max: 100 } as const;
const ENGAGEMENT_MESSAGE = 'Enter an engagement rate from 0 to 100 %';

/** 2.5 (%) → 250 hundredths of a percent, as creator_platform_stats keeps it. */
export function engagementBasisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

// A repeatable facet: a list of values from a canonical list, each counted once at most.
const repeatable = <Item extends z.ZodType>(item: Item, max: number) =>
  z.preprocess(toList, z.array(item).max(max, `Choose at most ${max}`)).default([]);

/**
 * GET /api/influencers: niches (any of them, case-insensitive, canonical spelling afterwards) AND
 * follower ranges (any of them), a name search, a lowest average rating, an order and the page.
 * `niche` and `followers` repeat (`?niche=Art&niche=Books`).
 * The equestrian facets (issue 33, docs/decisions/030) narrow it further, each AND the others:
 * disciplines, levels and languages (each repeats; any of them), a country and one of its regions,
 * a platform the creator has figures on, a lowest engagement rate in percent (on that platform, or
 * on any when none is given) and a country among any platform's top audience countries.
 */
export const InfluencerListQuerySchema = PageQuerySchema.extend({
  niche: z.preprocess(toList, z.array(NicheInputSchema).max(NICHES.length)).default([]),
  followers: z
    .preprocess(toList, z.array(z.enum(FOLLOWER_RANGE_IDS, { error: 'Choose follower ranges from the list' })))
    .default([]),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(PROFILE_TEXT_LIMITS.search).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(CREATOR_SORTS).default('newest')),
  /** With `sort=match`: the campaign (the calling brand's own) whose targets the creators are matched to. */
  campaign: z.preprocess(emptyToUndefined, z.uuid('must be a campaign id').optional()),
  /** Only creators whose average rating is at least this (1–5 stars); creators with no rating never match. */
  minRating: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Choose 1 to 5 stars' })
      .int('Choose 1 to 5 stars')
      .min(1, 'Choose 1 to 5 stars')
      .max(5, 'Choose 1 to 5 stars')
      .optional(),
  ),
  discipline: repeatable(z.enum(DISCIPLINE_IDS, { error: 'Choose disciplines from the list' }), DISCIPLINE_IDS.length),
  level: repeatable(z.enum(RIDER_LEVEL_IDS, { error: 'Choose levels from the list' }), RIDER_LEVEL_IDS.length),
  country: z.preprocess(emptyToUndefined, CountryCodeSchema.optional()),
  /** An ISO 3166-2 region of `country` (GB-ENG, DE-BY…); it needs the country. */
  region: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'Choose a region from the list' })
      .trim()
      .toUpperCase()
      .max(10, 'Choose a region from the list')
      .optional(),
  ),
  language: repeatable(
    z.string().trim().toLowerCase().refine(isLanguageCode, { error: 'Choose languages from the list' }),
    20,
  ),
  platform: z.preprocess(
    emptyToUndefined,
    z.enum(STAT_PLATFORMS, { error: `Choose a platform of ${STAT_PLATFORMS.join(', ')}` }).optional(),
  ),
  /** A percentage (3 or 2.5), at most two decimals: compared with each platform's engagement rate. */
  minEngagement: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: ENGAGEMENT_MESSAGE })
      .min(MIN_ENGAGEMENT_LIMITS.min, ENGAGEMENT_MESSAGE)
      .max(MIN_ENGAGEMENT_LIMITS.max, ENGAGEMENT_MESSAGE)
      .refine((percent) => Math.abs(percent * 100 - engagementBasisPointsOf(percent)) < 1e-6, {
        error: 'Enter the engagement rate with at most two decimals',
      })
      .optional(),
  ),
  audienceCountry: z.preprocess(emptyToUndefined, CountryCodeSchema.optional()),
}).superRefine((query, context) => {
  if (query.region === undefined) return;
  if (query.country === undefined) {
    context.addIssue({ code: 'custom', path: ['region'], message: 'Choose the country of the region' });
  } else if (!isRegionOf(query.region, query.country)) {
    context.addIssue({ code: 'custom', path: ['region'], message: 'Choose a region of the chosen country' });
  }
});
export type InfluencerListQuery = z.output<typeof InfluencerListQuerySchema>;

/**
 * A creator as a brand browses them (spec §2 card and the 'Influencer Statistics' drawer).
 * `email` and `phoneNumber` go only to admins and to a brand that has hired this creator on one of its
 * campaigns (DECISIONS: contact details; decision 029), so they are absent for any other brand. `thumbnail` is the small copy of `media` for cards and lists.
 */
export const BrowsedInfluencerSchema = InfluencerSchema.extend({
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  thumbnail: z.string().nullable(),
  /**
   * The address of the creator's media kit (/c/{handle}) when they show it to brands or to anyone;
   * null without one, or when it is hidden (issue 46: the card's name leads there).
   */
  mediaKitHandle: z.string().nullable(),
}).meta({ id: 'BrowsedInfluencer' });
export type BrowsedInfluencer = z.infer<typeof BrowsedInfluencerSchema>;

/**
 * GET /api/influencers/{id}, the statistics drawer: the browsed creator with the rates and packages
 * of their media kit (empty when the kit is hidden). Never contact details beyond browse's.
 */
export const InfluencerDetailSchema = BrowsedInfluencerSchema.extend({
  packages: z.array(RatePackageSchema),
}).meta({ id: 'InfluencerDetail' });
export type InfluencerDetail = z.infer<typeof InfluencerDetailSchema>;

export const InfluencerPageSchema = pageOf(BrowsedInfluencerSchema).meta({ id: 'InfluencerPage' });
export type InfluencerPage = z.infer<typeof InfluencerPageSchema>;

export const InfluencerIdParamsSchema = z.object({ id: z.uuid('must be a creator id') });

/**
 * The creator's own profile: everything brands see, plus `pendingEmail` while a new address waits
 * for its confirmation link (DECISIONS: e-mail change).
 */
export const OwnInfluencerProfileSchema = InfluencerSchema.extend({
  thumbnail: z.string().nullable(),
  pendingEmail: z.string().nullable(),
}).meta({ id: 'OwnInfluencerProfile' });
export type OwnInfluencerProfile = z.infer<typeof OwnInfluencerProfileSchema>;

/**
 * PUT /api/influencers/profile/edit, the text fields of the multipart form (spec §7): `niche` and
 * `socialMediaLinks` travel as JSON text; the optional `file` is the new picture and
 * `removePicture=true` takes the current one away. Spec §5 asks little of the form; DECISIONS and
 * the signup rules fill the rest (names required, e-mail and phone well formed, canonical niches).
 */
export const UpdateInfluencerProfileSchema = z
  .object({
    firstName: requiredText('your first name', PROFILE_TEXT_LIMITS.name),
    lastName: requiredText('your last name', PROFILE_TEXT_LIMITS.name),
    bio: z
      .string()
      .trim()
      .max(PROFILE_TEXT_LIMITS.bio, `Use at most ${PROFILE_TEXT_LIMITS.bio} characters`)
      .default(''),
    description: z
      .string()
      .trim()
      .max(PROFILE_TEXT_LIMITS.description, `Use at most ${PROFILE_TEXT_LIMITS.description} characters`)
      .default(''),
    email: EmailSchema,
    // Optional on the profile: an empty field clears it.
    phoneNumber: z.union([z.literal(''), PhoneSchema]).default(''),
    niche: z.array(NicheInputSchema).max(NICHES.length).default([]),
    socialMediaLinks: z
      .array(SocialLinkInputSchema)
      .max(MAX_SOCIAL_LINKS, `Add at most ${MAX_SOCIAL_LINKS} links`)
      .default([]),
    removePicture: z.preprocess((value) => value === true || value === 'true', z.boolean()).default(false),
    /**
     * Needed only when `email` asks for a new login address (issue 18): a stolen token alone must
     * not be able to take the login. Never trimmed: a password is used exactly as typed.
     */
    currentPassword: z
      .string()
      .max(PASSWORD_LIMITS.maxLength, `Use at most ${PASSWORD_LIMITS.maxLength} characters`)
      .default(''),
  })
  .meta({ id: 'UpdateInfluencerProfile' });
export type UpdateInfluencerProfile = z.output<typeof UpdateInfluencerProfileSchema>;
export type UpdateInfluencerProfileInput = z.input<typeof UpdateInfluencerProfileSchema>;

/** GET /api/influencers/confirm-email?token=: the link the new address receives. */
export const ConfirmEmailChangeSchema = z
  .object({ token: z.string().trim().min(1, 'This link is not valid').max(200) })
  .meta({ id: 'ConfirmEmailChange' });

/** The influencer list's filter (spec §2): Pending or Hired, Hired by default. */
export const INFLUENCER_LIST_STATUSES = ['Pending', 'Hired'] as const;
export type InfluencerListStatus = (typeof INFLUENCER_LIST_STATUSES)[number];

/** GET /api/influencers/campaignOfInfluencers (and the spec's misspelt alias). */
export const CampaignOfInfluencersQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(INFLUENCER_LIST_STATUSES).default('Hired')),
});
export type CampaignOfInfluencersQuery = z.output<typeof CampaignOfInfluencersQuerySchema>;

/**
 * One creator of the brand's influencer list, scoped to the brand's own campaigns (DECISIONS):
 * 'Hired' = hired on at least one of them; 'Pending' = applied or invited there but hired on none.
 * `campaigns` lists the brand's campaigns the creator is in; `unreadCount` counts the creator's
 * messages the brand has not read across those threads (the Notifications dot).
 */
export const BrandInfluencerRowSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().optional(),
    niche: z.array(z.string()),
    socialMediaLinks: z.array(SocialMediaLinkSchema),
    media: z.string().nullable(),
    thumbnail: z.string().nullable(),
    status: z.enum(INFLUENCER_LIST_STATUSES),
    campaigns: z.array(
      z.object({
        _id: z.string(),
        campaignTitle: z.string(),
        status: z.enum(ENTRY_STATUSES),
        /** The order's progress (issue 22), null unless the creator is Hired on it. */
        progress: OrderProgressSchema.nullable(),
      }),
    ),
    unreadCount: z.number().int().min(0),
    notificationSent: z.boolean(),
  })
  .meta({ id: 'BrandInfluencerRow' });
export type BrandInfluencerRow = z.infer<typeof BrandInfluencerRowSchema>;

export const BrandInfluencerPageSchema = pageOf(BrandInfluencerRowSchema).meta({ id: 'BrandInfluencerPage' });
export type BrandInfluencerPage = z.infer<typeof BrandInfluencerPageSchema>;

/** Strings of spec §8 (with the DECISIONS typo fixes) that the profile and browse screens show. */
export const INFLUENCER_MESSAGES = {
  profileSaved: 'Profile updated successfully!',
  emailChangePending: 'We sent a link to your new address. Your login changes when you open it.',
  emailChanged:
    'Your e-mail address has been changed. For your safety every device was logged out: log in with the new address.',
  currentPasswordRequired: 'Enter your current password to change your e-mail address.',
  currentPasswordWrong: 'This is not your current password.',
  emailChangeCancelled: 'The change of e-mail address was cancelled; its link no longer works.',
  noCreators: 'No creators match these filters.',
  unpaidBrand:
    "Invitations and hires open once your subscription is paid; a creator's contact details come with the hire. Choose a plan under View Business plans, or contact us.",
  statisticsHeading: 'Influencer Statistics',
  pendingOnly: 'Messages can be sent to Hired Influencers only',
} as const;
