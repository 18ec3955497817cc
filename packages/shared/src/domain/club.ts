/**
 * Club meetings are scheduled by an admin at a wall-clock time in a chosen IANA time zone
 * (docs/decisions/027): stored as the instant plus the zone, shown in each viewer's own zone.
 */

/** A meeting with no stated length still shows as under way for this long after it starts. */
export const CLUB_MEETING_DEFAULT_MINUTES = 60;

/** A local date-time as an `<input type="datetime-local">` gives it: 2026-12-01T19:30. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * Whether `zone` names an IANA time zone this runtime knows ('Europe/London', 'UTC'). Offsets
 * ('+01:00'), which newer engines also accept, are refused: a meeting keeps its zone's rules.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a local date-time names in `timeZone`, or null when that wall-clock time never
 * happens there (the hour skipped when clocks go forward). In the hour repeated when clocks go
 * back, the first of the two is taken.
 */
export function instantOfLocalDateTime(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two candidates, from the zone's offset before and after the moment: one of them reads back.
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000, timeZone), asUtc - offsetAt(asUtc + 86_400_000, timeZone)];
  const matching = candidates.filter((instant) => localDateTimeIn(new Date(instant), timeZone) === local);
  if (matching.length === 0) return null;
  return new Date(Math.min(...matching));
}

/** The wall-clock date-time of `instant` in `timeZone`, as 2026-12-01T19:30. */
export function localDateTimeIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const floored = instant - (((instant % 60_000) + 60_000) % 60_000);
  const local = localDateTimeIn(new Date(floored), timeZone);
  const [year, month, day, hour, minute] = (LOCAL_DATE_TIME_PATTERN.exec(local) ?? []).slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute) - floored;
}
