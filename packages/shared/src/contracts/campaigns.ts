import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/campaign-lifecycle.ts';
import { CAMPAIGN_PLATFORMS, CAMPAIGN_PRICES, CAMPAIGN_SORTS, ENTRY_STATUSES } from '../domain/campaigns.ts';
import { DISCIPLINE_IDS } from '../domain/equestrian.ts';
import { COMPENSATION_KINDS, DELIVERABLE_FORMATS } from '../domain/offers.ts';
import { NICHES } from '../domain/niches.ts';
import { PAGE_LIMITS, UPLOAD_LIMITS } from '../limits.ts';
import { CountryCodeSchema } from './creator-facets.ts';
import { EmailSchema, requiredText } from './fields.ts';
import {
  DeliverablePlanFieldSchema,
  DeliverablePlanItemSchema,
  OrderProgressSchema,
  RatingSummarySchema,
} from './order-work.ts';
import {
  AmountMinorSchema,
  HireOfferSchema,
  CurrencySchema,
  LocalDateSchema,
  OfferFieldSchema,
  OfferSchema,
  PitchInputSchema,
  PitchSchema,
  TermsAsWrittenSchema,
} from './offers.ts';
import { pageOf, PageQuerySchema } from './paging.ts';
import { NicheInputSchema } from './registration.ts';

/** Longest free texts of a campaign; the form and the server share them. */
export const CAMPAIGN_TEXT_LIMITS = {
  title: 150,
  shortText: 200,
  longText: 5000,
  search: 100,
} as const;

// An empty string from a form or a query means "not given" (spec §7: platform may be empty).
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
// A repeatable query parameter arrives as one string or as a list.
const toList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
// A multipart form carries one text per field: the campaign's niches travel comma-separated.
const commaList = (value: unknown): unknown =>
  typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : (value ?? []);

/** The campaign's niches (the canonical list, any casing in, canonical spelling out), each once. */
export const CampaignNichesSchema = z
  .preprocess(commaList, z.array(NicheInputSchema).max(NICHES.length))
  .transform((niches) => [...new Set(niches)]);

/** How many disciplines and countries a campaign may want (issue 33): every discipline, a region's worth of countries. */
export const CAMPAIGN_TARGET_LIMITS = { disciplines: DISCIPLINE_IDS.length, countries: 20 } as const;

const uniqueList = <T>(list: T[]): T[] => [...new Set(list)];

/**
 * The disciplines a campaign wants (issue 33, docs/decisions/030): DISCIPLINES ids, comma-separated
 * in the multipart form, each once; empty: any discipline.
 */
export const CampaignTargetDisciplinesSchema = z
  .preprocess(
    commaList,
    z
      .array(
        z.enum(DISCIPLINE_IDS, {
          error: (issue) => `"${String(issue.input)}" is not a discipline: choose disciplines from the list`,
        }),
      )
      .max(CAMPAIGN_TARGET_LIMITS.disciplines, `Choose at most ${CAMPAIGN_TARGET_LIMITS.disciplines} disciplines`),
  )
  .transform(uniqueList);

/** The countries a campaign wants: ISO 3166-1 alpha-2 codes, comma-separated, each once; empty: anywhere. */
export const CampaignTargetCountriesSchema = z
  .preprocess(
    commaList,
    z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => CountryCodeSchema.safeParse(code).success, {
            error: (issue) => `"${String(issue.input)}" is not a country code: choose countries from the list`,
          }),
      )
      .max(CAMPAIGN_TARGET_LIMITS.countries, `Choose at most ${CAMPAIGN_TARGET_LIMITS.countries} countries`),
  )
  .transform(uniqueList);

const optionalText = (maxLength: number) =>
  z.string().trim().max(maxLength, `Use at most ${maxLength} characters`).optional().default('');

/** Without an offer, the spec's three texts are what the campaign offers: each is then required. */
const SPEC_TERMS = [
  ['compensation', 'Enter the compensation'],
  ['deadlines', 'Enter the deadlines'],
  ['deliverables', 'Enter the deliverables'],
] as const;

/**
 * Spec §3 Campaign fields as the brand sends them (multipart text fields of POST /api/campaign;
 * the repeated `images` files travel beside them). Required per spec §5; the description is optional.
 */
