import { z } from 'zod';
import { CURRENCIES } from '../domain/offers.ts';
import { DISPUTE_OPENERS, PAYMENT_STATUSES, PAYOUT_STATUSES } from '../domain/payments.ts';

/**
 * Contracts of paying through the platform (issue 32, docs/decisions/029). Money is integer minor
 * units beside its currency; times are ISO strings.
 */

const FeeRuleSchema = z.object({ basisPoints: z.number().int(), minimumMinor: z.number().int() });

/**
 * GET /api/payments/terms (public): whether paid deals go through the platform here, and its fees,
 * so a brand sees what it will pay before it hires (the server computes the same amounts again).
 */
export const PaymentTermsSchema = z
  .object({
    enabled: z.boolean(),
    fees: z.object({ brand: FeeRuleSchema, creator: FeeRuleSchema }).nullable(),
  })
  .meta({ id: 'PaymentTerms' });
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

/** An open (or the latest) dispute on an order's payment, as both parties see it. */
/** One split proposed in a dispute (issue 46): every one is kept, so the history shows who offered what, when. */
export const DisputeSplitProposalSchema = z
  .object({
    _id: z.uuid(),
    proposedBy: z.enum(['brand', 'creator']),
    creatorShareMinor: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'DisputeSplitProposal' });
export type DisputeSplitProposal = z.infer<typeof DisputeSplitProposalSchema>;

export const PaymentDisputeViewSchema = z
  .object({
    _id: z.uuid(),
    openedBy: z.enum(DISPUTE_OPENERS),
    reason: z.string(),
    openedAt: z.string(),
    proposedShareMinor: z.number().int().nullable(),
    proposedBy: z.enum(['brand', 'creator']).nullable(),
    /** The standing split's id: what an accept names (issue 46); null when none stands. */
    proposalId: z.uuid().nullable(),
    /** Every split proposed in this dispute, newest first. */
    proposals: z.array(DisputeSplitProposalSchema),
    resolution: z.enum(['release', 'refund', 'split']).nullable(),
    resolvedShareMinor: z.number().int().nullable(),
    resolutionReason: z.string().nullable(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentDispute' });
export type PaymentDisputeView = z.infer<typeof PaymentDisputeViewSchema>;

/** A payment's status and money, computed once at the hire and moved by Stripe's answers. */
export const PaymentMoneySchema = z.object({
  _id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.enum(CURRENCIES),
  agreedFeeMinor: z.number().int(),
  brandFeeMinor: z.number().int(),
  creatorFeeMinor: z.number().int(),
  chargeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  transferMinor: z.number().int().nullable(),
  refundMinor: z.number().int().nullable(),
  paidAt: z.string().nullable(),
});

/** An order's payment as its brand, its creator and admins see it. */
export const OrderPaymentViewSchema = PaymentMoneySchema.extend({
  /** From when the brand may pay (the hire, or the content window's start for long work). */
  chargeDueAt: z.string(),
  /** The card receipt, for the brand only (null for the creator). */
  receiptUrl: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** When waiting versions of every deliverable will count as approved, if the brand stays silent. */
  autoApproveAt: z.string().nullable(),
  dispute: PaymentDisputeViewSchema.nullable(),
}).meta({ id: 'OrderPayment' });
export type OrderPaymentView = z.infer<typeof OrderPaymentViewSchema>;

/** GET /api/orders/{campaignId}/{creatorId}/payment: the payment, or why there is none. */
export const OrderPaymentAnswerSchema = z
  .object({
    /** 'platform': paid through EquiCreators (see `payment`); 'outside': recorded here, paid between the parties; 'none': no fee. */
    mode: z.enum(['platform', 'outside', 'none']),
    payment: OrderPaymentViewSchema.nullable(),
  })
  .meta({ id: 'OrderPaymentAnswer' });
export type OrderPaymentAnswer = z.infer<typeof OrderPaymentAnswerSchema>;

/** A creator's payout account as they see it. */
export const PayoutAccountViewSchema = z
  .object({
    /** False when payments are not configured here (deals are paid outside). */
    enabled: z.boolean(),
    status: z.enum(PAYOUT_STATUSES),
    /** What Stripe still needs from the creator, in Stripe's words (`individual.verification.document`…). */
    currentlyDue: z.array(z.string()),
    disabledReason: z.string().nullable(),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccountView = z.infer<typeof PayoutAccountViewSchema>;

/** Where to send the browser (Stripe's hosted onboarding or Checkout). */
export const PaymentRedirectSchema = z.object({ url: z.string() }).meta({ id: 'PaymentRedirect' });
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** POST /api/admin/payments/{paymentId}/dispute/resolve: an admin's decision, with its reason kept. */
export const DisputeResolutionInputSchema = z
  .object({
    resolution: z.enum(['release', 'refund', 'split']),
    /** For a split: the creator's share of the agreed fee, in minor units. */
    creatorShareMinor: z.number().int().min(0).optional(),
    reason: z.string().trim().min(1, 'Give the reason for this decision').max(2000),
  })
  .meta({ id: 'DisputeResolutionInput' });
export type DisputeResolutionInput = z.infer<typeof DisputeResolutionInputSchema>;
