import { z } from 'zod';
import {
  ACCESS_SOURCES,
  BILLING_MESSAGES,
  BILLING_PLANS,
  BILLING_AUDIENCES,
  type UnpaidStanding,
} from '../domain/billing.ts';
import { CAMPAIGN_MESSAGES } from './campaigns.ts';

/** One plan as Stripe prices it (amounts in the currency's minor unit, read from Stripe, cached). */
export const BillingPlanPriceSchema = z
  .object({
    plan: z.enum(BILLING_PLANS),
    audience: z.enum(BILLING_AUDIENCES),
    /** Minor units: 1999 is $19.99. */
    unitAmount: z.number().int().nonnegative(),
    currency: z.string(),
    interval: z.enum(['day', 'week', 'month', 'year']),
    intervalCount: z.number().int().positive(),
  })
  .meta({ id: 'BillingPlanPrice' });
export type BillingPlanPrice = z.infer<typeof BillingPlanPriceSchema>;

/** GET /api/billing/plans: public, so /joinclub can show the price to a visitor. */
export const BillingPlansSchema = z.object({ plans: z.array(BillingPlanPriceSchema) }).meta({ id: 'BillingPlans' });
export type BillingPlans = z.infer<typeof BillingPlansSchema>;

/**
 * GET /api/billing (and the answer of POST /api/billing/sync): the caller's standing. For a brand
 * `access` is the marketplace (the `payment` flag elsewhere); for a creator it is club membership.
 */
export const BillingStateSchema = z
  .object({
    audience: z.enum(BILLING_AUDIENCES),
    access: z.boolean(),
    source: z.enum(ACCESS_SOURCES),
    /** Null without a subscription (or with one priced outside the configured plans). */
    plan: z.enum(BILLING_PLANS).nullable(),
    /** Stripe's status as last seen, null when the caller never subscribed. */
    status: z.string().nullable(),
    /** ISO date-time the paid period ends, null without a subscription. */
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** True while Stripe retries a failed payment: access is kept, the banner asks for a new card. */
    pastDue: z.boolean(),
    /** True once the caller has a Stripe customer, so the portal can open. */
    hasBillingAccount: z.boolean(),
    /**
     * True without access after a subscription that granted it (decision 018: told to resubscribe);
     * false for one that never paid, an abandoned checkout's `incomplete` subscription included.
     */
    lapsed: z.boolean(),
  })
  .meta({ id: 'BillingState' });
export type BillingState = z.infer<typeof BillingStateSchema>;

export const CheckoutRequestSchema = z.object({ plan: z.enum(BILLING_PLANS) }).meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** Checkout and portal both answer where to send the browser (a Stripe-hosted page). */
export const BillingRedirectSchema = z.object({ url: z.string() }).meta({ id: 'BillingRedirect' });
export type BillingRedirect = z.infer<typeof BillingRedirectSchema>;

/** Where Checkout sends the buyer back: the server builds these from PUBLIC_URL, never from input. */
export const BILLING_RETURN_PATHS = {
  brand: { success: '/brands?checkout=success', cancel: '/brands?checkout=cancelled' },
  club: { success: '/club?checkout=success', cancel: '/joinclub?checkout=cancelled' },
  /** Where the customer portal's "return" link leads, and the page e-mails link to for the portal. */
  portalReturn: '/billing',
} as const;

/** POST /api/billing/webhook: what Stripe is answered once an event is stored (and applied, or already). */
export const BillingWebhookAnswerSchema = z.object({ received: z.literal(true) }).meta({ id: 'BillingWebhookAnswer' });
export type BillingWebhookAnswer = z.infer<typeof BillingWebhookAnswerSchema>;

/**
 * What a brand without access is told when a write is refused, on the server and in the web app
 * (docs/decisions/018): a lapsed brand how to resubscribe, one that never paid the spec's sentence.
 * Here rather than in domain/billing.ts, which stays free of zod for the public pages' scripts.
 */
export function paymentRefusalMessage(standing: UnpaidStanding): string {
  return standing === 'lapsed' ? BILLING_MESSAGES.resubscribe : CAMPAIGN_MESSAGES.paymentRequired;
}
