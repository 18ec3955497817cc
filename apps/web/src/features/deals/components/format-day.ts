/** An instant as the day people read it ('26 Nov 2026'), in their zone. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));
}