export const CreateCampaignFieldsSchema = z
  .object({
    companyName: requiredText('the company name', CAMPAIGN_TEXT_LIMITS.shortText),
    campaignTitle: requiredText('a campaign title', CAMPAIGN_TEXT_LIMITS.title),
    campaignDescription: z
      .string()
      .trim()
      .max(CAMPAIGN_TEXT_LIMITS.longText, `Use at most ${CAMPAIGN_TEXT_LIMITS.longText} characters`)
      .optional()
      .default(''),
    requirements: requiredText('the requirements', CAMPAIGN_TEXT_LIMITS.longText),
    // The spec's free texts: a client that sends `offer` leaves them out (they are derived from it);
    // a client written to the spec sends them and the server reads them as data where it can.
    deliverables: optionalText(CAMPAIGN_TEXT_LIMITS.longText),
    deadlines: optionalText(CAMPAIGN_TEXT_LIMITS.shortText),
    compensation: optionalText(CAMPAIGN_TEXT_LIMITS.shortText),
    brand: requiredText('the brand', CAMPAIGN_TEXT_LIMITS.shortText),
    COEmail: EmailSchema,
    price: z.enum(CAMPAIGN_PRICES, { error: 'Choose Paid or Unpaid' }).default('Paid'),
    social_media: z
      .enum(CAMPAIGN_PLATFORMS, { error: `Choose one of ${CAMPAIGN_PLATFORMS.join(', ')}` })
      .default('Instagram'),
    /** Optional: the niches the campaign is for, comma-separated (`Sports,Travel`); the feed filters on them. */
    niches: CampaignNichesSchema.optional().default([]),
    /** Optional (issue 33): the disciplines wanted, comma-separated ids (`dressage,eventing`); absent: any. */
    targetDisciplines: CampaignTargetDisciplinesSchema.optional().default([]),
    /** Optional (issue 33): the countries wanted, comma-separated ISO 3166-1 alpha-2 codes (`DE,NL`); absent: anywhere. */
    targetCountries: CampaignTargetCountriesSchema.optional().default([]),
  })
  .meta({ id: 'CreateCampaignFields' });
export type CreateCampaignFields = z.output<typeof CreateCampaignFieldsSchema>;
export type CreateCampaignFieldsInput = z.input<typeof CreateCampaignFieldsSchema>;

/**
 * What the server checks on POST /api/campaign and PUT /api/campaign/{id}: spec §3's fields plus
 * the optional application deadline, after which the campaign takes no more applications
 * (docs/decisions/019): an ISO date-time with its offset; empty or absent means none (on an edit:
 * removes it). The server also wants it in the future. `deliverablePlan` (JSON text, docs/decisions/022)
 * is what each new hire starts with: absent on creation it defaults from the free texts, absent on
 * an edit it stays as it is.
 */
const campaignFormShape = {
  applicationDeadline: z.preprocess(
    emptyToUndefined,
    z.iso.datetime({ offset: true, error: 'Enter the application deadline as a date and time' }).optional(),
  ),
  deliverablePlan: DeliverablePlanFieldSchema,
  /**
   * The offer as data (issue 31): JSON text of OfferInput. When given, it is the truth: the spec's
   * texts, `price`, the application deadline and the deliverables plan are derived from it.
   */
  offer: OfferFieldSchema,
};

function requireTermsWithoutOffer(
  fields: { offer?: unknown; compensation: string; deadlines: string; deliverables: string },
  context: z.RefinementCtx,
): void {
  if (fields.offer !== undefined) return;
  for (const [field, message] of SPEC_TERMS) {
    if (fields[field] === '') context.addIssue({ code: 'custom', path: [field], message });
  }
}

export const CampaignFormFieldsSchema = CreateCampaignFieldsSchema.extend(campaignFormShape)
  .superRefine(requireTermsWithoutOffer)
  .meta({ id: 'CampaignFormFields' });
export type CampaignFormFields = z.output<typeof CampaignFormFieldsSchema>;
export type CampaignFormFieldsInput = z.input<typeof CampaignFormFieldsSchema>;

