import { z } from 'zod';
import {
  CLOSE_OUTCOMES,
  DELIVERABLE_STATUSES,
  ORDER_STATES,
  RATER_TYPES,
  REVIEW_OUTCOMES,
  SUBMISSION_STATUSES,
  WORK_LIMITS,
} from '../domain/order-work.ts';
import { MessageAttachmentSchema } from './messages.ts';
import { pageOf } from './paging.ts';

/**
 * Contracts of the work between hire and done (issue 22, docs/decisions/022). Routes live under the
 * order, one campaign and one hired creator:
 *   GET  /api/orders/{campaignId}/{creatorId}/work          both parties: the Work panel
 *   PUT  /api/orders/{campaignId}/{creatorId}/deliverables  brand, before the first submission
 *   POST /api/orders/{campaignId}/{creatorId}/submissions   creator, multipart (files like messages)
 *   POST /api/orders/{campaignId}/{creatorId}/reviews       brand: approve / request changes
 *   POST /api/orders/{campaignId}/{creatorId}/close         brand: completed or cancelled
 *   PUT  /api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase
 *                                                            either party: its own portfolio consent
 *   PUT  /api/orders/{campaignId}/{creatorId}/rating        either party, after a completed close
 * Anyone but the campaign's brand and the hired creator gets 404, as for threads.
 */

export const OrderParamsSchema = z.object({
  campaignId: z.uuid('must be a campaign id'),
  creatorId: z.uuid('must be a creator id'),
});
export type OrderParams = z.infer<typeof OrderParamsSchema>;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A yes/no of a multipart form, where every field is text: 'true' or 'false' (a JSON boolean too),
 * absent or empty meaning no.
 */
const FormFlagSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : typeof value === 'boolean' ? String(value) : value),
  z.enum(['true', 'false'], { error: 'Use true or false' }).transform((value) => value === 'true'),
);

const DeliverableTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter what is to be delivered')
  .max(WORK_LIMITS.deliverableTitle, `Use at most ${WORK_LIMITS.deliverableTitle} characters`);
const QuantitySchema = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(WORK_LIMITS.maxQuantity, `Enter at most ${WORK_LIMITS.maxQuantity}`)
    .nullable(),
);
/**
 * A due date is an instant (ISO with offset); the web sends the end of the chosen day in the brand's
 * zone. On an order it may not name a day before today: the API checks that with its clock
 * (isDueDayPast, issue 28).
 */
const DueAtSchema = z.preprocess(
  emptyToNull,
  z.iso.datetime({ offset: true, error: 'Enter the due date as a date and time' }).nullable(),
);

/** One deliverable of a campaign's plan, or of a hire. */
export const DeliverableInputSchema = z
  .object({ title: DeliverableTitleSchema, quantity: QuantitySchema.default(null), dueAt: DueAtSchema.default(null) })
  .meta({ id: 'DeliverableInput' });
export type DeliverableInput = z.output<typeof DeliverableInputSchema>;
export type DeliverableInputFields = z.input<typeof DeliverableInputSchema>;

const deliverableList = <Item extends z.ZodType>(item: Item, min: number) =>
  z
    .array(item)
    .min(min, 'Add at least one deliverable')
    .max(WORK_LIMITS.maxDeliverables, `Add at most ${WORK_LIMITS.maxDeliverables} deliverables`);

/**
 * The campaign's deliverables plan as the campaign form sends it: JSON text in the multipart form
 * (`deliverablePlan`). Absent on creation: the plan defaults from the free-text deliverables and
 * deadlines (shared `defaultDeliverablePlan`); absent on an edit: unchanged. New hires copy the plan.
 */
export const DeliverablePlanFieldSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, deliverableList(DeliverableInputSchema, 0).optional());

export const DeliverablePlanItemSchema = z
  .object({ title: z.string(), quantity: z.number().int().nullable(), dueAt: z.string().nullable() })
  .meta({ id: 'DeliverablePlanItem' });

