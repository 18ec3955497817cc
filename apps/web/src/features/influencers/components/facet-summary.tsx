import { countryName, disciplineLabel, regionName, type CreatorFacets } from '@equicreators/shared';
import { MapPin } from 'lucide-react';

export type FacetSummaryFacets = Pick<CreatorFacets, 'disciplines' | 'country' | 'region'>;

/** A card's one line of equestrian facets (issue 33): the disciplines, then where the creator lives. */
export function FacetSummary({ facets, name }: { facets: FacetSummaryFacets; name: string }) {
  const place = facets.country
    ? [facets.region ? regionName(facets.region) : null, countryName(facets.country)].filter(Boolean).join(', ')
    : null;
  if (facets.disciplines.length === 0 && !place) return null;
  return (
    <dl aria-label={`Riding of ${name}`} className="flex flex-col gap-1 text-sm text-ink">
      {facets.disciplines.length > 0 && (
        <div className="flex gap-1.5">
          <dt className="sr-only">Disciplines</dt>
          <dd className="font-semibold break-words text-brand-900">
            {facets.disciplines.map(disciplineLabel).join(' · ')}
          </dd>
        </div>
      )}
      {place && (
        <div className="flex items-start gap-1.5 text-ink-muted">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">Lives in</span>
          </dt>
          <dd className="break-words">{place}</dd>
        </div>
      )}
    </dl>
  );
}
