import {
  DISCIPLINE_IDS,
  engagementBasisPointsOf,
  isCountryCode,
  isLanguageCode,
  isRegionOf,
  MIN_ENGAGEMENT_LIMITS,
  RIDER_LEVEL_IDS,
  STAT_PLATFORMS,
  type Discipline,
  type RiderLevel,
  type StatPlatform,
} from '@equicreators/shared';

/**
 * The equestrian facets /brands keeps in its address (issue 33), with the API's parameter names:
 * `discipline`, `level` and `language` repeat; `region` only with its `country`; `minEngagement`
 * is a percentage.
 */
export type FacetParams = {
  discipline: Discipline[];
  level: RiderLevel[];
  country: string | null;
  region: string | null;
  language: string[];
  platform: StatPlatform | null;
  minEngagement: number | null;
  audienceCountry: string | null;
};

export const NO_FACETS: FacetParams = {
  discipline: [],
  level: [],
  country: null,
  region: null,
  language: [],
  platform: null,
  minEngagement: null,
  audienceCountry: null,
};

export const FACET_PARAM_NAMES = Object.keys(NO_FACETS) as (keyof FacetParams)[];

// In the canonical list's order, so one selection always makes one address and one cache key.
function inListOrder<Value extends string>(list: readonly Value[], values: readonly string[]): Value[] {
  const chosen = new Set(values);
  return list.filter((value) => chosen.has(value));
}

function countryOf(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isCountryCode(code) ? code : null;
}

function minEngagementOf(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const percent = Number(value);
  const isValid =
    Number.isFinite(percent) &&
    percent >= MIN_ENGAGEMENT_LIMITS.min &&
    percent <= MIN_ENGAGEMENT_LIMITS.max &&
    Math.abs(percent * 100 - engagementBasisPointsOf(percent)) < 1e-6;
  return isValid ? percent : null;
}

/** The facets as the server would take them: unknown values, a region of another country, dropped. */
export function normaliseFacets(facets: FacetParams): FacetParams {
  const country = countryOf(facets.country);
  const region = facets.region?.trim().toUpperCase() ?? null;
  const languages = facets.language.map((code) => code.trim().toLowerCase()).filter(isLanguageCode);
  return {
    discipline: inListOrder(DISCIPLINE_IDS, facets.discipline),
    level: inListOrder(RIDER_LEVEL_IDS, facets.level),
    country,
    region: country && region && isRegionOf(region, country) ? region : null,
    language: [...new Set(languages)].sort(),
    platform: (STAT_PLATFORMS as readonly (string | null)[]).includes(facets.platform) ? facets.platform : null,
    minEngagement: minEngagementOf(facets.minEngagement),
    audienceCountry: countryOf(facets.audienceCountry),
  };
}

export function readFacetParams(params: URLSearchParams): FacetParams {
  return normaliseFacets({
    discipline: params.getAll('discipline') as Discipline[],
    level: params.getAll('level') as RiderLevel[],
    country: params.get('country'),
    region: params.get('region'),
    language: params.getAll('language'),
    platform: params.get('platform') as StatPlatform | null,
    minEngagement: minEngagementOf(params.get('minEngagement')),
    audienceCountry: params.get('audienceCountry'),
  });
}

/** The facets with some changed; a new country forgets a region of the old one. */
export function withFacetChanges(current: FacetParams, changes: Partial<FacetParams>): FacetParams {
  const countryChanged = changes.country !== undefined && changes.country !== current.country;
  return normaliseFacets({
    ...current,
    ...(countryChanged && changes.region === undefined ? { region: null } : {}),
    ...changes,
  });
}

export function writeFacetParams(next: URLSearchParams, facets: FacetParams): void {
  for (const name of ['discipline', 'level', 'language'] as const) {
    for (const value of facets[name]) next.append(name, value);
  }
  for (const name of ['country', 'region', 'platform', 'audienceCountry'] as const) {
    const value = facets[name];
    if (value !== null) next.set(name, value);
  }
  if (facets.minEngagement !== null) next.set('minEngagement', String(facets.minEngagement));
}

/** How many facet choices narrow the list (the phone's 'Filters (3)' button). */
export function countFacetFilters(facets: FacetParams): number {
  const singles = [facets.country, facets.region, facets.platform, facets.minEngagement, facets.audienceCountry];
  return (
    facets.discipline.length +
    facets.level.length +
    facets.language.length +
    singles.filter((value) => value !== null).length
  );
}

/** The facets as GET /api/influencers takes them: what is not chosen is left out. */
export function toFacetQuery(facets: FacetParams) {
  return {
    discipline: facets.discipline,
    level: facets.level,
    language: facets.language,
    ...(facets.country === null ? {} : { country: facets.country }),
    ...(facets.region === null ? {} : { region: facets.region }),
    ...(facets.platform === null ? {} : { platform: facets.platform }),
    ...(facets.minEngagement === null ? {} : { minEngagement: facets.minEngagement }),
    ...(facets.audienceCountry === null ? {} : { audienceCountry: facets.audienceCountry }),
  };
}
