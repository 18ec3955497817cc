import { z } from 'zod';
import { CURRENCIES } from '../domain/offers.ts';
import { DISPUTE_OPENERS, PAYMENT_STATUSES } from '../domain/payments.ts';
import { pageOf, PageQuerySchema } from './paging.ts';
import { PaymentMoneySchema } from './payments.ts';

/**
 * The money pages of issue 32 (docs/decisions/029): a brand's spend by campaign and the admin's
 * view of every payment. Money is integer minor units beside its currency; times are ISO strings.
 */

/** One currency's sums of a brand's campaign: what was charged, what came back, and the difference. */
export const SpendTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  chargedMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type SpendTotal = z.infer<typeof SpendTotalSchema>;

/** One order's payment as its brand reads it on the spend page. */
export const SpendPaymentSchema = z.object({
  _id: z.uuid(),
  creatorId: z.uuid(),
  creatorName: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.enum(CURRENCIES),
  agreedFeeMinor: z.number().int(),
  brandFeeMinor: z.number().int(),
  chargeMinor: z.number().int(),
  /** Given back to the brand (null: nothing refunded). */
  refundMinor: z.number().int().nullable(),
  /** The card receipt Stripe keeps for the charge. */
  receiptUrl: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type SpendPayment = z.infer<typeof SpendPaymentSchema>;

export const SpendCampaignSchema = z.object({
  campaignId: z.uuid(),
  title: z.string(),
  payments: z.array(SpendPaymentSchema),
  totals: z.array(SpendTotalSchema),
});
export type SpendCampaign = z.infer<typeof SpendCampaignSchema>;

/** GET /api/payments/spend: the brand's campaigns that have a payment, latest payment first, a page of them. */
export const BrandSpendSchema = pageOf(SpendCampaignSchema)
  .extend({
    /** False: deals are paid outside EquiCreators here (past rows are still listed). */
    paymentsEnabled: z.boolean(),
  })
  .meta({ id: 'BrandSpend' });
export type BrandSpend = z.infer<typeof BrandSpendSchema>;

export const BrandSpendQuerySchema = PageQuerySchema;

/** An admin's filter of the payments list (and its CSV). */
export const AdminPaymentsFilterSchema = z.object({ status: z.enum(PAYMENT_STATUSES).optional() });
export const AdminPaymentsQuerySchema = PageQuerySchema.extend({ status: z.enum(PAYMENT_STATUSES).optional() });
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

/** The sums of every payment in one currency. */
export const AdminPaymentTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** On the platform: held, frozen by a dispute, or about to be released (the charges). */
  heldMinor: z.number().int(),
  /** Transferred to creators. */
  releasedMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /** Kept by the platform: both fees of a release, the rest of a split. */
  platformFeesMinor: z.number().int(),
});
export type AdminPaymentTotal = z.infer<typeof AdminPaymentTotalSchema>;

/** The open dispute of a payment, as the admin resolving it reads it. */
export const AdminOpenDisputeSchema = z.object({
  _id: z.uuid(),
  reason: z.string(),
  openedBy: z.enum(DISPUTE_OPENERS),
  openedAt: z.string(),
  proposedShareMinor: z.number().int().nullable(),
  proposedBy: z.enum(['brand', 'creator']).nullable(),
});
export type AdminOpenDispute = z.infer<typeof AdminOpenDisputeSchema>;

export const AdminPaymentSchema = PaymentMoneySchema.extend({
  createdAt: z.string(),
  campaign: z.object({ _id: z.uuid(), title: z.string() }),
  brand: z.object({ _id: z.uuid(), name: z.string() }),
  creator: z.object({ _id: z.uuid(), name: z.string() }),
  dispute: AdminOpenDisputeSchema.nullable(),
}).meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** GET /api/admin/payments: the totals of every payment, and a page of them, newest first. */
export const AdminPaymentsSchema = pageOf(AdminPaymentSchema)
  .extend({ totals: z.array(AdminPaymentTotalSchema) })
  .meta({ id: 'AdminPayments' });
export type AdminPayments = z.infer<typeof AdminPaymentsSchema>;