/** One place in an edited campaign's image order: a kept image's file id, or `new:N` (the Nth new file, from 0). */
export const NEW_IMAGE_SLOT_PATTERN = /^new:(\d{1,2})$/;
const ImageSlotSchema = z.union([z.uuid(), z.string().regex(NEW_IMAGE_SLOT_PATTERN)], {
  error: 'List kept image ids and new:N for the new files',
});

/**
 * PUT /api/campaign/{id}: every field of creation (same rules), plus `imageOrder`, the final images
 * in order, comma-separated: kept images by their id (Campaign.imageIds), new files as `new:0`,
 * `new:1`… in the order the files are sent. Images left out are removed. Without `imageOrder` the
 * kept images are all the current ones, in their order, followed by the new files.
 */
export const EditCampaignFieldsSchema = CreateCampaignFieldsSchema.extend({
  ...campaignFormShape,
  imageOrder: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((slot) => slot.trim())
            .filter((slot) => slot !== '')
        : value,
    z
      .array(ImageSlotSchema)
      .min(1, 'Keep or add at least one image')
      .max(UPLOAD_LIMITS.maxFilesPerCampaign, `Use at most ${UPLOAD_LIMITS.maxFilesPerCampaign} images`)
      .refine((slots) => new Set(slots).size === slots.length, 'Name each image once')
      .optional(),
  ),
})
  .superRefine(requireTermsWithoutOffer)
  .meta({ id: 'EditCampaignFields' });
export type EditCampaignFields = z.output<typeof EditCampaignFieldsSchema>;
export type EditCampaignFieldsInput = z.input<typeof EditCampaignFieldsSchema>;

/** The feed's discipline filter: the caller's own disciplines. */
export const CAMPAIGN_DISCIPLINE_FILTERS = ['mine'] as const;
export type CampaignDisciplineFilter = (typeof CAMPAIGN_DISCIPLINE_FILTERS)[number];

/** `?compensation=true`: only campaigns whose compensation offers something (a flag: true or false). */
const CompensationFlagSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : value),
  z.enum(['true', 'false'], { error: 'Use true or false' }).transform((value) => value === 'true'),
);

/**
 * GET /api/campaign: filters of spec §7 (type, platform) plus niches (any of them, repeated:
 * `?niche=Sports&niche=Travel`), compensation offered, the title search, the order and paging
 * (docs/decisions/020). For a brand, `status` picks its Open, Closed or Archived campaigns
 * (absent: every campaign not archived); creators only ever see open ones.
 */
export const CampaignListQuerySchema = PageQuerySchema.extend({
  type: z.preprocess(emptyToUndefined, z.enum(CAMPAIGN_PRICES).optional()),
  platform: z.preprocess(emptyToUndefined, z.enum(CAMPAIGN_PLATFORMS).optional()),
  niche: z.preprocess(toList, z.array(NicheInputSchema).max(NICHES.length)).default([]),
  compensation: CompensationFlagSchema,
  sort: z.preprocess(emptyToUndefined, z.enum(CAMPAIGN_SORTS).default('newest')),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(CAMPAIGN_TEXT_LIMITS.search).optional()),
  brandid: z.preprocess(emptyToUndefined, z.uuid('must be a brand id').optional()),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(CAMPAIGN_STATUSES, { error: `Choose one of ${CAMPAIGN_STATUSES.join(', ')}` }).optional(),
  ),
  // Structured offers (issue 31): compensation kinds (any of them, repeated), a fee range in minor
  // units of one currency (the range needs the currency), a content window that overlaps the given
  // days, deliverable formats (any of them, repeated), and only campaigns with spots left.
  kind: z.preprocess(toList, z.array(z.enum(COMPENSATION_KINDS)).max(COMPENSATION_KINDS.length)).default([]),
  currency: z.preprocess(emptyToUndefined, CurrencySchema.optional()),
  feeMin: z.preprocess(emptyToUndefined, z.coerce.number().pipe(AmountMinorSchema).optional()),
  feeMax: z.preprocess(emptyToUndefined, z.coerce.number().pipe(AmountMinorSchema).optional()),
  contentFrom: z.preprocess(emptyToUndefined, LocalDateSchema.optional()),
  contentTo: z.preprocess(emptyToUndefined, LocalDateSchema.optional()),
  format: z.preprocess(toList, z.array(z.enum(DELIVERABLE_FORMATS)).max(DELIVERABLE_FORMATS.length)).default([]),
  spotsLeft: CompensationFlagSchema,
  /**
   * `mine` (creators, issue 33): only campaigns that want any of the caller's own disciplines;
   * a creator without disciplines gets an empty page. Ignored for brands and admins.
   */
  discipline: z.preprocess(
    emptyToUndefined,
    z.enum(CAMPAIGN_DISCIPLINE_FILTERS, { error: 'Use discipline=mine' }).optional(),
  ),
}).superRefine((query, context) => {
  if ((query.feeMin !== undefined || query.feeMax !== undefined) && query.currency === undefined) {
    context.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the currency of the fee range' });
  }
  if (query.feeMin !== undefined && query.feeMax !== undefined && query.feeMin > query.feeMax) {
    context.addIssue({ code: 'custom', path: ['feeMax'], message: 'Make the highest fee at least the lowest' });
  }
  if (query.contentFrom && query.contentTo && query.contentFrom > query.contentTo) {
    context.addIssue({ code: 'custom', path: ['contentTo'], message: 'End the window on or after its start' });
  }
});
export type CampaignListQuery = z.output<typeof CampaignListQuerySchema>;

