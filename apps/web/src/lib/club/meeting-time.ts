/** The viewer's own IANA time zone, as the browser reports it ('America/New_York'). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A club meeting's date and time, by default in the viewer's own zone, with the zone's short
 * name ('Monday, November 30 at 7:00 PM EST'): the meeting is stored as an instant (decision 027).
 */
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

/** '90 minutes', '1 hour', '1 hour 30 minutes'. */
export function formatMeetingLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/**
 * The meeting's link if it is http or https (the server allows no other), else null: a link is
 * never put in an href unchecked.
 */
export function safeMeetingLink(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}
