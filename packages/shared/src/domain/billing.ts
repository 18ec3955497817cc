/**
 * Online billing's pure rules, shared by the server (which decides access) and the web app (which
 * says why). Access follows the subscription: docs/decisions/018.
 */

import type { BrandSubscription } from './brands.ts';

/** What can be bought: the brands' plans and the creators' club, each monthly or yearly. */
export const BILLING_PLANS = ['brand-monthly', 'brand-yearly', 'club-monthly', 'club-yearly'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

/** Who may buy a plan: brands buy access to the marketplace, creators the club. */
export const BILLING_AUDIENCES = ['brand', 'club'] as const;
export type BillingAudience = (typeof BILLING_AUDIENCES)[number];

export function audienceOfPlan(plan: BillingPlan): BillingAudience {
  return plan.startsWith('brand-') ? 'brand' : 'club';
}

export function plansFor(audience: BillingAudience): BillingPlan[] {
  return BILLING_PLANS.filter((plan) => audienceOfPlan(plan) === audience);
}

/**
 * The plan a brand's sign-up subscription names (spec §2's 'Monthly' / 'Yearly'): the wizard shows
 * its price and, once the account exists, starts the checkout for it (issue 46: chosen once).
 */
export const BRAND_SUBSCRIPTION_PLANS = {
  Monthly: 'brand-monthly',
  Yearly: 'brand-yearly',
} as const satisfies Record<BrandSubscription, BillingPlan>;

/** Stripe's subscription statuses we know; any other status is treated as no access. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * `active` and `trialing` grant access; `past_due` keeps it while Stripe retries the card (the
 * retry period ends in `unpaid` or `canceled`, which remove it). Everything else, including a
 * status Stripe adds later, removes it at once. One list: the server's SQL orders by it too.
 */
export const ACCESS_GRANTING_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function subscriptionGrantsAccess(status: string): boolean {
  return (ACCESS_GRANTING_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a subscription in this status ever granted access: every status but the two of a first
 * payment that never went through (`incomplete`, then `incomplete_expired` after 23 hours: a
 * checkout abandoned at the card's confirmation, or declined). `canceled`, `unpaid` and `paused`
 * follow a paid period or a trial; a status Stripe adds later counts as having granted it.
 */
export function subscriptionOnceGrantedAccess(status: string): boolean {
  return status !== 'incomplete' && status !== 'incomplete_expired';
}

/**
 * Where an account without access stands (docs/decisions/018): `lapsed` had a subscription that
 * granted access and no longer does; `neverPaid` never had one (a comp the admin withdrew is not a
 * subscription). Given the statuses of the account's subscriptions for its own audience.
 */
export type UnpaidStanding = 'lapsed' | 'neverPaid';

export function unpaidStanding(subscriptionStatuses: readonly string[]): UnpaidStanding {
  return subscriptionStatuses.some(subscriptionOnceGrantedAccess) ? 'lapsed' : 'neverPaid';
}

/** Where a caller's access comes from: a subscription, the admin's override, or nowhere. */
export const ACCESS_SOURCES = ['subscription', 'comped', 'none'] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];

export const BILLING_MESSAGES = {
  notConfigured: 'Online payment is not configured',
  paymentReceived: 'Payment received: your subscription is active',
  paymentFailed: 'Your last payment failed — update your card',
  resubscribe: 'Your subscription has ended. Choose a plan to create campaigns, invite, hire and send messages again.',
  wrongAudience: 'This plan is not for your account type.',
  alreadySubscribed: 'You already have an active subscription: manage it from Billing.',
  noCustomer: 'There is no billing account yet: choose a plan first.',
  stripeUnavailable: 'Payments are not answering right now. Please try again in a minute.',
  clubMember: 'Club member',
} as const;
