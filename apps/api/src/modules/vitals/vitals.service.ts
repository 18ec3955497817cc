import { PAGE_PATTERNS, WEB_VITAL_NAMES, type WebVitalName, type WebVitalsReportSchema } from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type RetentionDependencies, RetentionTask } from '../../db/retention-task.ts';
import { bucketOf, percentileOf } from './vital-buckets.ts';
import {
  addWebVitalCounts,
  deleteWebVitalsBefore,
  readWebVitalBucketsSince,
  type WebVitalBucketRow,
  type WebVitalCount,
} from './vitals.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

export const WEB_VITALS_RETENTION = {
  /** Long enough to compare a release with the weeks before it; field data older than that is stale. */
  keepDays: 30,
  /** A day may outlive its 30 days by up to an hour; nothing depends on the exact moment. */
  passIntervalMs: 60 * 60_000,
  batchSize: 5_000,
} as const;

/** Midnight UTC of the day `at` falls in: the histograms count per UTC day. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * Counts the metrics of one page view into today's histograms (the contract has checked every
 * field). Two metrics of a report that land in the same bucket add up before the statement.
 */
export async function recordWebVitals(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  report: z.output<typeof WebVitalsReportSchema>,
): Promise<void> {
  const day = startOfUtcDay(clock.now());
  const counts = new Map<string, WebVitalCount>();
  for (const metric of report) {
    const bucket = bucketOf(metric.name, metric.value);
    const key = `${metric.page}\u0000${metric.name}\u0000${String(bucket).padStart(3, '0')}`;
    const count = counts.get(key) ?? { page: metric.page, metric: metric.name, day, bucket, count: 0, goodCount: 0 };
    count.count += 1;
    if (metric.rating === 'good') count.goodCount += 1;
    counts.set(key, count);
  }
  // Key order (see addWebVitalCounts): page, metric, then bucket, padded so text order is numeric.
  const ordered = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, count]) => count);
  await addWebVitalCounts(db, ordered);
}

/**
 * Deletes the days before the retention period (today and the 29 days before it are kept),
 * batch after batch, and says how many rows went.
 */
export async function deleteExpiredWebVitals(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(startOfUtcDay(now).getTime() - (WEB_VITALS_RETENTION.keepDays - 1) * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteWebVitalsBefore(db, cutoff, WEB_VITALS_RETENTION.batchSize);
    deleted += batch;
    if (batch < WEB_VITALS_RETENTION.batchSize) return deleted;
  }
}

/** A page's metric over a period: how many values, their 75th percentile and the share rated good. */
export type WebVitalSummary = {
  page: string;
  metric: WebVitalName;
  count: number;
  p75: number;
  goodCount: number;
  goodShare: number;
};

/**
 * The last `days` days (today and the days before it, in UTC) per page and metric, pages in
 * route-table order and metrics in the order of WEB_VITAL_NAMES (LCP, INP, CLS first), so the
 * table reads the same every time. p75 is read from the summed histogram (within 5 %).
 */
export async function summariseWebVitals(
  db: Database,
  period: { days: number; now: Date },
): Promise<WebVitalSummary[]> {
  const since = new Date(startOfUtcDay(period.now).getTime() - (period.days - 1) * DAY_MS);
  const groups = new Map<string, WebVitalBucketRow[]>();
  for (const row of await readWebVitalBucketsSince(db, since)) {
    const key = `${row.page}\u0000${row.metric}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const pageOrder = (page: string) => {
    const at = (PAGE_PATTERNS as readonly string[]).indexOf(page);
    return at === -1 ? PAGE_PATTERNS.length : at;
  };
  return [...groups.values()]
    .flatMap((rows) => {
      const first = rows[0];
      if (!first) return [];
      const count = rows.reduce((sum, row) => sum + row.count, 0);
      const goodCount = rows.reduce((sum, row) => sum + row.goodCount, 0);
      const p75 = percentileOf(first.metric, rows, 0.75);
      return [{ page: first.page, metric: first.metric, count, p75, goodCount, goodShare: goodCount / count }];
    })
    .sort(
      (a, b) =>
        pageOrder(a.page) - pageOrder(b.page) ||
        a.page.localeCompare(b.page) ||
        WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric),
    );
}

/** Deletes expired web vitals once at start and every hour after (docs/decisions/011), one process at a time. */
export class WebVitalsRetention extends RetentionTask {
  constructor(dependencies: RetentionDependencies) {
    super(dependencies, {
      what: 'web vitals',
      name: 'vitals-retention',
      lock: 'webVitalsRetention',
      intervalMs: WEB_VITALS_RETENTION.passIntervalMs,
      deleteExpired: deleteExpiredWebVitals,
    });
  }
}
