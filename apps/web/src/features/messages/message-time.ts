/** The full date and time, shown on hover and read by screen readers. */
export function formatFullTime(iso: string, locale?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(time);
}