/** PUT …/deliverables: the hire's whole list; a kept deliverable names its id. Brand only, before any submission. */
export const ReplaceDeliverablesSchema = z
  .object({
    deliverables: deliverableList(DeliverableInputSchema.extend({ id: z.uuid().optional() }), 1),
  })
  .meta({ id: 'ReplaceDeliverables' });
export type ReplaceDeliverables = z.output<typeof ReplaceDeliverablesSchema>;

/**
 * POST …/submissions, the multipart text fields (repeated `attachments` files beside them, same
 * pipeline and limits as messages). Needs files or a post link; the note is optional.
 */
export const SubmissionFieldsSchema = z
  .object({
    deliverableId: z.uuid('Choose the deliverable'),
    note: z.string().trim().max(WORK_LIMITS.note, `Use at most ${WORK_LIMITS.note} characters`).optional().default(''),
    postUrl: z.preprocess(
      emptyToNull,
      z
        .url({ protocol: /^https?$/, error: 'Enter the address of the published post (https://…)' })
        .max(WORK_LIMITS.postUrl, `Use at most ${WORK_LIMITS.postUrl} characters`)
        .nullable()
        .default(null),
    ),
    /** The creator agrees to show this version in their media kit's portfolio, if the brand agrees too. */
    showcaseConsent: FormFlagSchema.describe("'true' to show it in the media kit's portfolio (the brand agreeing)"),
  })
  .meta({ id: 'SubmissionFields' });
export type SubmissionFields = z.output<typeof SubmissionFieldsSchema>;

/**
 * POST …/reviews: a decision on the submissions the brand saw, named by id, so a version sent
 * meanwhile is never decided unseen. 'Approve' sends every pending one as approved; 'Partially
 * Approve' approves some and requests changes on the others. A comment is required for changes.
 */
