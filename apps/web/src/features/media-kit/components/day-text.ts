import { formatLocalDate } from '@equicreators/shared';

/** A calendar date (YYYY-MM-DD) or an instant's day (in UTC), as people read it. */
export function dayText(date: string): string {
  return formatLocalDate(date.slice(0, 10));
}
