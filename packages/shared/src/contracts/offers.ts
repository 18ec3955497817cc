import { z } from 'zod';
import { CAMPAIGN_PLATFORMS } from '../domain/campaigns.ts';
import {
  COMPENSATION_KINDS,
  CURRENCIES,
  DEAL_PROPOSERS,
  DEAL_VERSION_STATUSES,
  DELIVERABLE_FORMATS,
  isLocalDate,
  isTimeZone,
  OFFER_LIMITS,
  USAGE_RIGHTS,
} from '../domain/offers.ts';
import { WORK_LIMITS } from '../domain/order-work.ts';

/**
 * Contracts of structured offers (issue 31, docs/decisions/028): the campaign's offer as the form
 * sends it and the API answers it, the creator's pitch, and the order's deal with its amendments.
 * Rules that need the clock (a deadline in the future, in the brand's zone) are the server's.
 */

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const fromJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** An amount of money in minor units (pence, cents): a whole number above zero. */
export const AmountMinorSchema = z
  .number({ error: 'Enter an amount' })
  .int('Enter the amount in whole minor units (pence or cents)')
  .min(1, 'Enter an amount above zero')
  .max(OFFER_LIMITS.maxAmountMinor, 'Enter a smaller amount');

export const CurrencySchema = z.enum(CURRENCIES, { error: `Choose one of ${CURRENCIES.join(', ')}` });

export const LocalDateSchema = z
  .string({ error: 'Enter a date' })
  .refine(isLocalDate, 'Enter a real date as YYYY-MM-DD');
const OptionalLocalDateSchema = z.preprocess(emptyToNull, LocalDateSchema.nullable()).default(null);

export const TimeZoneSchema = z
  .string({ error: 'Choose a time zone' })
  .min(1, 'Choose a time zone')
  .max(64)
  .refine(isTimeZone, 'Choose a time zone from the list');

const tagList = (label: string, pattern: RegExp, message: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(OFFER_LIMITS.tag, `Use at most ${OFFER_LIMITS.tag} characters`)
        .regex(pattern, message),
    )
    .max(OFFER_LIMITS.maxTags, `Add at most ${OFFER_LIMITS.maxTags} ${label}`)
    .default([]);

const WebLinkSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' })
  .max(OFFER_LIMITS.link, `Use at most ${OFFER_LIMITS.link} characters`);

const guidance = z
  .string()
  .trim()
  .max(OFFER_LIMITS.guidance, `Use at most ${OFFER_LIMITS.guidance} characters`)
  .default('');

export const OfferDeliverableInputSchema = z
  .object({
    platform: z.enum(CAMPAIGN_PLATFORMS, { error: `Choose one of ${CAMPAIGN_PLATFORMS.join(', ')}` }),
    format: z.enum(DELIVERABLE_FORMATS, { error: 'Choose a format' }),
    quantity: z
      .number({ error: 'Enter a number' })
      .int('Enter a whole number')
      .min(1, 'Enter at least 1')
      .max(WORK_LIMITS.maxQuantity, `Enter at most ${WORK_LIMITS.maxQuantity}`)
      .default(1),
    dueDate: OptionalLocalDateSchema,
    notes: z
      .string()
      .trim()
      .max(OFFER_LIMITS.deliverableNotes, `Use at most ${OFFER_LIMITS.deliverableNotes} characters`)
      .default(''),
  })
  .meta({ id: 'OfferDeliverableInput' });
export type OfferDeliverableInput = z.input<typeof OfferDeliverableInputSchema>;

export const UsageRightsSchema = z
  .object({
    kind: z.enum(USAGE_RIGHTS, { error: 'Choose the usage rights' }),
    months: z.preprocess(
      emptyToNull,
      z
        .number({ error: 'Enter a number of months' })
        .int('Enter whole months')
        .min(1, 'Enter at least 1 month')
        .max(OFFER_LIMITS.maxUsageMonths, `Enter at most ${OFFER_LIMITS.maxUsageMonths} months`)
        .nullable()
        .default(null),
    ),
  })
  .superRefine((rights, context) => {
    if (rights.kind === 'paid_ads' && rights.months === null) {
      context.addIssue({ code: 'custom', path: ['months'], message: 'Enter for how many months ads may run' });
    }
  })
  .transform((rights) => ({ kind: rights.kind, months: rights.kind === 'paid_ads' ? rights.months : null }));

