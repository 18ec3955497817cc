import rateLimit from '@fastify/rate-limit';
import { AppError } from '@equicreators/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

export type ThrottleRule = {
  max: number;
  windowMs: number;
  /** What the limit counts per: an IP, an e-mail address… Null skips the rule for this request. */
  keyOf: (request: FastifyRequest) => string | null;
  message: string;
};

/**
 * Counters live in memory, per server. `request.ip` is the socket address unless TRUST_PROXY
 * is set, so a spoofed X-Forwarded-For cannot reset a limit.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** A preHandler that answers 429 with Retry-After once any of the rules is exceeded. */
export function throttle(app: FastifyInstance, rules: ThrottleRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => rule.keyOf(request) ?? '',
    }),
  }));
  return async (request) => {
    for (const { rule, check } of limiters) {
      if (rule.keyOf(request) === null) continue;
      const result = await check(request);
      // `isAllowed` only means "on the allow list"; `isExceeded` is the verdict.
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
      }
    }
  };
}

/** The client's address, as Fastify sees it (see registerRateLimiting). */
export function ipKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** The normalised e-mail address in a JSON body, when there is one. */
export function emailKey(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body) || typeof body.email !== 'string') return null;
  return `email:${body.email.trim().toLowerCase()}`;
}
