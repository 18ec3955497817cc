import { COUNTED_FACET_NAMES, type CountedFacetName, type InfluencerFacetCounts } from '@equicreators/shared';

/** The facet counts by facet and value, for the filters to look up beside each choice. */
export type FacetCountMaps = Record<CountedFacetName, ReadonlyMap<string, number>>;

export function toFacetCountMaps(counts: InfluencerFacetCounts): FacetCountMaps {
  const maps = {} as FacetCountMaps;
  for (const name of COUNTED_FACET_NAMES) {
    maps[name] = new Map(counts.facets[name].map(({ value, count }) => [value, count]));
  }
  return maps;
}
