import type { AppContext } from '../../app-context.ts';
import type { CreatorMatchFilter, FacetTermCounts } from './creator-facet-index.ts';
import { findCreatorIdsByName, SHOWN_AVERAGE_ROUNDING, type BrowseFilter } from './influencer-browse.repository.ts';

type MatchFilter = Omit<BrowseFilter, 'sort' | 'matchTarget'>;

/**
 * GET /api/influencers/facet-counts: how many creators the filter matches, and for every facet
 * value how many it would match with that facet's choice set to the value (the counts the filters
 * show beside each choice), from the facet index; a name search's matches are read from the
 * database first (its trigram index) and the counts taken among them.
 */
export async function countFacetTerms(
  context: AppContext,
  filter: MatchFilter,
): Promise<{ total: number; counts: FacetTermCounts }> {
  const index = await context.caches.facetIndex.read();
  const among = filter.nameContains
    ? index.bitsOf(await findCreatorIdsByName(context.db, filter.nameContains))
    : undefined;
  const matchFilter = creatorMatchFilterOf(filter);
  return { total: index.countMatching(matchFilter, among), counts: index.countTerms(matchFilter, among) };
}

function creatorMatchFilterOf(filter: MatchFilter): CreatorMatchFilter {
  return {
    niches: filter.niches,
    intervals: filter.intervals,
    minRatingAverage: filter.minRating === undefined ? undefined : filter.minRating - SHOWN_AVERAGE_ROUNDING,
    disciplines: filter.disciplines,
    levels: filter.levels,
    country: filter.country,
    region: filter.region,
    languages: filter.languages,
    platform: filter.platform,
    minEngagementBasisPoints: filter.minEngagementBasisPoints,
    audienceCountry: filter.audienceCountry,
  };
}
