import { z } from 'zod';
import { CURRENCIES } from '../domain/offers.ts';
import { PAYMENT_STATUSES } from '../domain/payments.ts';
import { isPayoutCountry, PAYOUT_MESSAGES } from '../domain/payout-countries.ts';
import { PayoutAccountViewSchema } from './payments.ts';

/**
 * A creator's payouts and earnings (issue 32, docs/decisions/029). Money is integer minor units
 * beside its currency; times are ISO strings.
 */

/** GET /api/payouts, POST /api/payouts/sync: the payout account, and whether its setup was begun. */
export const PayoutAccountStateSchema = PayoutAccountViewSchema.extend({
  /** Whether the creator's connected account exists (setup begun), so the page says "Continue". */
  onboardingStarted: z.boolean(),
  /**
   * The country the payout setup opens the account in unless the creator picks another (ISO 3166-1
   * alpha-2): her profile's; null when it gives none or one Stripe cannot pay out in (the setup asks).
   */
  country: z.string().nullable(),
}).meta({ id: 'PayoutAccountState' });
export type PayoutAccountState = z.infer<typeof PayoutAccountStateSchema>;

/** POST /api/payouts/onboarding: the country of the bank account, when the profile gives none or another. */
export const StartPayoutsSchema = z
  .object({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isPayoutCountry, PAYOUT_MESSAGES.countryUnsupported)
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-2; default: the country of the creator profile' }),
  })
  .meta({ id: 'StartPayouts' });
export type StartPayouts = z.infer<typeof StartPayoutsSchema>;

/**
 * How the creator's earnings read a payment: `awaiting` (the brand has not paid yet), `held` (paid,
 * held until approval, or frozen by a dispute), `releasing`, `paid` (released, or the creator's part
 * of a split), `refunded` (the brand got it back), `void` (closed before paying).
 */
export const EARNINGS_GROUPS = ['awaiting', 'held', 'releasing', 'paid', 'refunded', 'void'] as const;
export type EarningsGroup = (typeof EARNINGS_GROUPS)[number];

/** One order's payment as its creator's earnings list it. */
export const EarningsPaymentSchema = z
  .object({
    _id: z.uuid(),
    campaignId: z.uuid(),
    campaignTitle: z.string(),
    companyName: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    group: z.enum(EARNINGS_GROUPS),
    currency: z.enum(CURRENCIES),
    agreedFeeMinor: z.number().int(),
    /** What the creator receives: the transfer once its amount is fixed, else the agreed fee less commission. */
    payoutMinor: z.number().int(),
    paidAt: z.string().nullable(),
    releasedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'EarningsPayment' });
export type EarningsPayment = z.infer<typeof EarningsPaymentSchema>;

/** The creator's amounts in one currency. */
export const EarningsTotalSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    heldMinor: z.number().int(),
    releasingMinor: z.number().int(),
    paidMinor: z.number().int(),
  })
  .meta({ id: 'EarningsTotal' });
export type EarningsTotal = z.infer<typeof EarningsTotalSchema>;

/** A payout Stripe made from the creator's connected account to their bank. */
export const StripePayoutViewSchema = z
  .object({
    id: z.string(),
    amountMinor: z.number().int(),
    /** Stripe's lower-case code (`gbp`). */
    currency: z.string(),
    status: z.string(),
    arrivalDate: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'StripePayout' });
export type StripePayoutView = z.infer<typeof StripePayoutViewSchema>;

/** GET /api/payments/earnings (creators). */
export const EarningsSchema = z
  .object({
    payments: z.array(EarningsPaymentSchema),
    totals: z.array(EarningsTotalSchema),
    /** The payouts to the creator's bank; null when they have none set up or Stripe could not be read now. */
    payouts: z.array(StripePayoutViewSchema).nullable(),
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof EarningsSchema>;
