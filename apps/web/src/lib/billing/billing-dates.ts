/** The date a paid period ends, in the visitor's own locale and time zone ('December 26, 2026'). */
export function formatPeriodEnd(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** A club meeting's date and time in the visitor's own time zone, with the zone named. */
export function formatMeetingTime(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}
