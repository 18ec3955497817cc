import type { RequestPlan } from './matrix-requests.ts';

/**
 * The money pages' cells (issue 32): a brand reads its own spend, admins every payment and its CSV.
 * Reads only, so they share the world (modules/payments/money-pages.test.ts reads real rows).
 */
export const MONEY_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/payments/spend': { build: () => ({ url: '/api/payments/spend' }) },
  'GET /api/admin/payments': { build: () => ({ url: '/api/admin/payments?status=held' }) },
  'GET /api/admin/payments.csv': { build: () => ({ url: '/api/admin/payments.csv?status=held' }) },
};
