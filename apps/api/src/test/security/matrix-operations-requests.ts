import type { RequestPlan } from './matrix-requests.ts';

/** The cells of running the product (issue 35): only an admin reads the status page. */
export const OPERATIONS_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/admin/status': { build: () => ({ url: '/api/admin/status' }) },
};
