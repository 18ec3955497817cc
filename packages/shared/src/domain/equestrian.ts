import { iso31661, iso31662 } from 'iso-3166';
import ISO6391 from 'iso-639-1';

/**
 * The equestrian facets of a creator (issue 33, docs/decisions/030): what the sport knows a rider
 * by. Each list is the one canonical list of its facet: values are stored, labels are shown. New
 * entries go at the end; a value once stored is never renamed.
 */
export const DISCIPLINES = [
  { id: 'dressage', label: 'Dressage' },
  { id: 'show-jumping', label: 'Show jumping' },
  { id: 'eventing', label: 'Eventing' },
  { id: 'hunter-equitation', label: 'Hunter / equitation' },
  { id: 'western-reining', label: 'Western and reining' },
  { id: 'endurance', label: 'Endurance' },
  { id: 'polo', label: 'Polo' },
  { id: 'racing', label: 'Racing' },
  { id: 'carriage-driving', label: 'Carriage driving' },
  { id: 'vaulting', label: 'Vaulting' },
  { id: 'trail-leisure', label: 'Trail and leisure riding' },
  { id: 'breeding-young-horses', label: 'Breeding and young horses' },
  { id: 'natural-horsemanship', label: 'Natural horsemanship' },
  { id: 'para-equestrian', label: 'Para-equestrian' },
] as const;
export type Discipline = (typeof DISCIPLINES)[number]['id'];
export const DISCIPLINE_IDS = DISCIPLINES.map((discipline) => discipline.id) as [Discipline, ...Discipline[]];

export const RIDER_LEVELS = [
  { id: 'leisure', label: 'Leisure' },
  { id: 'amateur', label: 'Amateur competitor' },
  { id: 'national', label: 'National' },
  { id: 'international', label: 'International' },
  { id: 'professional', label: 'Professional / trainer' },
] as const;
export type RiderLevel = (typeof RIDER_LEVELS)[number]['id'];
export const RIDER_LEVEL_IDS = RIDER_LEVELS.map((level) => level.id) as [RiderLevel, ...RiderLevel[]];

/** The platforms a creator reports figures for (the campaign platforms but UGC, which has no audience). */
export const STAT_PLATFORMS = ['Instagram', 'TikTok', 'YouTube', 'Facebook'] as const;
export type StatPlatform = (typeof STAT_PLATFORMS)[number];

/** Audience age bands as the platforms' insights give them. */
export const AUDIENCE_AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AudienceAgeBand = (typeof AUDIENCE_AGE_BANDS)[number];

/** Who may open a creator's media kit at /c/{handle}. */
export const MEDIA_KIT_VISIBILITIES = ['anyone', 'brands', 'nobody'] as const;
export type MediaKitVisibility = (typeof MEDIA_KIT_VISIBILITIES)[number];
export const MEDIA_KIT_VISIBILITY_LABELS: Record<MediaKitVisibility, string> = {
  anyone: 'Anyone with the link',
  brands: 'Logged-in brands only',
  nobody: 'Nobody (hidden)',
};

/** Limits of the facets; the form and the server share them. */
export const FACET_LIMITS = {
  disciplines: DISCIPLINES.length,
  breeds: 10,
  breedLength: 60,
  languages: 10,
  horseCount: 999,
  audienceCountries: 5,
  handleLength: 60,
  /** Engagement rate in hundredths of a percent: 0.00 % to 100.00 %. */
  engagementBasisPoints: 10_000,
} as const;

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string): string =>
  list.find((entry) => entry.id === id)?.label ?? id;

export const disciplineLabel = (id: string): string => labelOf(DISCIPLINES, id);
export const riderLevelLabel = (id: string): string => labelOf(RIDER_LEVELS, id);

// The names people use ('United Kingdom', 'United States'), where the ISO list has the formal ones.
const regionDisplayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** ISO 3166-1 alpha-2 codes of assigned countries and territories, sorted by English name. */
export const COUNTRIES: readonly { code: string; name: string }[] = iso31661
  .map((country) => ({ code: country.alpha2, name: regionDisplayNames.of(country.alpha2) ?? country.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

let countryNames: Map<string, string> | undefined;
export function countryName(code: string): string {
  countryNames ??= new Map(COUNTRIES.map((country) => [country.code, country.name]));
  return countryNames.get(code) ?? code;
}
export const isCountryCode = (code: string): boolean => countryName(code) !== code;

/** ISO 3166-2 subdivisions of a country (its regions, states, counties…), sorted by name. */
export function regionsOf(country: string): { code: string; name: string }[] {
  return iso31662
    .filter((region) => region.code.startsWith(`${country}-`))
    .map((region) => ({ code: region.code, name: region.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
let regionNames: Map<string, string> | undefined;
export function regionName(code: string): string {
  regionNames ??= new Map(iso31662.map((region) => [region.code, region.name]));
  return regionNames.get(code) ?? code;
}
/** Whether `region` is an ISO 3166-2 code of `country`. */
export const isRegionOf = (region: string, country: string): boolean =>
  region.startsWith(`${country}-`) && regionName(region) !== region;

/** ISO 639-1 languages, sorted by English name. */
export const LANGUAGES: readonly { code: string; name: string }[] = ISO6391.getAllCodes()
  .map((code) => ({ code, name: ISO6391.getName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
export const languageName = (code: string): string => ISO6391.getName(code) || code;
export const isLanguageCode = (code: string): boolean => ISO6391.validate(code);

/** An engagement rate in hundredths of a percent as people read it: 345 → "3.45 %". */
export function engagementRateText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)} %`;
}

/**
 * A media kit's address, /c/{handle}: 3 to 30 lower-case letters, digits and single dashes, not
 * starting or ending with a dash. A few words are kept for the product's own use.
 */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,29}$/;
export const RESERVED_HANDLES = ['admin', 'api', 'brands', 'equicreators', 'help', 'support', 'new', 'edit'] as const;

/** What a campaign asks of the creators it wants (issue 33): any discipline and any country listed. */
export type CampaignTarget = { disciplines: readonly string[]; countries: readonly string[] };
/** What of a creator a campaign's target is matched against. */
export type TargetedFacets = { disciplines: readonly string[]; country: string | null };

/**
 * How well a creator fits a campaign: each of the target's facets (disciplines, countries) the
 * campaign sets and the creator meets counts one; `matches` when every facet it sets is met. A
 * campaign that targets nothing matches nobody in particular (`matches` false, score 0), so
 * "Matches your profile" is only said where the brand asked for something.
 */
export function targetMatch(target: CampaignTarget, creator: TargetedFacets): { matches: boolean; score: number } {
  const wantsDiscipline = target.disciplines.length > 0;
  const wantsCountry = target.countries.length > 0;
  const disciplineMet = wantsDiscipline && creator.disciplines.some((d) => target.disciplines.includes(d));
  const countryMet = wantsCountry && creator.country !== null && target.countries.includes(creator.country);
  const score = Number(disciplineMet) + Number(countryMet);
  const matches =
    (wantsDiscipline || wantsCountry) && (!wantsDiscipline || disciplineMet) && (!wantsCountry || countryMet);
  return { matches, score };
}