export const ReviewRequestSchema = z
  .object({
    decisions: z
      .array(z.object({ submissionId: z.uuid(), outcome: z.enum(REVIEW_OUTCOMES) }))
      .min(1, 'Choose at least one submission')
      .max(WORK_LIMITS.maxDeliverables)
      .refine(
        (decisions) => new Set(decisions.map((item) => item.submissionId)).size === decisions.length,
        'Decide each submission once',
      ),
    comment: z
      .string()
      .trim()
      .max(WORK_LIMITS.comment, `Use at most ${WORK_LIMITS.comment} characters`)
      .optional()
      .default(''),
    /**
     * The brand lets the creator show the versions it approves here in their portfolio; it applies to
     * those the creator asked to show, and a review approving nothing stores nothing.
     */
    showcaseConsent: z.boolean({ error: 'Use true or false' }).optional().default(false),
  })
  .superRefine((review, context) => {
    if (review.comment === '' && review.decisions.some((item) => item.outcome === 'changes_requested')) {
      context.addIssue({ code: 'custom', path: ['comment'], message: 'Say what should change' });
    }
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.output<typeof ReviewRequestSchema>;

/** POST …/close: completed (every deliverable approved) or cancelled with a reason. Final for submissions. */
export const CloseOrderSchema = z
  .object({
    outcome: z.enum(CLOSE_OUTCOMES),
    reason: z
      .string()
      .trim()
      .max(WORK_LIMITS.closeReason, `Use at most ${WORK_LIMITS.closeReason} characters`)
      .optional()
      .default(''),
  })
  .superRefine((close, context) => {
    if (close.outcome === 'cancelled' && close.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the work is cancelled' });
    }
  })
  .meta({ id: 'CloseOrder' });
export type CloseOrder = z.output<typeof CloseOrderSchema>;

/** PUT …/submissions/{submissionId}/showcase: the caller's side of the portfolio consent. */
export const SubmissionParamsSchema = OrderParamsSchema.extend({
  submissionId: z.uuid('must be a submission id'),
});
export type SubmissionParams = z.infer<typeof SubmissionParamsSchema>;

/**
 * The creator's consent (any version of theirs, any time) or the brand's (approved versions only),
 * whichever party calls; given or withdrawn.
 */
export const ShowcaseConsentRequestSchema = z
  .object({ consent: z.boolean({ error: 'Use true or false' }) })
  .meta({ id: 'ShowcaseConsentRequest' });
export type ShowcaseConsentRequest = z.infer<typeof ShowcaseConsentRequestSchema>;

/** PUT …/rating: the caller's rating of the other party, once per side; editable for 14 days. */
export const RatingRequestSchema = z
  .object({
    stars: z.number({ error: 'Choose 1 to 5 stars' }).int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    review: z
      .string()
      .trim()
      .max(WORK_LIMITS.ratingReview, `Use at most ${WORK_LIMITS.ratingReview} characters`)
      .optional()
      .default(''),
  })
  .meta({ id: 'RatingRequest' });
export type RatingRequest = z.output<typeof RatingRequestSchema>;

/** An average over visible ratings (hidden ones do not count); null average when there are none. */
export const RatingSummarySchema = z
  .object({ average: z.number().nullable(), count: z.number().int().nonnegative() })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const SubmissionViewSchema = z
  .object({
    id: z.uuid(),
    deliverableId: z.uuid(),
    /** 1, 2, 3… per deliverable. */
    version: z.number().int().positive(),
    note: z.string(),
    postUrl: z.string().nullable(),
    attachments: z.array(MessageAttachmentSchema),
    status: z.enum(SUBMISSION_STATUSES),
    /** The brand's comment of the review that decided it (null while pending). */
    reviewComment: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    /** The thread message that shows it. */
    messageSeq: z.number().int().positive(),
    /** Each party's consent to show it in the creator's portfolio (shown when approved and both agree). */
    showcaseConsent: z.object({ creator: z.boolean(), brand: z.boolean() }),
  })
  .meta({ id: 'SubmissionView' });
export type SubmissionView = z.infer<typeof SubmissionViewSchema>;

export const DeliverableViewSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().nonnegative(),
    title: z.string(),
    quantity: z.number().int().nullable(),
    dueAt: z.string().nullable(),
    status: z.enum(DELIVERABLE_STATUSES),
    /** How many times changes were requested. */
    revisionRound: z.number().int().nonnegative(),
    overdue: z.boolean(),
    approvedAt: z.string().nullable(),
    /** Every version, oldest first. */
    submissions: z.array(SubmissionViewSchema),
  })
  .meta({ id: 'DeliverableView' });
export type DeliverableView = z.infer<typeof DeliverableViewSchema>;

