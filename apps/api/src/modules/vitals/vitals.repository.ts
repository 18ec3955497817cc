import { asc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webVitalHistograms } from '../../db/schema/index.ts';

/** What one report adds to one bucket of one page's metric on one day. */
export type WebVitalCount = typeof webVitalHistograms.$inferInsert;

/** A page's metric over a period: how many values fell in one bucket, and how many were rated good. */
export type WebVitalBucketRow = Pick<
  typeof webVitalHistograms.$inferSelect,
  'page' | 'metric' | 'bucket' | 'count' | 'goodCount'
>;

/**
 * Adds the counts to their rows, creating those not there yet, in one statement. The caller
 * gives each key once (a statement cannot update a row twice) and in key order, so concurrent
 * reports lock rows in the same order and never deadlock each other.
 */
export async function addWebVitalCounts(executor: Database, counts: WebVitalCount[]): Promise<void> {
  if (counts.length === 0) return;
  await executor
    .insert(webVitalHistograms)
    .values(counts)
    .onConflictDoUpdate({
      target: [webVitalHistograms.page, webVitalHistograms.metric, webVitalHistograms.day, webVitalHistograms.bucket],
      set: {
        count: sql`${webVitalHistograms.count} + excluded.count`,
        goodCount: sql`${webVitalHistograms.goodCount} + excluded.good_count`,
      },
    });
}

/**
 * The histogram of every page and metric since `since` (a day's midnight), summed over the days:
 * at most pages × metrics × buckets rows, however many reports there were.
 */
export async function readWebVitalBucketsSince(db: Database, since: Date): Promise<WebVitalBucketRow[]> {
  return db
    .select({
      page: webVitalHistograms.page,
      metric: webVitalHistograms.metric,
      bucket: webVitalHistograms.bucket,
      count: sql<number>`sum(${webVitalHistograms.count})`.mapWith(Number),
      goodCount: sql<number>`sum(${webVitalHistograms.goodCount})`.mapWith(Number),
    })
    .from(webVitalHistograms)
    .where(gte(webVitalHistograms.day, since))
    .groupBy(webVitalHistograms.page, webVitalHistograms.metric, webVitalHistograms.bucket)
    .orderBy(asc(webVitalHistograms.page), asc(webVitalHistograms.metric), asc(webVitalHistograms.bucket));
}

/**
 * Deletes at most `limit` rows of days before `cutoff` and says how many went: small statements,
 * so a pass after a long pause never holds one huge delete.
 */
export async function deleteWebVitalsBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const key = sql`(${webVitalHistograms.page}, ${webVitalHistograms.metric}, ${webVitalHistograms.day}, ${webVitalHistograms.bucket})`;
  const expired = sql`(select ${webVitalHistograms.page}, ${webVitalHistograms.metric}, ${webVitalHistograms.day}, ${webVitalHistograms.bucket} from ${webVitalHistograms} where ${lt(webVitalHistograms.day, cutoff)} limit ${limit})`;
  const deleted = await db
    .delete(webVitalHistograms)
    .where(sql`${key} in ${expired}`)
    .returning({ day: webVitalHistograms.day });
  return deleted.length;
}
