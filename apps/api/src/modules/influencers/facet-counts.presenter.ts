import { COUNTED_FACET_NAMES, type InfluencerFacetCounts } from '@equicreators/shared';
import type { FacetTermCounts } from './creator-facet-index.ts';

/** The facet index's counts as they leave: per facet, the values creators have, most first. */
export function presentFacetCounts({
  total,
  counts,
}: {
  total: number;
  counts: FacetTermCounts;
}): InfluencerFacetCounts {
  const facets = Object.fromEntries(
    COUNTED_FACET_NAMES.map((name) => [
      name,
      [...counts[name]]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ]),
  ) as InfluencerFacetCounts['facets'];
  return { total, facets };
}
