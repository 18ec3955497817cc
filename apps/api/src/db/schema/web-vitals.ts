import { WEB_VITAL_NAMES, WEB_VITAL_RATINGS, type WebVitalName, type WebVitalRating } from '@equicreators/shared';
import { check, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * One metric of one real page view (LCP, INP, CLS…), named by the page's route pattern only: no
 * account, address or IP is kept. Rows older than 30 days are deleted (docs/decisions/011).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    metric: text('metric').$type<WebVitalName>().notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').$type<WebVitalRating>().notNull(),
    navigationType: text('navigation_type'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One page's metric over a period; the summary and questions about a single page read it.
    index('web_vitals_page_metric_created_at_idx').on(table.page, table.metric, table.createdAt),
    // The hourly retention pass deletes by age alone, which the index above cannot serve.
    index('web_vitals_created_at_idx').on(table.createdAt),
    // No check on `page`: a new route would then need a migration; the API validates it instead.
    check('web_vitals_metric_check', isOneOf(table.metric, WEB_VITAL_NAMES)),
    check('web_vitals_rating_check', isOneOf(table.rating, WEB_VITAL_RATINGS)),
  ],
);
