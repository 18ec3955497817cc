import type { CreatorFacets } from '@equicreators/shared';

const CALENDAR_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD, no time zone: a figure's "as of") as a person reads it: '1 May 2026', the same everywhere. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : CALENDAR_FORMAT.format(date);
}

/** Whether a creator has said anything of their equestrian profile. */
export function hasFacets(facets: CreatorFacets): boolean {
  return (
    facets.disciplines.length > 0 ||
    facets.level !== null ||
    facets.horseCount !== null ||
    facets.breeds.length > 0 ||
    facets.country !== null ||
    facets.languages.length > 0 ||
    facets.platforms.length > 0
  );
}