export const ExclusivitySchema = z
  .object({
    days: z
      .number({ error: 'Enter a number of days' })
      .int('Enter whole days')
      .min(1, 'Enter at least 1 day')
      .max(OFFER_LIMITS.maxExclusivityDays, `Enter at most ${OFFER_LIMITS.maxExclusivityDays} days`),
    category: z
      .string({ error: 'Enter the category' })
      .trim()
      .min(1, 'Enter the category the creator may not promote rivals in')
      .max(OFFER_LIMITS.category, `Use at most ${OFFER_LIMITS.category} characters`),
  })
  .nullable()
  .default(null);

const NullableAmountSchema = z.preprocess(emptyToNull, AmountMinorSchema.nullable()).default(null);

/** The fields every offer and every deal share, checked together (the money matches the kinds). */
const compensationShape = {
  kinds: z
    .array(z.enum(COMPENSATION_KINDS, { error: 'Choose what the campaign offers' }))
    .min(1, 'Choose what the campaign offers')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Choose each kind once'),
  currency: CurrencySchema,
  feeMinor: NullableAmountSchema,
  productName: z
    .preprocess(
      emptyToNull,
      z.string().trim().max(OFFER_LIMITS.productName, `Use at most ${OFFER_LIMITS.productName} characters`).nullable(),
    )
    .default(null),
  productValueMinor: NullableAmountSchema,
  commissionBasisPoints: z
    .preprocess(
      emptyToNull,
      z
        .number({ error: 'Enter the commission' })
        .int('Enter the commission in basis points (1250 = 12.5 %)')
        .min(1, 'Enter a commission above zero')
        .max(OFFER_LIMITS.maxCommissionBasisPoints, 'Enter at most 100 %')
        .nullable(),
    )
    .default(null),
};

type CompensationFields = {
  kinds: string[];
  feeMinor: number | null;
  productName: string | null;
  commissionBasisPoints: number | null;
  contentStart: string | null;
  contentEnd: string | null;
};

/** The cross-field rules of an offer or a deal, shared so both say the same words. */
function checkCompensation(value: CompensationFields, context: z.RefinementCtx): void {
  const has = (kind: string) => value.kinds.includes(kind);
  if (has('exposure') && value.kinds.length > 1) {
    context.addIssue({
      code: 'custom',
      path: ['kinds'],
      message: 'Unpaid (exposure) cannot be combined with other compensation',
    });
  }
  if (has('fee') && value.feeMinor === null) {
    context.addIssue({ code: 'custom', path: ['feeMinor'], message: 'Enter the fee per creator' });
  }
  if (!has('fee') && value.feeMinor !== null) {
    context.addIssue({ code: 'custom', path: ['feeMinor'], message: 'A fee needs "Paid fee" chosen' });
  }
  if (has('gifted') && !value.productName) {
    context.addIssue({ code: 'custom', path: ['productName'], message: 'Name the gifted product' });
  }
  if (has('affiliate') && value.commissionBasisPoints === null) {
    context.addIssue({ code: 'custom', path: ['commissionBasisPoints'], message: 'Enter the commission rate' });
  }
  if (value.contentStart && value.contentEnd && value.contentStart > value.contentEnd) {
    context.addIssue({ code: 'custom', path: ['contentEnd'], message: 'End the content window on or after its start' });
  }
}

const deliverablesList = z
  .array(OfferDeliverableInputSchema)
  .min(1, 'Add at least one deliverable')
  .max(WORK_LIMITS.maxDeliverables, `Add at most ${WORK_LIMITS.maxDeliverables} deliverables`);

/**
 * The campaign's offer as the form sends it: JSON text in the multipart field `offer` (POST and
 * PUT /api/campaign), or an object. The server adds what needs its clock: the application deadline
 * and due dates may not name a day already past in the campaign's zone.
 */
