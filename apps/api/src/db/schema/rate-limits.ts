import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * The counters of every limit and quota when the API runs on PostgreSQL (platform/limits,
 * docs/decisions/013), so they hold across processes and restarts. The shape is the one
 * rate-limiter-flexible's Drizzle store reads and writes: `key` is the rule's prefix and the
 * counted key (`quota-profile-edit:<account id>`), `points` what was spent in the window that
 * ends at `expire`. Expired rows are deleted by a timer in the store.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestampTz('expire'),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
