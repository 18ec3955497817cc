/**
 * The creators' club meets every other week at the same wall-clock time in New York (daylight
 * saving included): the schedule is computed from the first meeting, never stored.
 */
export const CLUB_MEETING_TIME_ZONE = 'America/New_York';
export const CLUB_MEETING_INTERVAL_DAYS = 14;
/** A meeting under way still shows for this long after it starts. */
export const CLUB_MEETING_LENGTH_MINUTES = 60;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The next `count` meetings not yet over at `now`: every CLUB_MEETING_INTERVAL_DAYS days from
 * `anchor` (an instant), at the anchor's local time in `timeZone`.
 */
export function nextClubMeetings(
  anchor: Date,
  now: Date,
  count = 6,
  timeZone: string = CLUB_MEETING_TIME_ZONE,
): Date[] {
  const local = wallClockOf(anchor, timeZone);
  const shownAfter = now.getTime() - CLUB_MEETING_LENGTH_MINUTES * 60_000;
  const elapsedPeriods = Math.floor((shownAfter - anchor.getTime()) / (CLUB_MEETING_INTERVAL_DAYS * DAY_MS));
  const meetings: Date[] = [];
  // Start a period early: a daylight-saving hour can put the first one on either side of `shownAfter`.
  for (let period = Math.max(0, elapsedPeriods - 1); meetings.length < count; period += 1) {
    const day = new Date(Date.UTC(local.year, local.month, local.day + period * CLUB_MEETING_INTERVAL_DAYS));
    const meeting = instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth(),
        day: day.getUTCDate(),
        hour: local.hour,
        minute: local.minute,
      },
      timeZone,
    );
    if (meeting.getTime() > shownAfter) meetings.push(meeting);
  }
  return meetings;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month') - 1, day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The instant a wall-clock time in `timeZone` names (the zone's offset read at that time). */
function instantOf(wall: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockOf(new Date(instant), timeZone);
  const flooredInstant = instant - (instant % 60_000);
  return Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute) - flooredInstant;
}