export const OfferInputSchema = z
  .object({
    ...compensationShape,
    spots: z
      .number({ error: 'Enter how many creators you want' })
      .int('Enter a whole number')
      .min(1, 'Enter at least 1 creator')
      .max(OFFER_LIMITS.maxSpots, `Enter at most ${OFFER_LIMITS.maxSpots} creators`),
    timeZone: TimeZoneSchema,
    applicationDeadline: OptionalLocalDateSchema,
    contentStart: OptionalLocalDateSchema,
    contentEnd: OptionalLocalDateSchema,
    deliverables: deliverablesList,
    usageRights: UsageRightsSchema.default({ kind: 'organic', months: null }),
    exclusivity: ExclusivitySchema,
    mentions: tagList('mentions', /^@?[\w.]+$/, 'Write a mention as @handle'),
    hashtags: tagList('hashtags', /^#?[\p{L}\p{N}_]+$/u, 'Write a hashtag as #word'),
    links: z.array(WebLinkSchema).max(OFFER_LIMITS.maxLinks, `Add at most ${OFFER_LIMITS.maxLinks} links`).default([]),
    dos: guidance,
    donts: guidance,
  })
  .superRefine((offer, context) => {
    checkCompensation(offer, context);
    const lastDay = offer.contentEnd;
    offer.deliverables.forEach((item, index) => {
      if (item.dueDate && offer.contentStart && item.dueDate < offer.contentStart) {
        context.addIssue({
          code: 'custom',
          path: ['deliverables', index, 'dueDate'],
          message: 'Set the due date inside the content window',
        });
      }
      if (item.dueDate && lastDay && item.dueDate > lastDay) {
        context.addIssue({
          code: 'custom',
          path: ['deliverables', index, 'dueDate'],
          message: 'Set the due date inside the content window',
        });
      }
    });
  })
  .transform((offer) => ({
    ...offer,
    // Money only where its kind is chosen, so a hidden field never travels into the deal.
    productName: offer.kinds.includes('gifted') ? offer.productName : null,
    productValueMinor: offer.kinds.includes('gifted') ? offer.productValueMinor : null,
    commissionBasisPoints: offer.kinds.includes('affiliate') ? offer.commissionBasisPoints : null,
    mentions: offer.mentions.map((tag) => (tag.startsWith('@') ? tag : `@${tag}`)),
    hashtags: offer.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)),
  }))
  // Not 'OfferInput': the OpenAPI document names the input side of 'Offer' so, and the two would collide.
  .meta({ id: 'OfferForm' });
export type OfferInput = z.input<typeof OfferInputSchema>;
export type ParsedOfferInput = z.output<typeof OfferInputSchema>;

/** The multipart `offer` field: JSON text of OfferInput. */
export const OfferFieldSchema = z.preprocess(fromJsonText, OfferInputSchema.optional());

const OfferDeliverableSchema = z.object({
  platform: z.enum(CAMPAIGN_PLATFORMS),
  format: z.enum(DELIVERABLE_FORMATS),
  quantity: z.number().int(),
  dueDate: z.string().nullable(),
  notes: z.string(),
});
const UsageRightsOutSchema = z.object({ kind: z.enum(USAGE_RIGHTS), months: z.number().int().nullable() });
const ExclusivityOutSchema = z.object({ days: z.number().int(), category: z.string() }).nullable();

/** The offer as the API answers it (Campaign.offer). */
export const OfferSchema = z
  .object({
    kinds: z.array(z.enum(COMPENSATION_KINDS)),
    currency: z.enum(CURRENCIES),
    feeMinor: z.number().int().nullable(),
    productName: z.string().nullable(),
    productValueMinor: z.number().int().nullable(),
    commissionBasisPoints: z.number().int().nullable(),
    spots: z.number().int().nullable(),
    timeZone: z.string(),
    applicationDeadline: z.string().nullable(),
    contentStart: z.string().nullable(),
    contentEnd: z.string().nullable(),
    deliverables: z.array(OfferDeliverableSchema),
    usageRights: UsageRightsOutSchema,
    exclusivity: ExclusivityOutSchema,
    mentions: z.array(z.string()),
    hashtags: z.array(z.string()),
    links: z.array(z.string()),
    dos: z.string(),
    donts: z.string(),
  })
  .meta({ id: 'CampaignOffer' });