export const CampaignIdParamsSchema = z.object({ id: z.uuid('must be a campaign id') });
export const CampaignInfluencerParamsSchema = z.object({
  campaignId: z.uuid('must be a campaign id'),
  influencerId: z.uuid('must be a creator id'),
});
export const UserIdParamsSchema = z.object({ userId: z.uuid('must be a user id') });
/** POST /api/campaign/{id}/applicants/{creatorId}/decline */
export const CampaignApplicantParamsSchema = z.object({
  id: z.uuid('must be a campaign id'),
  creatorId: z.uuid('must be a creator id'),
});

/**
 * A creator in a campaign (spec §3 `influencers` entry). The owning brand (and an admin) gets every
 * entry; anyone else gets Applied and Hired entries with picture and first name only (DECISIONS:
 * campaign visibility), so the optional fields are absent for them. `email` goes to admins, and to
 * the brand only for the creators it has hired on one of its campaigns (DECISIONS: contact details).
 */
export const CampaignInfluencerSchema = z
  .object({
    status: z.enum(ENTRY_STATUSES),
    influencerId: z.object({
      _id: z.string(),
      firstName: z.string(),
      media: z.string().nullable(),
      lastName: z.string().optional(),
      email: z.string().optional(),
      niche: z.array(z.string()).optional(),
      /** Who the creator is, for the campaign's brand and admins (issue 46): DISCIPLINES ids. */
      disciplines: z.array(z.string()).optional(),
      /** ISO 3166-1 alpha-2, or null when the creator has not said. */
      country: z.string().nullable().optional(),
      totalFollowers: z.number().int().nonnegative().optional(),
      /** The media kit's handle when the creator shows it to brands (null without one). */
      mediaKitHandle: z.string().nullable().optional(),
    }),
    /** The order's progress (issue 22): for Hired entries, to the campaign's brand and admins only. */
    progress: OrderProgressSchema.optional(),
    /** The applicant's pitch (issue 31): to the campaign's brand and admins only. */
    pitch: PitchSchema.optional(),
    /** The brand's offer waiting for this applicant's answer (issue 46): brand and admins only. */
    offer: HireOfferSchema.optional(),
    /** The fee of a Hired entry's deal in force, in the campaign's currency: brand and admins only. */
    agreedFeeMinor: z.number().int().nullable().optional(),
  })
  .meta({ id: 'CampaignInfluencer' });
export type CampaignInfluencer = z.infer<typeof CampaignInfluencerSchema>;

