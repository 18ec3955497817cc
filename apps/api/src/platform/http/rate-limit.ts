import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { addressKeyOf } from '../limits/client-address.ts';
import type { Limits } from '../limits/limit-store.ts';

export type ThrottleRule = {
  max: number;
  windowMs: number;
  /** What the limit counts per: an IP, an e-mail address… Null skips the rule for this request. */
  keyOf: (request: FastifyRequest) => string | null;
  message: string;
  /**
   * The counter's name, the same in every process and unique to the rule: a throttle used by
   * several routes (the three logins) shares its counters, no two rules ever do.
   */
  name: string;
};

declare module 'fastify' {
  // Only an interface can add to Fastify's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The store behind `throttle` (docs/decisions/013), from the AppContext. */
    limits: Limits;
  }
}

/**
 * Makes the context's limit store the one `throttle` counts in: PostgreSQL when the API runs on it
 * (every process shares the counts), memory on PGlite. `request.ip` is the socket address unless
 * TRUST_PROXY names the proxy, so a spoofed X-Forwarded-For cannot reset a limit.
 */
export function registerRateLimiting(app: FastifyInstance, limits: Limits): void {
  app.decorate('limits', limits);
  app.addHook('onClose', async () => limits.close());
}

/** A preHandler that answers 429 with Retry-After once any of the rules is exceeded. */
export function throttle(app: FastifyInstance, rules: ThrottleRule[]): preHandlerAsyncHookHandler {
  const limits = app.limits;
  const counted = rules.map((rule) => ({
    keyOf: rule.keyOf,
    rule: {
      name: rule.name,
      points: rule.max,
      windowSeconds: Math.max(1, Math.ceil(rule.windowMs / 1000)),
      message: rule.message,
    },
  }));
  return async (request) => {
    for (const { keyOf, rule } of counted) {
      const key = keyOf(request);
      if (key !== null) await limits.consumeUnscaled(rule, key);
    }
  };
}

/** The client's address as Fastify sees it (see registerRateLimiting), an IPv6 one by its /64. */
export function ipKey(request: FastifyRequest): string {
  return `ip:${addressKeyOf(request.ip)}`;
}

/** The normalised e-mail address in a JSON body, when there is one. */
export function emailKey(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body) || typeof body.email !== 'string') return null;
  return `email:${body.email.trim().toLowerCase()}`;
}

const HOUR_MS = 60 * 60_000;

/**
 * At most `max` requests an hour per signed-in account (routes that each cost a round trip to
 * Stripe); anonymous requests are refused by the route's own authentication before this counts.
 */
export function perAccountHourly(name: string, max: number, message: string): ThrottleRule {
  return {
    name,
    max,
    windowMs: HOUR_MS,
    keyOf: (request: FastifyRequest) => (request.principal ? `account:${request.principal.accountId}` : null),
    message,
  };
}
