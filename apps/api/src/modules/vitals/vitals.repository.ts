import { asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webVitals } from '../../db/schema/index.ts';

export type NewWebVital = typeof webVitals.$inferInsert;

/** A page's metric over a period: how many samples, their 75th percentile and how many were rated good. */
export type WebVitalSummaryRow = {
  page: string;
  metric: (typeof webVitals.$inferSelect)['metric'];
  count: number;
  p75: number;
  goodCount: number;
};

/** The metrics of one report, in one statement. */
export async function insertWebVitals(executor: Database, rows: NewWebVital[]): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(webVitals).values(rows);
}

/**
 * Per page and metric since `since`. The percentile is computed by the database
 * (`percentile_cont`, interpolated as CrUX does), so no row leaves it; both engines have it.
 */
export async function summariseWebVitalsSince(db: Database, since: Date): Promise<WebVitalSummaryRow[]> {
  return db
    .select({
      page: webVitals.page,
      metric: webVitals.metric,
      count: sql<number>`count(*)`.mapWith(Number),
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      goodCount: sql<number>`count(*) filter (where ${webVitals.rating} = 'good')`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.page, webVitals.metric)
    .orderBy(asc(webVitals.page), asc(webVitals.metric));
}

/**
 * Deletes at most `limit` rows created before `cutoff` and says how many went: small statements,
 * so a pass after a long pause never holds one huge delete.
 */
export async function deleteWebVitalsCreatedBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const expired = db.select({ id: webVitals.id }).from(webVitals).where(lt(webVitals.createdAt, cutoff)).limit(limit);
  const deleted = await db.delete(webVitals).where(inArray(webVitals.id, expired)).returning({ id: webVitals.id });
  return deleted.length;
}
