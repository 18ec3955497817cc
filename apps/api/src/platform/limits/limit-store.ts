import { AppError, type QuotaRule } from '@equicreators/shared';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { repeatTimed } from '../metrics/timed-passes.ts';
import { deleteExpiredLimits } from './limits.repository.ts';

/** One charge against a rule: `points` (1 unless said) for `key`. */
export type QuotaCharge = { rule: QuotaRule; key: string; points?: number };

/** Where a key stands under a rule, without spending anything. */
export type QuotaState = { isAllowed: boolean; remainingPoints: number; retryAfterSeconds: number };

/**
 * Every limit and quota of the API, counted in one store (docs/decisions/013): the `rate_limits`
 * table when the API runs on PostgreSQL, so counts hold across processes and restarts; memory on
 * PGlite, which only one process can open anyway. Each rule counts under its own name.
 */
export type Limits = {
  /**
   * Spends `points` of the rule for `key`, or throws RATE_LIMITED (429, Retry-After) with the
   * rule's message and spends nothing. The quota numbers are scaled by QUOTA_SCALE.
   */
  consumeQuota(rule: QuotaRule, key: string, points?: number): Promise<void>;
  /**
   * Spends every charge or none (a refusal gives back those already spent, then throws) and
   * answers how to give them all back, for work that fails or turns out to be a no-op afterwards.
   */
  consumeQuotas(charges: readonly QuotaCharge[]): Promise<() => Promise<void>>;
  /** Gives back points spent earlier (a reservation the work did not use). */
  refundQuota(rule: QuotaRule, key: string, points?: number): Promise<void>;
  /** Whether `points` more would be allowed now, without spending them. */
  checkQuota(rule: QuotaRule, key: string, points?: number): Promise<QuotaState>;
  /** `consumeQuota` with the rule's numbers as written, never scaled: the per-IP throttles. */
  consumeUnscaled(rule: QuotaRule, key: string): Promise<void>;
  /** Stops the sweep of expired counters (PostgreSQL). */
  close(): void;
};

export type LimitsOptions = {
  database: DatabaseHandle;
  logger: Logger;
  /** QUOTA_SCALE: multiplies every quota's points (at least 1 remains); 1 in production. */
  quotaScale: number;
  /** Whether this process sweeps expired counters (BACKGROUND_TASKS; any one process is enough). Default on. */
  sweepsExpired?: boolean;
  /** Counts each refusal by its rule's name (rate_limit_refusals_total), and times the sweep. */
  metrics?: Metrics;
};

// Expired rows are dead weight (an upsert on one starts a new window), so they are swept now and then.
const SWEEP_INTERVAL_MS = 5 * 60_000;

export function createLimits({ database, logger, quotaScale, sweepsExpired = true, metrics }: LimitsOptions): Limits {
  const limiters = new Map<string, RateLimiterAbstract>();
  let sweep: NodeJS.Timeout | undefined;

  function startSweep() {
    if (sweep || !sweepsExpired || database.engine !== 'postgres') return;
    sweep = repeatTimed('rate-limit-sweep', SWEEP_INTERVAL_MS, metrics, () =>
      deleteExpiredLimits(database.db, new Date()).then(
        () => 'ok' as const,
        (error: unknown) => {
          logger.warn({ err: error }, 'Expired rate-limit counters could not be deleted');
          return 'failed' as const;
        },
      ),
    );
  }

  function limiterOf(rule: QuotaRule, scale: number): RateLimiterAbstract {
    const name = scale === 1 ? rule.name : `${rule.name}@${scale}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = makeLimiter(database, { ...rule, name, points: Math.max(1, Math.floor(rule.points * scale)) });
      limiters.set(name, limiter);
      startSweep();
    }
    return limiter;
  }

  async function consume(rule: QuotaRule, key: string, points: number, scale: number): Promise<void> {
    const limiter = limiterOf(rule, scale);
    try {
      await limiter.consume(key, points);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // The store added the refused points too; taking them back keeps the count to what was allowed.
      await limiter.reward(key, points);
      // The rule's own name: a scaled copy (`name@0.1`, test servers) counts under it too.
      if (metrics?.enabled) metrics.rateLimitRefusals.inc({ limit: rule.name });
      throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: secondsOf(refusal.msBeforeNext) });
    }
  }

  const consumeQuota = (rule: QuotaRule, key: string, points = 1) => consume(rule, key, points, quotaScale);
  const refundQuota = async (rule: QuotaRule, key: string, points = 1) => {
    await limiterOf(rule, quotaScale).reward(key, points);
  };

  return {
    consumeQuota,
    refundQuota,
    consumeQuotas: async (charges) => {
      const spent: QuotaCharge[] = [];
      const refundAll = async () => {
        await Promise.all(spent.map((charge) => refundQuota(charge.rule, charge.key, charge.points)));
      };
      try {
        for (const charge of charges) {
          await consumeQuota(charge.rule, charge.key, charge.points);
          spent.push(charge);
        }
      } catch (error) {
        await refundAll();
        throw error;
      }
      return refundAll;
    },
    checkQuota: async (rule, key, points = 1) => {
      const limiter = limiterOf(rule, quotaScale);
      const state = await limiter.get(key);
      const remainingPoints = state ? Math.max(0, limiter.points - state.consumedPoints) : limiter.points;
      const isAllowed = remainingPoints >= points;
      return { isAllowed, remainingPoints, retryAfterSeconds: isAllowed || !state ? 0 : secondsOf(state.msBeforeNext) };
    },
    consumeUnscaled: (rule, key) => consume(rule, key, 1, 1),
    close: () => clearInterval(sweep),
  };
}

function makeLimiter(database: DatabaseHandle, rule: QuotaRule): RateLimiterAbstract {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds };
  if (database.engine !== 'postgres') return new RateLimiterMemory(options);
  const store: RateLimiterStoreAbstract = new RateLimiterDrizzle({
    ...options,
    storeClient: database.db,
    schema: rateLimits,
    // One sweep for every rule (above) instead of a timer per limiter.
    clearExpiredByTimeout: false,
    // A moment without the database counts in this process's memory rather than failing the request.
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return store;
}

/** Retry-After in whole seconds, at least one. */
function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
