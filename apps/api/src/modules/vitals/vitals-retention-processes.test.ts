import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../db/advisory-lock.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { webVitalHistograms } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { addWebVitalCounts } from './vitals.repository.ts';
import { WebVitalsRetention } from './vitals.service.ts';

const DAY_MS = 86_400_000;

/** Two processes' retention tasks on one PostgreSQL (issue 23: each timed task safe with N runners). */
describe.skipIf(testDatabaseEngine() !== 'postgres')('web vitals retention with several runners', () => {
  const handles: DatabaseHandle[] = [];
  let drop: () => Promise<void>;
  const clock = createManualClock(new Date('2026-06-15T12:00:00Z'));
  const logger = createLogger({ logLevel: 'silent', isProduction: true });
  const retentionOn = (database: DatabaseHandle) => new WebVitalsRetention({ database, clock, logger });

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    for (let i = 0; i < 2; i += 1)
      handles.push(await openDatabase({ engine: 'postgres', url: database.url, poolSize: 3 }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  const [first, second] = [() => handles[0]!, () => handles[1]!];
  /** Rows of 40 days ago: every one of them expired. */
  const storeExpired = async (rows: number) => {
    const day = new Date(Date.UTC(2026, 4, 6));
    await addWebVitalCounts(
      first().db,
      Array.from({ length: rows }, (_, bucket) => ({
        page: '/faq',
        metric: 'LCP' as const,
        day,
        bucket,
        count: 1,
        goodCount: 1,
      })),
    );
    expect(clock.now().getTime() - day.getTime()).toBeGreaterThan(31 * DAY_MS);
  };
  const storedCount = async () => (await first().db.select({ rows: count() }).from(webVitalHistograms))[0]?.rows;

  it('skips its round while another process runs one, and runs the next', async () => {
    await storeExpired(3);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    // Another process's pass, caught in the middle: its transaction holds the lock.
    const other = second().db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.webVitalsRetention})`);
      held();
      await released;
    });
    await isHeld;
    expect(await retentionOn(first()).deleteExpired()).toBeNull();
    expect(await storedCount()).toBe(3);
    release();
    await other;
    expect(await retentionOn(first()).deleteExpired()).toBe(3);
    expect(await storedCount()).toBe(0);
  });

  it('lets one of two runners started together do the work', async () => {
    await storeExpired(5);
    const results = await Promise.all([retentionOn(first()).deleteExpired(), retentionOn(second()).deleteExpired()]);
    // The other skipped (null) or, when it came after the first had finished, found nothing left (0).
    expect(results.filter((deleted) => deleted !== null && deleted > 0)).toEqual([5]);
    expect(await storedCount()).toBe(0);
  });
});
