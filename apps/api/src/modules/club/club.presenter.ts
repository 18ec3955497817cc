import { localDateTimeIn, type ClubMeeting } from '@equicreators/shared';
import type { ClubMeetingRow } from './club.repository.ts';

/** What leaves the server of a meeting: who scheduled it and when stay inside. */
export function presentClubMeeting(row: ClubMeetingRow): ClubMeeting {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    startsAtLocal: localDateTimeIn(row.startsAt, row.timeZone),
    durationMinutes: row.durationMinutes,
    place: row.place,
    onlineUrl: row.onlineUrl,
    notes: row.notes,
  };
}