/** Progress as lists show it (/orders, the influencer list, /manage-campaign). */
export const OrderProgressSchema = z
  .object({
    state: z.enum(ORDER_STATES),
    approved: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** Deliverables past their due date and not approved (0 once closed). */
    overdue: z.number().int().nonnegative(),
    /** Submissions waiting for the brand's review. */
    awaitingReview: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrderProgress' });
export type OrderProgress = z.infer<typeof OrderProgressSchema>;

export const OrderRatingSchema = z
  .object({
    id: z.uuid(),
    raterType: z.enum(RATER_TYPES),
    stars: z.number().int().min(1).max(5),
    review: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Until when its author may still change it. */
    editableUntil: z.string(),
    /** Hidden by an admin: the review text is withheld from the other party and it counts in no average. */
    hidden: z.boolean(),
  })
  .meta({ id: 'OrderRating' });
export type OrderRating = z.infer<typeof OrderRatingSchema>;

/** GET …/work: the Work panel beside the thread, the same for both parties. */
export const OrderWorkSchema = z
  .object({
    campaignId: z.uuid(),
    creatorId: z.uuid(),
    progress: OrderProgressSchema,
    deliverables: z.array(DeliverableViewSchema),
    /** The brand may still change the list (no submission yet and the order open). */
    deliverablesEditable: z.boolean(),
    closedAt: z.string().nullable(),
    closeOutcome: z.enum(CLOSE_OUTCOMES).nullable(),
    closeReason: z.string().nullable(),
    /** When the thread turns read-only (14 days after the close); null while open. */
    threadWritableUntil: z.string().nullable(),
    /** Paid through the platform and not paid yet (issue 32): no version may be sent until it is. */
    awaitingPayment: z.boolean(),
    ratings: z.object({
      /** The caller's own rating of the other party. */
      mine: OrderRatingSchema.nullable(),
      /**
       * The other party's rating of the caller (its text withheld when hidden); null until it is
       * published: ratings are blind until both sides rated or 14 days after the close.
       */
      theirs: OrderRatingSchema.nullable(),
      /** When the other party has rated and it is still withheld: when it is published anyway. */
      theirsSealedUntil: z.string().nullable(),
      /** Whether the caller may rate now (completed close; not yet rated, or still editable). */
      canRate: z.boolean(),
    }),
  })
  .meta({ id: 'OrderWork' });
export type OrderWork = z.infer<typeof OrderWorkSchema>;

/** What the work routes answer: the panel after the change (and, when one was sent, its thread message seq). */
export const WorkChangeResponseSchema = z
  .object({ work: OrderWorkSchema, messageSeq: z.number().int().positive().nullable() })
  .meta({ id: 'WorkChangeResponse' });
export type WorkChangeResponse = z.infer<typeof WorkChangeResponseSchema>;

/** GET /api/admin/ratings: the newest ratings with their text, for moderation. */
export const AdminRatingSchema = z
  .object({
    id: z.uuid(),
    campaignId: z.uuid(),
    campaignTitle: z.string(),
    creatorId: z.uuid(),
    raterType: z.enum(RATER_TYPES),
    raterName: z.string(),
    rateeName: z.string(),
    stars: z.number().int(),
    review: z.string(),
    createdAt: z.string(),
    hiddenAt: z.string().nullable(),
    hiddenReason: z.string().nullable(),
  })
  .meta({ id: 'AdminRating' });
export type AdminRating = z.infer<typeof AdminRatingSchema>;
export const AdminRatingPageSchema = pageOf(AdminRatingSchema).meta({ id: 'AdminRatingPage' });
export type AdminRatingPage = z.infer<typeof AdminRatingPageSchema>;

/** POST /api/admin/ratings/{ratingId}/hide: a reason is required and kept in an audit row. */
export const HideRatingSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the review is hidden')
      .max(WORK_LIMITS.hideReason, `Use at most ${WORK_LIMITS.hideReason} characters`),
  })
  .meta({ id: 'HideRating' });
export type HideRating = z.infer<typeof HideRatingSchema>;
export const RatingIdParamsSchema = z.object({ ratingId: z.uuid('must be a rating id') });

/** User-facing texts of the work. */
export const WORK_MESSAGES = {
  notFound: 'This order does not exist.',
  deliverablesLocked: 'Deliverables cannot change after the first submission.',
  dueDateInPast: 'Choose today or a later day.',
  nothingToSubmit: 'Attach a file or give the link to the published post.',
  cannotSubmit: 'This deliverable is waiting for review or already approved.',
  staleReview: 'Some of these submissions were already decided. Refresh to see the latest.',
  notReadyToComplete: 'Approve every deliverable before closing the work as completed, or cancel it with a reason.',
  closed: 'This work is closed.',
  threadReadOnly: 'This conversation closed 14 days after the work ended and is now read-only.',
  ratingNotAllowed: 'You can rate once the work is closed as completed.',
  ratingLocked: 'A rating can be changed for 14 days only.',
  submitted: 'Submitted for review.',
  reviewed: 'Review sent.',
  closedMessage: 'The work is closed.',
  rated: 'Thank you for your rating.',
  submissionNotFound: 'This version is not part of the order.',
  showcaseNotApproved: 'You can agree to show a version once you have approved it.',
  showcaseSaved: 'Portfolio choice saved.',
} as const;
