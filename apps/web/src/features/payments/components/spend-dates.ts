/** A day in the visitor's own locale and zone ('27 Nov 2026'). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}
