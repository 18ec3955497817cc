/** The date a paid period ends, in the visitor's own locale and time zone ('December 26, 2026'). */
export function formatPeriodEnd(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
}
