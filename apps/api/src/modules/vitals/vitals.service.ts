import { PAGE_PATTERNS, WEB_VITAL_NAMES, type WebVitalsReportSchema } from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import {
  deleteWebVitalsCreatedBefore,
  insertWebVitals,
  summariseWebVitalsSince,
  type WebVitalSummaryRow,
} from './vitals.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

export const WEB_VITALS_RETENTION = {
  /** Long enough to compare a release with the weeks before it; field data older than that is stale. */
  keepDays: 30,
  /** A row may outlive its 30 days by up to an hour; nothing depends on the exact moment. */
  passIntervalMs: 60 * 60_000,
  batchSize: 5_000,
} as const;

/** Stores the metrics of one page view as they came (the contract has checked every field). */
export async function recordWebVitals(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  report: z.output<typeof WebVitalsReportSchema>,
): Promise<void> {
  const createdAt = clock.now();
  await insertWebVitals(
    db,
    report.map((metric) => ({
      page: metric.page,
      metric: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType ?? null,
      createdAt,
    })),
  );
}

/** Deletes the rows older than the retention period, batch after batch, and says how many went. */
export async function deleteExpiredWebVitals(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEB_VITALS_RETENTION.keepDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteWebVitalsCreatedBefore(db, cutoff, WEB_VITALS_RETENTION.batchSize);
    deleted += batch;
    if (batch < WEB_VITALS_RETENTION.batchSize) return deleted;
  }
}

export type WebVitalSummary = WebVitalSummaryRow & { goodShare: number };

/**
 * The last `days` days per page and metric, pages in route-table order and metrics in the order
 * of WEB_VITAL_NAMES (LCP, INP, CLS first), so the table reads the same every time.
 */
export async function summariseWebVitals(
  db: Database,
  period: { days: number; now: Date },
): Promise<WebVitalSummary[]> {
  const since = new Date(period.now.getTime() - period.days * DAY_MS);
  const rows = await summariseWebVitalsSince(db, since);
  const pageOrder = (page: string) => {
    const at = (PAGE_PATTERNS as readonly string[]).indexOf(page);
    return at === -1 ? PAGE_PATTERNS.length : at;
  };
  return rows
    .map((row) => ({ ...row, goodShare: row.count === 0 ? 0 : row.goodCount / row.count }))
    .sort(
      (a, b) =>
        pageOrder(a.page) - pageOrder(b.page) ||
        a.page.localeCompare(b.page) ||
        WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric),
    );
}

type RetentionDependencies = { db: Database; clock: Clock; logger: Logger };

/** Deletes expired web vitals once at start and every hour after (docs/decisions/011). */
export class WebVitalsRetention {
  private readonly task: PeriodicTask<number>;

  constructor(dependencies: RetentionDependencies) {
    this.task = new PeriodicTask({
      intervalMs: WEB_VITALS_RETENTION.passIntervalMs,
      run: () => deleteExpiredWebVitals(dependencies.db, dependencies.clock.now()),
      onResult: (deleted) => {
        if (deleted > 0) dependencies.logger.info({ deleted }, 'Expired web vitals deleted');
      },
      onError: (error) => dependencies.logger.error({ err: error }, 'Deleting expired web vitals failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops the timer and waits for the pass in hand. */
  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time; tests call it instead of waiting an hour. */
  deleteExpired(): Promise<number> {
    return this.task.runNow();
  }
}
