import type { RequestPlan } from './matrix-requests.ts';

/** A creator's payouts and earnings (issue 32): creators only, each their own. */
export const PAYOUT_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/payouts': { build: () => ({ url: '/api/payouts' }) },
  'POST /api/payouts/onboarding': { build: () => ({ url: '/api/payouts/onboarding', payload: { country: 'GB' } }) },
  'POST /api/payouts/sync': { build: () => ({ url: '/api/payouts/sync' }) },
  'GET /api/payments/earnings': { build: () => ({ url: '/api/payments/earnings' }) },
};
