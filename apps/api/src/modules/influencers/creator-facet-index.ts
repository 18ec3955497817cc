import { COUNTED_FACET_NAMES, STAT_PLATFORMS, type CountedFacetName, type StatPlatform } from '@equicreators/shared';
import {
  bitsAtLeast,
  countBits,
  countShared,
  emptyBits,
  fullBits,
  intersectInto,
  setBit,
  uniteInto,
  type CreatorBits,
} from './creator-bitsets.ts';
import type { BrowseFilter, FacetFilter } from './influencer-browse.repository.ts';

/** A browsable creator (never a blocked one) as the index holds them: what the browse filters on. */
export type FacetIndexRow = {
  id: string;
  niches: readonly string[];
  disciplines: readonly string[];
  level: string | null;
  country: string | null;
  region: string | null;
  languages: readonly string[];
  audienceCountries: readonly string[];
  totalFollowers: number;
  ratingAverage: number;
  /** Basis points per platform with figures. */
  engagement: Partial<Record<StatPlatform, number>>;
};

/**
 * What decides which creators a browse matches, apart from a name (the browse's filter without its
 * order): each list matches on any of its values, and every filter ANDs the others.
 */
export type CreatorMatchFilter = Pick<BrowseFilter, 'niches' | 'intervals'> &
  FacetFilter & {
    /** Compared with the stored average as the browse compares it (already lowered for rounding). */
    minRatingAverage?: number | undefined;
  };

/** The facets the index counts by value; each is one of the browse's query parameters. */
const COUNTED_FACETS = COUNTED_FACET_NAMES;
type CountedFacet = CountedFacetName;

/** For each facet, how many creators each of its values would match with the rest of the filter. */
export type FacetTermCounts = Record<CountedFacet, Map<string, number>>;

/** The facets held as one set per value (the platform is held as rates, checked per position). */
type TermFacet = Exclude<CountedFacet, 'platform'>;
const TERM_FACETS: readonly TermFacet[] = COUNTED_FACETS.filter((facet) => facet !== 'platform');

/**
 * The browse's filters as sets of bits (docs/decisions/035): for every facet value, the set of
 * creators that have it; followers, ratings and engagement rates as arrays by position. A filter's
 * matches are the intersection of its conditions' sets, so its total and, for every facet, each
 * value's count (the matches of the filter with that facet's choice replaced by the value) are a
 * few passes over 32-bit words instead of a read of every matching row.
 */
export type CreatorFacetIndex = {
  /**
   * How many creators the filter matches (among `among` when given: a name search's matches), and
   * every facet value's count, from one reading of the filter.
   */
  countTerms(filter: CreatorMatchFilter, among?: CreatorBits): { total: number; counts: FacetTermCounts };
  /** The creators among `ids` as bits (unknown ids, such as blocked creators, are left out). */
  bitsOf(ids: Iterable<string>): CreatorBits;
};

