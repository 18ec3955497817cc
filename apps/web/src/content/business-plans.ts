import type { BillingPlan } from '@equicreators/shared';

/**
 * What each business plan includes, beside its price. Prices and intervals come from Stripe
 * through GET /api/billing/plans and are never typed here.
 */
export const BUSINESS_PLAN_FEATURES: Partial<Record<BillingPlan, string[]>> = {
  'brand-monthly': [
    'Unlimited campaigns',
    'Browse and invite every creator',
    'Messages and approvals',
    'Cancel any time',
  ],
  'brand-yearly': ['Everything in Monthly', 'A campaign planning call each quarter', 'Priority support'],
};

/** Without online payment (no Stripe keys) the plans are described, unpriced, and set up on a call. */
export const UNPRICED_BUSINESS_PLANS: { name: string; plan: BillingPlan }[] = [
  { name: 'Monthly', plan: 'brand-monthly' },
  { name: 'Yearly', plan: 'brand-yearly' },
];
