import type { AppContext } from '../../app-context.ts';
import { browseTotalKey } from './browse-totals-cache.ts';
import type { CreatorFacetIndex, CreatorMatchFilter, FacetTermCounts } from './creator-facet-index.ts';
import { findCreatorIdsByName, SHOWN_AVERAGE_ROUNDING, type BrowseFilter } from './influencer-browse.repository.ts';

type MatchFilter = Omit<BrowseFilter, 'sort' | 'matchTarget'>;
type FacetCountsAnswer = { total: number; counts: FacetTermCounts };

// The answers of one index, by filter: a pure function of the two, so they live as long as the
// index does (a new index after a change starts empty). Name searches are left out (their matches
// are read from the database each time). Past this many the oldest go first.
const MAX_ANSWERS_PER_INDEX = 500;
const answersByIndex = new WeakMap<CreatorFacetIndex, Map<string, FacetCountsAnswer>>();

/**
 * GET /api/influencers/facet-counts: how many creators the filter matches, and for every facet
 * value how many it would match with that facet's choice set to the value (the counts the filters
 * show beside each choice), from the facet index; a name search's matches are read from the
 * database first (its trigram index) and the counts taken among them.
 */
export async function countFacetTerms(context: AppContext, filter: MatchFilter): Promise<FacetCountsAnswer> {
  const index = await context.caches.facetIndex.read();
  const matchFilter = creatorMatchFilterOf(filter);
  if (filter.nameContains) {
    const among = index.bitsOf(await findCreatorIdsByName(context.db, filter.nameContains));
    return index.countTerms(matchFilter, among);
  }
  let answers = answersByIndex.get(index);
  if (!answers) {
    answers = new Map();
    answersByIndex.set(index, answers);
  }
  const key = browseTotalKey(filter);
  const known = answers.get(key);
  if (known) return known;
  const answer = index.countTerms(matchFilter);
  answers.set(key, answer);
  if (answers.size > MAX_ANSWERS_PER_INDEX) answers.delete(answers.keys().next().value ?? key);
  return answer;
}

function creatorMatchFilterOf(filter: MatchFilter): CreatorMatchFilter {
  const { minRating, ...rest } = filter;
  return { ...rest, minRatingAverage: minRating === undefined ? undefined : minRating - SHOWN_AVERAGE_ROUNDING };
}
