import {
  countryName,
  disciplineLabel,
  engagementRateText,
  formatFollowerCount,
  languageName,
  regionName,
  riderLevelLabel,
  type CreatorFacets,
  type PlatformStats,
} from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatCalendarDate, hasFacets } from './facet-text';

export type CreatorFacetsSummaryProps = { facets: CreatorFacets; name: string };

/**
 * A creator's equestrian profile, compact (issue 33: the statistics drawer, the creator's own
 * profile and the admin's creators): disciplines, level, horses, place, languages, then each platform's figures under the
 * date they were true.
 */
export function CreatorFacetsSummary({ facets, name }: CreatorFacetsSummaryProps) {
  if (!hasFacets(facets)) return <p className="text-sm text-ink-muted">No equestrian profile yet.</p>;
  const horses = [
    facets.horseCount === null ? null : `${facets.horseCount} ${facets.horseCount === 1 ? 'horse' : 'horses'}`,
    facets.breeds.join(', ') || null,
  ].filter(Boolean);
  const place = [facets.region && regionName(facets.region), facets.country && countryName(facets.country)].filter(
    Boolean,
  );
  const facts: { term: string; value: ReactNode }[] = [];
  if (facets.level) facts.push({ term: 'Level', value: riderLevelLabel(facets.level) });
  if (horses.length > 0) facts.push({ term: 'Horses', value: horses.join(' · ') });
  if (place.length > 0) facts.push({ term: 'Based in', value: place.join(', ') });
  if (facets.languages.length > 0)
    facts.push({ term: 'Languages', value: facets.languages.map(languageName).join(', ') });

  return (
    <div className="flex flex-col gap-3">
      {facets.disciplines.length > 0 && (
        <ul aria-label={`Disciplines of ${name}`} className="flex flex-wrap gap-1.5">
          {facets.disciplines.map((discipline) => (
            <li key={discipline}>
              <Badge tone="brand">{disciplineLabel(discipline)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {facts.map(({ term, value }) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink-muted">{term}</dt>
              <dd className="mb-1 break-words text-ink sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {facets.platforms.length > 0 && (
        <ul aria-label={`Platforms of ${name}`} className="flex flex-col gap-2">
          {facets.platforms.map((stats) => (
            <PlatformFigures key={stats.platform} stats={stats} />
          ))}
        </ul>
      )}
    </div>
  );
}

function percentList(entries: { label: string; percent: number }[]): string {
  return entries.map((entry) => `${entry.label} ${entry.percent} %`).join(', ');
}

/** One platform: its figures, and the date they were true beside them. */
function PlatformFigures({ stats }: { stats: PlatformStats }) {
  const figures = [
    `${formatFollowerCount(stats.followers)} followers`,
    `${engagementRateText(stats.engagementBasisPoints)} engagement`,
    stats.averageViews === null ? null : `${formatFollowerCount(stats.averageViews)} average views`,
  ].filter(Boolean);
  const audience: { term: string; value: string }[] = [];
  if (stats.audienceCountries.length > 0) {
    const countries = stats.audienceCountries.map((entry) => ({
      label: countryName(entry.country),
      percent: entry.percent,
    }));
    audience.push({ term: 'Top countries', value: percentList(countries) });
  }
  if (stats.ageBands.length > 0) {
    audience.push({
      term: 'Ages',
      value: percentList(stats.ageBands.map((entry) => ({ label: entry.band, percent: entry.percent }))),
    });
  }
  if (stats.gender) {
    const { female, male, other } = stats.gender;
    audience.push({ term: 'Gender', value: `${female} % female, ${male} % male, ${other} % other` });
  }
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-parchment px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 break-all">
          <span className="font-semibold text-ink">{stats.platform}</span>{' '}
          <span className="text-ink-muted">{stats.handle}</span>
        </span>
        <span className="text-xs text-ink-muted">as of {formatCalendarDate(stats.asOf)}</span>
      </p>
      <p className="text-ink">{figures.join(' · ')}</p>
      {audience.map(({ term, value }) => (
        <p key={term} className="break-words text-ink">
          <span className="text-ink-muted">{term}:</span> {value}
        </p>
      ))}
    </li>
  );
}
