import { CLUB_MEETING_DEFAULT_MINUTES } from '@equicreators/shared';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWindow } from '../../db/paging.ts';
import { clubMeetings } from '../../db/schema/index.ts';

export type ClubMeetingRow = typeof clubMeetings.$inferSelect;
export type NewClubMeeting = typeof clubMeetings.$inferInsert;
export type ClubMeetingChanges = Omit<NewClubMeeting, 'id' | 'createdBy' | 'createdAt'>;

/** A meeting is upcoming until it ends: its start plus its length (an hour when none was given). */
function endsAfter(now: Date): SQL {
  return sql`${clubMeetings.startsAt} + make_interval(mins => coalesce(${clubMeetings.durationMinutes}, ${CLUB_MEETING_DEFAULT_MINUTES})) > ${now}`;
}

/** Upcoming meetings soonest first, or past ones latest first, one page and the total. */
export async function listClubMeetings(
  db: Database,
  { now, when, page, pageSize }: { now: Date; when: 'upcoming' | 'past'; page: number; pageSize: number },
): Promise<{ rows: ClubMeetingRow[]; total: number }> {
  const filter = when === 'upcoming' ? endsAfter(now) : sql`not (${endsAfter(now)})`;
  const order =
    when === 'upcoming'
      ? [asc(clubMeetings.startsAt), asc(clubMeetings.id)]
      : [desc(clubMeetings.startsAt), desc(clubMeetings.id)];
  const { limit, offset } = pageWindow({ page, pageSize });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(clubMeetings)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(clubMeetings).where(filter),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertClubMeeting(db: Database, meeting: NewClubMeeting): Promise<ClubMeetingRow> {
  const [row] = await db.insert(clubMeetings).values(meeting).returning();
  if (!row) throw new Error('The club meeting insert returned no row');
  return row;
}

export async function updateClubMeeting(
  db: Database,
  id: string,
  changes: ClubMeetingChanges,
): Promise<ClubMeetingRow | null> {
  const [row] = await db.update(clubMeetings).set(changes).where(eq(clubMeetings.id, id)).returning();
  return row ?? null;
}

export async function deleteClubMeeting(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(clubMeetings).where(eq(clubMeetings.id, id)).returning({ id: clubMeetings.id });
  return deleted.length > 0;
}