/** Spec §3 Campaign as the API answers it. */
export const CampaignSchema = z
  .object({
    _id: z.string(),
    companyName: z.string(),
    campaignTitle: z.string(),
    campaignDescription: z.string(),
    requirements: z.string(),
    deliverables: z.string(),
    deadlines: z.string(),
    compensation: z.string(),
    COEmail: z.string(),
    brand: z.string(),
    brandid: z.string(),
    price: z.enum(CAMPAIGN_PRICES),
    social_media: z.enum(CAMPAIGN_PLATFORMS),
    /** The niches the campaign is for (canonical spelling); may be empty. */
    niches: z.array(z.string()),
    /** The disciplines (DISCIPLINES ids) and countries (ISO 3166-1 alpha-2) it wants (issue 33); empty: any. */
    targetDisciplines: z.array(z.string()),
    targetCountries: z.array(z.string()),
    /**
     * Whether the calling creator's disciplines and country meet what the campaign wants
     * (`targetMatch`); false for a campaign that wants nothing in particular; null for brands and admins.
     */
    matchesProfile: z.boolean().nullable(),
    /** Image addresses in the brand's order, and their small versions in the same order. */
    images: z.array(z.string()),
    thumbnails: z.array(z.string()),
    /** The images' ids in the same order: what an edit's `imageOrder` names to keep an image. */
    imageIds: z.array(z.string()),
    createdAt: z.string(),
    /**
     * The campaign's state now: an open campaign past its application deadline answers 'closed'
     * (docs/decisions/019).
     */
    status: z.enum(CAMPAIGN_STATUSES),
    applicationDeadline: z.string().nullable(),
    /** The deliverables each new hire starts with (docs/decisions/022). */
    deliverablePlan: z.array(DeliverablePlanItemSchema),
    /**
     * The offer as data (issue 31); `compensation`, `deadlines`, `deliverables` and `price` above are
     * derived from it. `termsAsWritten` keeps texts from before that could not be read;
     * `needsCompletion` asks the brand to complete the offer on its next edit.
     */
    offer: OfferSchema,
    termsAsWritten: TermsAsWrittenSchema,
    needsCompletion: z.boolean(),
    /** How many more creators the campaign takes (null: it never said how many). */
    spotsLeft: z.number().int().nullable(),
    /** On the brand's own campaigns: the sum of the hired creators' agreed fees (minor units of the offer's currency). */
    agreedFeesTotalMinor: z.number().int().optional(),
    /**
     * When compensation, deliverables or deadlines last changed after creation (null: never). A
     * creator's card shows 'Updated' when this is set and the creator is in the campaign (myStatus
     * Not Applied, Applied or Hired); each of them was also e-mailed.
     */
    termsUpdatedAt: z.string().nullable(),
    /** Creators who applied (Applied or Hired). */
    creatorsCount: z.number().int(),
    hiredCount: z.number().int(),
    /** The calling creator's own status in this campaign; null when they have no entry (or for brands). */
    myStatus: z.enum(ENTRY_STATUSES).nullable(),
    /** Present on the brand's own list and on GET /api/campaign/{id}; absent in the creators' feed. */
    influencers: z.array(CampaignInfluencerSchema).optional(),
    /** The creators' visible ratings of the campaign's brand (docs/decisions/022). */
    brandRating: RatingSummarySchema,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignPageSchema = pageOf(CampaignSchema).meta({ id: 'CampaignPage' });
export type CampaignPage = z.infer<typeof CampaignPageSchema>;

export const CreatorIdParamsSchema = z.object({ creatorId: z.uuid('must be a creator id') });

/**
 * GET /api/brands/influencers/{creatorId}/campaigns: one of the calling brand's campaigns that the
 * creator is in (without its creators), with the creator's status in it (null only for a creator
 * blocked since).
 */
export const CreatorCampaignSchema = CampaignSchema.extend({ entryStatus: z.enum(ENTRY_STATUSES).nullable() }).meta({
  id: 'CreatorCampaign',
});
export type CreatorCampaign = z.infer<typeof CreatorCampaignSchema>;
export const CreatorCampaignPageSchema = pageOf(CreatorCampaignSchema).meta({ id: 'CreatorCampaignPage' });
export type CreatorCampaignPage = z.infer<typeof CreatorCampaignPageSchema>;

/**
 * GET /api/brands/invite-options?creatorId=…&creatorId=…&q=: the calling brand's open campaigns
 * whose title contains `q`, newest first, each with the statuses the asked creators (a page of
 * browse, at most a page's worth) have in it, so every card's invite list marks the campaigns its
 * creator is already on instead of offering them. One request and one statement for the page.
 */
export const InviteOptionsQuerySchema = PageQuerySchema.extend({
  creatorId: z.preprocess(toList, z.array(z.uuid('must be a creator id')).min(1).max(PAGE_LIMITS.maxPageSize)),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(CAMPAIGN_TEXT_LIMITS.search).optional()),
});
export type InviteOptionsQuery = z.output<typeof InviteOptionsQuerySchema>;
export const InviteOptionSchema = z
  .object({
    _id: z.string(),
    campaignTitle: z.string(),
    /** The asked creators who are in this campaign, with their status; the others are not in it. */
    entries: z.array(z.object({ creatorId: z.string(), status: z.enum(ENTRY_STATUSES) })),
  })
  .meta({ id: 'InviteOption' });
export type InviteOption = z.infer<typeof InviteOptionSchema>;
export const InviteOptionPageSchema = pageOf(InviteOptionSchema).meta({ id: 'InviteOptionPage' });
export type InviteOptionPage = z.infer<typeof InviteOptionPageSchema>;

/** GET /api/campaign/{campaignId}/influencer/{influencerId}/status */
export const ApplicationStatusSchema = z
  .object({
    hasApplied: z.boolean(),
    status: z.enum(ENTRY_STATUSES).nullable(),
    /** The brand's offer waiting for the creator's answer (issue 46), else null. */
    offer: HireOfferSchema.nullable(),
  })
  .meta({ id: 'ApplicationStatus' });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/**
 * Spec §7 apply body (creator): firstName, email (the brand's COEmail) and cname. The server
 * reads all of these from its own records; they are accepted so the spec's call holds, never trusted.
 * A brand's invitation sends no body.
 */
export const CampaignInfluencerRequestSchema = z
  .object({
    firstName: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    cname: z.string().max(200).optional(),
    ...PitchInputSchema.shape,
  })
  .optional()
  .meta({ id: 'CampaignInfluencerRequest' });

/** The answer of apply and invite. */
export const CampaignEntryResponseSchema = z
  .object({ success: z.literal(true), status: z.enum(ENTRY_STATUSES), message: z.string() })
  .meta({ id: 'CampaignEntryResponse' });
export type CampaignEntryResponse = z.infer<typeof CampaignEntryResponseSchema>;

/** Spec §7 hire body; only `influencerId` is read, the rest comes from the server's records. */
export const HireRequestSchema = z
  .object({
    influencerId: z.uuid('must be a creator id'),
    /**
     * The fee agreed for this hire, in minor units of the campaign's currency (issue 31). Absent:
     * the creator's proposed rate when they proposed one, else the listed fee. Any other amount is
     * an offer the creator accepts or declines before she is hired (issue 46).
     */
    agreedFeeMinor: AmountMinorSchema.optional(),
    email: z.string().max(254).optional(),
    campaignTitle: z.string().max(500).optional(),
    companyName: z.string().max(500).optional(),
  })
  .meta({ id: 'HireRequest' });
export type HireRequest = z.infer<typeof HireRequestSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) }).meta({ id: 'SuccessResponse' });

