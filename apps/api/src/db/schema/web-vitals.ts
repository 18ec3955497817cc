import { WEB_VITAL_NAMES, type WebVitalName } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * The web vitals of real page views, counted: per page (its route pattern only: no account,
 * address or IP is kept), metric and UTC day, how many values fell in each bucket of a fixed
 * histogram and how many of those were rated good. A report adds to its rows in place, so the
 * table holds at most pages × metrics × buckets × 30 days rows, whatever the traffic. Days
 * older than 30 are deleted (docs/decisions/011 and 014).
 */
export const webVitalHistograms = pgTable(
  'web_vital_histograms',
  {
    page: text('page').notNull(),
    metric: text('metric').$type<WebVitalName>().notNull(),
    /** Midnight UTC of the day the reports arrived. */
    day: timestampTz('day').notNull(),
    /** See VITAL_BUCKETS (modules/vitals/vital-buckets.ts): 0 to 273, each 5 % wide. */
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
    goodCount: integer('good_count').notNull(),
  },
  (table) => [
    // The summary reads by day; the key also serves the upsert of every report.
    primaryKey({ columns: [table.page, table.metric, table.day, table.bucket] }),
    // The retention pass deletes by age alone, which the key (page first) cannot serve.
    index('web_vital_histograms_day_idx').on(table.day),
    // No check on `page`: a new route would then need a migration; the API validates it instead.
    check('web_vital_histograms_metric_check', isOneOf(table.metric, WEB_VITAL_NAMES)),
    check('web_vital_histograms_bucket_check', sql`${table.bucket} between 0 and 273`),
    check(
      'web_vital_histograms_counts_check',
      sql`${table.count} > 0 and ${table.goodCount} between 0 and ${table.count}`,
    ),
  ],
);