/** The texts of a campaign written before offers were data that could not be read ("as written"). */
export const TermsAsWrittenSchema = z
  .object({
    compensation: z.string().optional(),
    deadlines: z.string().optional(),
    deliverables: z.string().optional(),
  })
  .meta({ id: 'TermsAsWritten' });

/**
 * The creator's pitch when applying (POST /api/campaign/{id}/apply, beside the spec's fields): a
 * short message, their rate in the campaign's currency (absent or null: the listed fee; a `currency`
 * other than the campaign's is refused) and links to past work.
 */
export const PitchInputSchema = z.object({
  pitch: z
    .string()
    .trim()
    .max(OFFER_LIMITS.pitch, `Use at most ${OFFER_LIMITS.pitch} characters`)
    .optional()
    .default(''),
  proposedFeeMinor: NullableAmountSchema,
  /**
   * The currency of the proposed rate, when the client says it (issue 46): it must be the
   * campaign's, or the rate is refused rather than read as an amount in another currency.
   */
  currency: CurrencySchema.optional(),
  links: z
    .array(WebLinkSchema)
    .max(OFFER_LIMITS.maxPitchLinks, `Add at most ${OFFER_LIMITS.maxPitchLinks} links`)
    .optional()
    .default([]),
});
export type PitchInput = z.input<typeof PitchInputSchema>;

/** An applicant's pitch as the campaign's brand reads it. */
export const PitchSchema = z
  .object({
    message: z.string(),
    proposedFeeMinor: z.number().int().nullable(),
    currency: z.enum(CURRENCIES),
    links: z.array(z.string()),
  })
  .meta({ id: 'Pitch' });
export type Pitch = z.infer<typeof PitchSchema>;

/** The terms of a deal version. */
export const DealTermsSchema = z
  .object({
    kinds: z.array(z.enum(COMPENSATION_KINDS)),
    currency: z.enum(CURRENCIES),
    feeMinor: z.number().int().nullable(),
    productName: z.string().nullable(),
    productValueMinor: z.number().int().nullable(),
    commissionBasisPoints: z.number().int().nullable(),
    timeZone: z.string(),
    contentStart: z.string().nullable(),
    contentEnd: z.string().nullable(),
    deliverables: z.array(OfferDeliverableSchema),
    usageRights: UsageRightsOutSchema,
    exclusivity: ExclusivityOutSchema,
  })
  .meta({ id: 'DealTerms' });

export const DealVersionSchema = z
  .object({
    _id: z.string(),
    version: z.number().int(),
    status: z.enum(DEAL_VERSION_STATUSES),
    proposedBy: z.enum(DEAL_PROPOSERS),
    note: z.string(),
    terms: DealTermsSchema,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'DealVersion' });
export type DealVersion = z.infer<typeof DealVersionSchema>;

/**
 * GET /api/orders/{campaignId}/{creatorId}/deal: the deal in force (the latest accepted version),
 * the open proposal if any, and every version, newest first.
 */
