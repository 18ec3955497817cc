import type { QuotaRule } from '@equicreators/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What a rule allows on a server started with QUOTA_SCALE (rounded down, never below one). */
export function scaledQuota(rule: QuotaRule, quotaScale: number): number {
  return Math.max(1, Math.floor(rule.points * quotaScale));
}

/** The answer of a request refused by `rule`: 429, its message, and a Retry-After within its window. */
export function expectRefusedBy(response: LightMyRequestResponse, rule: QuotaRule): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: rule.message, code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
}
