/**
 * Due dates of deliverables (issue 22): the form shows a day, the API stores an instant. A day the
 * brand picks means the end of that day where the brand is, sent as ISO with that zone's offset.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The browser's time zone ('Europe/Paris'); UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/** '2026-12-01' in 'Europe/Paris' → '2026-12-01T23:59:59+01:00'; null for an empty or malformed day. */
export function endOfDayIso(day: string, timeZone: string): string | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC, then again at the instant it gives (a change of
  // summer time that day moves it).
  const first = zoneOffsetMinutes(wall, timeZone);
  const offset = zoneOffsetMinutes(wall - first * 60_000, timeZone);
  return `${match[1]}-${match[2]}-${match[3]}T23:59:59${formatOffset(offset)}`;
}

/** The day an instant falls on in a zone, as a date input wants it ('2026-12-01'); '' for none. */
export function dayInZone(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A due date as people read it ('1 Dec 2026'), in their zone. */
export function formatDueDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A moment as people read it ('1 Dec 2026, 14:05'). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
