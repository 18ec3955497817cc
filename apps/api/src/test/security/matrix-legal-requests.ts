import { LEGAL_VERSION } from '@equicreators/shared';
import type { RequestPlan } from './matrix-requests.ts';

/** The terms a brand or a creator accepted (issue 34): each reads and accepts their own; admins are never asked. */
export const LEGAL_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/account/terms': { build: () => ({ url: '/api/account/terms' }) },
  'POST /api/account/terms': { build: () => ({ url: '/api/account/terms', payload: { version: LEGAL_VERSION } }) },
};