export const DealSchema = z
  .object({
    current: DealVersionSchema,
    proposal: DealVersionSchema.nullable(),
    history: z.array(DealVersionSchema),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof DealSchema>;

/**
 * POST …/deal/proposals: one side proposes new terms. What can change after the hire: the fee, the
 * content window, the usage rights and the exclusivity (the deliverables themselves are the Work
 * panel's); with a note saying why.
 */
export const DealProposalInputSchema = z
  .object({
    feeMinor: NullableAmountSchema,
    contentStart: OptionalLocalDateSchema,
    contentEnd: OptionalLocalDateSchema,
    usageRights: UsageRightsSchema,
    exclusivity: ExclusivitySchema,
    note: z
      .string()
      .trim()
      .min(1, 'Say why the deal should change')
      .max(WORK_LIMITS.comment, `Use at most ${WORK_LIMITS.comment} characters`),
  })
  .superRefine((value, context) => {
    if (value.contentStart && value.contentEnd && value.contentStart > value.contentEnd) {
      context.addIssue({
        code: 'custom',
        path: ['contentEnd'],
        message: 'End the content window on or after its start',
      });
    }
  })
  .meta({ id: 'DealProposalInput' });
export type DealProposalInput = z.input<typeof DealProposalInputSchema>;

/** POST …/deal/proposals/{proposalId}/answer: the other side accepts or declines; the author may withdraw. */
export const DealAnswerInputSchema = z
  .object({ answer: z.enum(['accept', 'decline', 'withdraw'], { error: 'Choose accept, decline or withdraw' }) })
  .meta({ id: 'DealAnswerInput' });
export type DealAnswerInput = z.input<typeof DealAnswerInputSchema>;

export const DealProposalParamsSchema = z.object({
  campaignId: z.uuid('must be a campaign id'),
  creatorId: z.uuid('must be a creator id'),
  proposalId: z.uuid('must be a proposal id'),
});

/** What a proposal or an answer sends back: the deal as it stands after it, and a sentence to show. */
export const DealChangeResponseSchema = z
  .object({ deal: DealSchema, message: z.string() })
  .meta({ id: 'DealChangeResponse' });
export type DealChangeResponse = z.infer<typeof DealChangeResponseSchema>;

export const DEAL_MESSAGES = {
  noDeal: 'This order has no recorded deal.',
  proposed: 'Your proposal was sent. The deal changes when the other side accepts it.',
  accepted: 'The new terms are the deal now.',
  declined: 'The proposal was declined; the deal stays as it was.',
  withdrawn: 'Your proposal was withdrawn.',
  proposalOpen: 'A proposal is already waiting for an answer: answer or withdraw it first.',
  notYourProposal: 'Only the other side can accept or decline this proposal.',
  onlyAuthorWithdraws: 'Only its author can withdraw a proposal.',
  proposalGone: 'This proposal was already answered.',
  proposalNotFound: 'This order has no such proposal.',
  orderClosed: 'This order is closed: its deal can no longer change.',
  feeNeedsKind: 'This deal has no fee to change.',
  nothingChanged: 'Change at least one term.',
  windowEnded: 'End the content window today or later.',
} as const;

/**
 * A hire at a fee other than the creator's own rate (her pitch's, else the listed fee) is an offer
 * (issue 46): version 1 of the order's deal, proposed by the brand and waiting for her answer.
 * Until she accepts, she is not hired: no spot is taken, nothing is charged, no deadline runs.
 */
export const HireOfferSchema = z
  .object({
    _id: z.uuid(),
    feeMinor: z.number().int().nullable(),
    currency: CurrencySchema,
    createdAt: z.string(),
  })
  .meta({ id: 'HireOffer' });
export type HireOffer = z.infer<typeof HireOfferSchema>;

/** POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer: the creator accepts or declines, the brand withdraws. */
export const HireOfferAnswerResponseSchema = z
  .object({ success: z.literal(true), status: z.enum(['accepted', 'declined', 'withdrawn']), message: z.string() })
  .meta({ id: 'HireOfferAnswerResponse' });
export type HireOfferAnswerResponse = z.infer<typeof HireOfferAnswerResponseSchema>;

export const HIRE_OFFER_MESSAGES = {
  sent: 'Your offer was sent. The creator is hired once they accept it; nothing is charged until then.',
  accepted: 'You accepted the offer: you are hired.',
  declined: 'You declined the offer. Your application stays as it was.',
  withdrawn: 'Your offer was withdrawn.',
  notFound: 'There is no such offer.',
  gone: 'This offer is no longer open: the brand changed or withdrew it. Read the one that stands now.',
  onlyCreatorAnswers: 'Only the creator can accept or decline this offer.',
  onlyBrandWithdraws: 'Only the brand can withdraw its offer.',
  pitchCurrency: 'Give your rate in the campaign’s currency.',
  currencyChanged:
    'This campaign’s currency changed after this creator applied, so their rate no longer applies. Make an offer in the campaign’s currency, or ask them for a new pitch.',
} as const;