export function buildCreatorFacetIndex(rows: readonly FacetIndexRow[]): CreatorFacetIndex {
  const size = rows.length;
  const positions = new Map<string, number>();
  const terms = new Map<TermFacet, Map<string, CreatorBits>>(TERM_FACETS.map((facet) => [facet, new Map()]));
  const followers = new Float64Array(size);
  const ratings = new Float64Array(size);
  // -1 where the creator has no figures on the platform (rates are 0–10,000).
  const rates = new Map<StatPlatform, Int16Array>(
    STAT_PLATFORMS.map((platform) => [platform, new Int16Array(size).fill(-1)]),
  );
  const addTerm = (facet: TermFacet, value: string | null, position: number) => {
    if (value === null) return;
    const values = terms.get(facet);
    let bits = values?.get(value);
    if (!bits) {
      bits = emptyBits(size);
      values?.set(value, bits);
    }
    setBit(bits, position);
  };
  // Each creator's best rate on any platform, for a lowest rate without a platform.
  const bestRates = new Int16Array(size).fill(-1);
  rows.forEach((row, position) => {
    positions.set(row.id, position);
    for (const niche of row.niches) addTerm('niche', niche, position);
    for (const discipline of row.disciplines) addTerm('discipline', discipline, position);
    addTerm('level', row.level, position);
    addTerm('country', row.country, position);
    addTerm('region', row.region, position);
    for (const language of row.languages) addTerm('language', language, position);
    for (const country of row.audienceCountries) addTerm('audienceCountry', country, position);
    followers[position] = row.totalFollowers;
    ratings[position] = row.ratingAverage;
    for (const platform of STAT_PLATFORMS) {
      const rate = row.engagement[platform];
      if (rate === undefined) continue;
      (rates.get(platform) as Int16Array)[position] = rate;
      bestRates[position] = Math.max(bestRates[position] ?? -1, rate);
    }
  });

  /** Any of `values` in `facet`; null when the filter does not name the facet (no condition). */
  const anyOf = (facet: TermFacet, values: readonly string[]): CreatorBits | null => {
    if (values.length === 0) return null;
    const bits = emptyBits(size);
    for (const value of values) {
      const valueBits = terms.get(facet)?.get(value);
      if (valueBits) uniteInto(bits, valueBits);
    }
    return bits;
  };
  const wherever = (test: (position: number) => boolean): CreatorBits => {
    const bits = emptyBits(size);
    for (let position = 0; position < size; position += 1) if (test(position)) setBit(bits, position);
    return bits;
  };
  /** Figures on the platform, at least the rate when given (on any platform without one). */
  const engagementBits = (platform: StatPlatform | undefined, minRate: number | undefined): CreatorBits | null => {
    if (platform === undefined && minRate === undefined) return null;
    return bitsAtLeast(platform ? (rates.get(platform) as Int16Array) : bestRates, minRate ?? 0);
  };

  /** Each condition of the filter by the facet it belongs to (a facet's count leaves its own out). */
  const conditionsOf = (filter: CreatorMatchFilter, among: CreatorBits | undefined) => {
    const { intervals, minRatingAverage } = filter;
    const rest: CreatorBits[] = [];
    if (among) rest.push(among);
    if (intervals.length > 0) {
      rest.push(
        wherever((position) => {
          const count = followers[position] ?? 0;
          return intervals.some(({ above, atMost }) => count > above && (atMost === null || count <= atMost));
        }),
      );
    }
    if (minRatingAverage !== undefined) {
      rest.push(wherever((position) => (ratings[position] ?? 0) >= minRatingAverage));
    }
    const byFacet: Record<CountedFacet, CreatorBits | null> = {
      niche: anyOf('niche', filter.niches),
      discipline: anyOf('discipline', filter.disciplines),
      level: anyOf('level', filter.levels),
      country: anyOf('country', filter.country === undefined ? [] : [filter.country]),
      region: anyOf('region', filter.region === undefined ? [] : [filter.region]),
      language: anyOf('language', filter.languages),
      platform: engagementBits(filter.platform, filter.minEngagementBasisPoints),
      audienceCountry: anyOf('audienceCountry', filter.audienceCountry === undefined ? [] : [filter.audienceCountry]),
    };
    return { rest, byFacet };
  };

  const intersection = (sets: readonly (CreatorBits | null)[]): CreatorBits => {
    const bits = fullBits(size);
    for (const set of sets) if (set) intersectInto(bits, set);
    return bits;
  };

  return {
    bitsOf(ids) {
      const bits = emptyBits(size);
      for (const id of ids) {
        const position = positions.get(id);
        if (position !== undefined) setBit(bits, position);
      }
      return bits;
    },
    countTerms(filter, among) {
      const { rest, byFacet } = conditionsOf(filter, among);
      // Choosing another country drops the region (a region belongs to its country).
      const leftOut = (facet: CountedFacet): CountedFacet[] => (facet === 'country' ? ['country', 'region'] : [facet]);
      const othersThan = (facet: CountedFacet) =>
        intersection([
          ...rest,
          ...COUNTED_FACETS.filter((other) => !leftOut(facet).includes(other)).map((other) => byFacet[other]),
        ]);
      const counts = Object.fromEntries(
        COUNTED_FACETS.map((facet) => [facet, new Map<string, number>()]),
      ) as FacetTermCounts;
      for (const facet of TERM_FACETS) {
        // Regions only within the chosen country (the browse offers them only then).
        if (facet === 'region' && filter.country === undefined) continue;
        const base = othersThan(facet);
        for (const [value, bits] of terms.get(facet) ?? []) {
          if (facet === 'region' && !value.startsWith(`${filter.country ?? ''}-`)) continue;
          counts[facet].set(value, countShared(base, bits));
        }
      }
      const base = othersThan('platform');
      for (const platform of STAT_PLATFORMS) {
        const onPlatform = engagementBits(platform, filter.minEngagementBasisPoints);
        if (onPlatform) counts.platform.set(platform, countShared(base, onPlatform));
      }
      return { total: countBits(intersection([...rest, ...Object.values(byFacet)])), counts };
    },
  };
}
