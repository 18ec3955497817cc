import { AppError, type QuotaRule } from '@equicreators/shared';
import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { createTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { createLogger } from '../logger.ts';
import { createLimits, type Limits } from './limit-store.ts';

const logger = createLogger({ logLevel: 'silent', isProduction: true });
let ruleCount = 0;

/** A rule of its own per test, so no test sees another's counts. */
function ruleOf(points: number, windowSeconds = 3_600): QuotaRule {
  ruleCount += 1;
  return { name: `test-rule-${ruleCount}`, points, windowSeconds, message: `Rule ${ruleCount} is used up.` };
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

describe(`the limit store on ${testDatabaseEngine()}`, () => {
  let database: DatabaseHandle;
  let limits: Limits;
  beforeAll(async () => {
    database = await createTestDatabase();
    limits = createLimits({ database, logger, quotaScale: 1 });
  });
  afterAll(async () => {
    limits.close();
    await database.close();
  });

  it('allows the points of a window, then refuses with the rule message and when to come back', async () => {
    const rule = ruleOf(3);
    for (let i = 0; i < 3; i += 1) await limits.consumeQuota(rule, 'account-a');
    const refusal = await refusalOf(limits.consumeQuota(rule, 'account-a'));
    expect(refusal.code).toBe('RATE_LIMITED');
    expect(refusal.status).toBe(429);
    expect(refusal.message).toBe(rule.message);
    expect(refusal.retryAfterSeconds).toBeGreaterThan(3_590);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(3_600);
  });

  it('counts each key and each rule on its own', async () => {
    const rule = ruleOf(1);
    const other = ruleOf(1);
    await limits.consumeQuota(rule, 'account-a');
    await limits.consumeQuota(rule, 'account-b');
    await limits.consumeQuota(other, 'account-a');
    await expect(limits.consumeQuota(rule, 'account-a')).rejects.toThrow(rule.message);
  });

  it('does not count refused points, so a smaller request that fits still passes', async () => {
    const rule = ruleOf(10);
    await limits.consumeQuota(rule, 'k', 6);
    await expect(limits.consumeQuota(rule, 'k', 5)).rejects.toThrow(rule.message);
    await limits.consumeQuota(rule, 'k', 4);
    expect(await limits.checkQuota(rule, 'k')).toMatchObject({ isAllowed: false, remainingPoints: 0 });
  });

  it('answers where a key stands without spending, and takes refunds back', async () => {
    const rule = ruleOf(2);
    expect(await limits.checkQuota(rule, 'k')).toEqual({ isAllowed: true, remainingPoints: 2, retryAfterSeconds: 0 });
    await limits.consumeQuota(rule, 'k', 2);
    const full = await limits.checkQuota(rule, 'k');
    expect(full.isAllowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(0);
    await limits.refundQuota(rule, 'k');
    expect(await limits.checkQuota(rule, 'k')).toMatchObject({ isAllowed: true, remainingPoints: 1 });
  });

  it('spends several charges all or none, and can give them all back', async () => {
    const perAccount = ruleOf(5);
    const perAddress = ruleOf(1);
    const charges = [
      { rule: perAccount, key: 'account' },
      { rule: perAddress, key: 'someone@example.com' },
    ];
    const refund = await limits.consumeQuotas(charges);
    await expect(limits.consumeQuotas(charges)).rejects.toThrow(perAddress.message);
    expect((await limits.checkQuota(perAccount, 'account')).remainingPoints).toBe(4);
    await refund();
    expect((await limits.checkQuota(perAccount, 'account')).remainingPoints).toBe(5);
    expect((await limits.checkQuota(perAddress, 'someone@example.com')).remainingPoints).toBe(1);
  });

  it('lets exactly the allowed number through when many ask at once', async () => {
    const rule = ruleOf(5);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limits.consumeQuota(rule, 'k')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('starts a new window once the old one ends', async () => {
    const rule = ruleOf(1, 1);
    await limits.consumeQuota(rule, 'k');
    const refusal = await refusalOf(limits.consumeQuota(rule, 'k'));
    expect(refusal.retryAfterSeconds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await limits.consumeQuota(rule, 'k');
  });

  it('scales quotas down for a test server, never below one, but leaves throttles as written', async () => {
    const scaled = createLimits({ database, logger, quotaScale: 0.01 });
    const rule = ruleOf(300);
    expect((await scaled.checkQuota(rule, 'k')).remainingPoints).toBe(3);
    expect((await scaled.checkQuota(ruleOf(20), 'k')).remainingPoints).toBe(1);
    const throttleRule = ruleOf(2);
    await scaled.consumeUnscaled(throttleRule, 'ip');
    await scaled.consumeUnscaled(throttleRule, 'ip');
    await expect(scaled.consumeUnscaled(throttleRule, 'ip')).rejects.toThrow(throttleRule.message);
    scaled.close();
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'shares counts between processes through the rate_limits table',
    async () => {
      const otherProcess = createLimits({ database, logger, quotaScale: 1 });
      const rule = ruleOf(2);
      await limits.consumeQuota(rule, 'shared');
      await otherProcess.consumeQuota(rule, 'shared');
      await expect(otherProcess.consumeQuota(rule, 'shared')).rejects.toThrow(rule.message);
      await expect(limits.consumeQuota(rule, 'shared')).rejects.toThrow(rule.message);
      const [row] = await database.db
        .select({ rows: count() })
        .from(rateLimits)
        .where(like(rateLimits.key, `${rule.name}:%`));
      expect(row?.rows).toBe(1);
      otherProcess.close();
    },
  );

  it.runIf(testDatabaseEngine() === 'postgres')('keeps its counters out of the WAL (an unlogged table)', async () => {
    const result = await database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limits'`);
    expect((result as { rows: unknown[] }).rows).toEqual([{ relpersistence: 'u' }]);
  });
});
