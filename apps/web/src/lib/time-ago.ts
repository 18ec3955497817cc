const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Largest unit first: a campaign from 40 days ago reads "last month", not "6 weeks ago".
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'year', ms: YEAR },
  { unit: 'month', ms: MONTH },
  { unit: 'week', ms: WEEK },
  { unit: 'day', ms: DAY },
  { unit: 'hour', ms: HOUR },
  { unit: 'minute', ms: MINUTE },
];

/**
 * How long ago a moment was, in the browser's own words (DECISIONS: time-ago uses the browser's
 * relative-time formatting): "now", "5 minutes ago", "yesterday", "last month". A moment slightly in
 * the future (a clock ahead of the server's) reads "now" rather than "in 2 minutes".
 */
export function formatTimeAgo(moment: string | Date, now: Date, locale?: string): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now.getTime() - time);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const { unit, ms } of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
