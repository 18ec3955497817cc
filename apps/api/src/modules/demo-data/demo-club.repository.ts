import { instantOfLocalDateTime, localDateTimeIn } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { insertClubMeeting } from '../club/club.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoMeeting = {
  title: string;
  inDays: number;
  /** The wall clock in `timeZone`, as an admin would type it. */
  time: string;
  timeZone: string;
  durationMinutes: number | null;
  place: string | null;
  onlineUrl: string | null;
  notes: string | null;
};

/**
 * Two meetings an admin scheduled (decision 027), in different zones, one at a place and one
 * online, so members see times converted to their own zone. The call is a real Jitsi Meet room.
 */
export const DEMO_CLUB_MEETINGS: DemoMeeting[] = [
  {
    title: 'Filming in winter light',
    inDays: 6,
    time: '19:00',
    timeZone: 'Europe/London',
    durationMinutes: 60,
    place: null,
    onlineUrl: 'https://meet.jit.si/equicreators-demo-club',
    notes: 'Bring one clip you filmed at dusk: we look at a few together.',
  },
  {
    title: 'Yard meet-up and photo walk',
    inDays: 20,
    time: '10:30',
    timeZone: 'America/New_York',
    durationMinutes: 150,
    place: 'Kentucky Horse Park, Lexington (meet at the visitor centre)',
    onlineUrl: null,
    notes: null,
  },
];

export async function insertDemoClubMeetings(tx: Database, seed: { adminId: string; now: Date }): Promise<void> {
  for (const { inDays, time, ...meeting } of DEMO_CLUB_MEETINGS) {
    const day = localDateTimeIn(new Date(seed.now.getTime() + inDays * DAY_MS), meeting.timeZone).slice(0, 10);
    // 19:00 and 10:30 exist on every day in both zones (clocks change at night).
    const startsAt = instantOfLocalDateTime(`${day}T${time}`, meeting.timeZone);
    if (!startsAt) throw new Error(`The demo meeting ${meeting.title} has no start`);
    await insertClubMeeting(tx, { ...meeting, startsAt, createdBy: seed.adminId });
  }
}
