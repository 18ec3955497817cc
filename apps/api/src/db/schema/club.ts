import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { auditTimestamps, timestampTz } from './columns.ts';

/**
 * A club meeting an admin scheduled (docs/decisions/027): the instant it starts and the IANA zone
 * it was set in (so an edit shows the admin's own wall clock), at a place or an online link.
 */
export const clubMeetings = pgTable(
  'club_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes'),
    place: text('place'),
    onlineUrl: text('online_url'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...auditTimestamps(),
  },
  (table) => [
    index('club_meetings_starts_at_idx').on(table.startsAt),
    check('club_meetings_place_or_link', sql`(${table.place} is null) <> (${table.onlineUrl} is null)`),
    check('club_meetings_duration_positive', sql`${table.durationMinutes} is null or ${table.durationMinutes} > 0`),
  ],
);