/**
 * The answer of a hire (issue 46): 'hired' at the creator's own rate (or the listed fee), or
 * 'offered' when the brand named another fee, which the creator accepts or declines first.
 */
export const HireResponseSchema = z
  .object({ success: z.literal(true), status: z.enum(['hired', 'offered']), message: z.string() })
  .meta({ id: 'HireResponse' });
export type HireResponse = z.infer<typeof HireResponseSchema>;

/** The answer of close, reopen and archive: the campaign's state now. */
export const CampaignStatusResponseSchema = z
  .object({ success: z.literal(true), status: z.enum(CAMPAIGN_STATUSES), message: z.string() })
  .meta({ id: 'CampaignStatusResponse' });
export type CampaignStatusResponse = z.infer<typeof CampaignStatusResponseSchema>;

/** The answer of DELETE /api/campaign/{id}. */
export const CampaignDeletedResponseSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'CampaignDeletedResponse' });
export type CampaignDeletedResponse = z.infer<typeof CampaignDeletedResponseSchema>;

/** One row of the creator's Orders table: a campaign they are hired on (DECISIONS: orders). */
export const OrderSchema = z
  .object({
    /** The campaign id, used in /orders/{id} (spec §2). */
    _id: z.string(),
    /** The order's own id (the creator's hire on the campaign), shown as the Order Id (issue 46). */
    orderId: z.string(),
    campaignTitle: z.string(),
    COEmail: z.string(),
    companyName: z.string(),
    compensation: z.string(),
    deadlines: z.string(),
    hiredAt: z.string(),
    /** The deal in force (issue 31): its fee in minor units of `currency` (null: no fee). */
    agreedFeeMinor: z.number().int().nullable(),
    currency: CurrencySchema,
    /** Unread messages from the brand in this campaign's thread. */
    unreadCount: z.number().int(),
    notificationSent: z.boolean(),
    /** How far the work is (issue 22): '2 of 3 approved', overdue, waiting for review. */
    progress: OrderProgressSchema,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;
export const OrderPageSchema = pageOf(OrderSchema).meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** User-facing sentences of spec §8 for campaigns (DECISIONS fixes the typos). */
export const CAMPAIGN_MESSAGES = {
  paymentRequired: 'To create a campaign, payment must be made first.',
  created: 'Form submitted successfully!',
  alreadyApplied: 'You have already assigned or applied to this campaign.',
  alreadyAssigned: 'Already assigned to this campaign.',
  applied: 'Application submitted successfully. Please wait for brands to hire you!',
  // The spec's sentence promised approval 'within 1-3 business days'; the e-mail goes at once and
  // nobody approves it but the creator (issue 30).
  invited:
    'Invitation sent. We e-mailed the creator a link to the campaign just now; when they accept, they show as Applied on your campaign.',
  hired: 'Hired successfully!',
  ordersFailed: 'Error fetching data',
  noData: 'No Data Found',
  // The lifecycle (docs/decisions/019).
  updated: 'Campaign updated successfully!',
  closed: 'This campaign is closed to new applications.',
  closedToInvitations: 'This campaign is closed, so no one can be invited to it.',
  archivedCampaign: 'This campaign is archived.',
  closedDone: 'The campaign is closed to new applications.',
  reopened: 'The campaign is open to applications again.',
  archived: 'The campaign is archived: it is hidden from lists and everything in it is kept.',
  restored: 'The campaign is restored as closed: reopen it to take applications again.',
  deleted: 'The campaign was deleted.',
  deleteHasHires: 'This campaign has hired creators, so it cannot be deleted. Archive it instead.',
  alreadyClosed: 'This campaign is already closed.',
  alreadyOpen: 'This campaign is already open.',
  alreadyArchived: 'This campaign is already archived.',
  archivedCannotChange: 'An archived campaign cannot be changed. Restore it first.',
  notArchived: 'Only an archived campaign can be restored.',
  deadlineInPast: 'Choose an application deadline in the future.',
  declined: 'The applicant was declined. We let them know politely by e-mail.',
  withdrawn: 'Your application was withdrawn. You can apply again while the campaign is open.',
  invitationDeclined: 'You declined the invitation. You can still apply while the campaign is open.',
  notSelected: 'You were not selected for this campaign.',
  creatorWithdrew: 'This creator withdrew from this campaign.',
  creatorDeclinedInvitation: 'This creator declined your invitation to this campaign.',
  cannotDecline: 'Only a creator who applied and is not hired can be declined.',
  cannotWithdraw: 'There is no application or invitation to withdraw.',
  // Spots (issue 31): a campaign whose hires fill every spot takes no one more.
  full: 'This campaign has all the creators it wants, so it takes no more applications.',
  fullToInvitations: 'This campaign has all the creators it wants, so no one can be invited to it.',
  fullToHires: 'Every spot on this campaign is taken, so no one else can be hired.',
  proposedFeeWithoutFee: 'This campaign pays no fee, so there is no rate to propose.',
  agreedFeeWithoutFee: 'This campaign pays no fee, so a hire cannot agree one.',
} as const;
