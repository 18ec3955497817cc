import { z } from 'zod';
import {
  AUDIENCE_AGE_BANDS,
  DISCIPLINE_IDS,
  FACET_LIMITS,
  isCountryCode,
  isLanguageCode,
  isRegionOf,
  RIDER_LEVEL_IDS,
  STAT_PLATFORMS,
} from '../domain/equestrian.ts';

/**
 * The equestrian facets of a creator (issue 33, docs/decisions/030) as every screen reads them and
 * as PUT /api/influencers/profile/facets takes them. Figures are self-reported, each platform's with
 * the date it was true ("as of"), shown wherever the figure is.
 */

const DisciplineSchema = z.enum(DISCIPLINE_IDS, { error: 'Choose disciplines from the list' });
export const CountryCodeSchema = z
  .string({ error: 'Choose a country from the list' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'Choose a country from the list' });
const LanguageCodeSchema = z
  .string({ error: 'Choose languages from the list' })
  .trim()
  .toLowerCase()
  .refine(isLanguageCode, { error: 'Choose languages from the list' });
const PercentSchema = z
  .number({ error: 'Enter a percentage' })
  .int('Use whole percentages')
  .min(0, 'Use 0 to 100 %')
  .max(100, 'Use 0 to 100 %');

/** A calendar date written YYYY-MM-DD. */
export const CalendarDateSchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

export const AudienceCountrySchema = z.object({ country: CountryCodeSchema, percent: PercentSchema });
export const AudienceAgeBandSchema = z.object({
  band: z.enum(AUDIENCE_AGE_BANDS, { error: 'Choose age bands from the list' }),
  percent: PercentSchema,
});
/** The audience's gender split in whole percentages; together at most 100 (the rest unknown). */
export const AudienceGenderSchema = z
  .object({ female: PercentSchema, male: PercentSchema, other: PercentSchema })
  .refine((split) => split.female + split.male + split.other <= 100, {
    error: 'The gender split adds up to more than 100 %',
  });

const sumAtMost100 = (entries: readonly { percent: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.percent, 0) <= 100;
const distinctBy = <T>(entries: readonly T[], key: (entry: T) => string) =>
  new Set(entries.map(key)).size === entries.length;

/** One platform's self-reported figures, true on `asOf`. */
export const PlatformStatsInputSchema = z.object({
  platform: z.enum(STAT_PLATFORMS, { error: 'Choose a platform from the list' }),
  handle: z
    .string({ error: 'Enter your handle on this platform' })
    .trim()
    .min(1, 'Enter your handle on this platform')
    .max(FACET_LIMITS.handleLength, `Use at most ${FACET_LIMITS.handleLength} characters`),
  followers: z
    .number({ error: 'Enter the number of followers' })
    .int('Enter a whole number of followers')
    .min(0, 'Followers cannot be negative')
    .max(1_000_000_000, 'Enter at most 1,000,000,000 followers'),
  /** Hundredths of a percent: 3.45 % is 345. */
  engagementBasisPoints: z
    .number({ error: 'Enter the engagement rate' })
    .int('Enter the engagement rate with at most two decimals')
    .min(0, 'The engagement rate cannot be negative')
    .max(FACET_LIMITS.engagementBasisPoints, 'The engagement rate is at most 100 %'),
  averageViews: z
    .number({ error: 'Enter the average views' })
    .int('Enter a whole number of views')
    .min(0, 'Views cannot be negative')
    .max(10_000_000_000, 'Enter at most 10,000,000,000 views')
    .nullable(),
  audienceCountries: z
    .array(AudienceCountrySchema)
    .max(FACET_LIMITS.audienceCountries, `List at most ${FACET_LIMITS.audienceCountries} countries`)
    .refine(sumAtMost100, { error: 'The countries add up to more than 100 %' })
    .refine((entries) => distinctBy(entries, (entry) => entry.country), { error: 'List each country once' }),
  ageBands: z
    .array(AudienceAgeBandSchema)
    .max(AUDIENCE_AGE_BANDS.length)
    .refine(sumAtMost100, { error: 'The age bands add up to more than 100 %' })
    .refine((entries) => distinctBy(entries, (entry) => entry.band), { error: 'List each age band once' }),
  gender: AudienceGenderSchema.nullable(),
  asOf: CalendarDateSchema,
});
export type PlatformStatsInput = z.input<typeof PlatformStatsInputSchema>;
export type PlatformStats = z.output<typeof PlatformStatsInputSchema>;
export const PlatformStatsSchema = PlatformStatsInputSchema.meta({ id: 'PlatformStats' });

/** PUT /api/influencers/profile/facets: the whole set, replacing what was there. */
export const UpdateCreatorFacetsSchema = z
  .object({
    disciplines: z
      .array(DisciplineSchema)
      .max(FACET_LIMITS.disciplines)
      .refine((list) => new Set(list).size === list.length, { error: 'List each discipline once' }),
    level: z.enum(RIDER_LEVEL_IDS, { error: 'Choose a level from the list' }).nullable(),
    horseCount: z
      .number({ error: 'Enter how many horses' })
      .int('Enter a whole number of horses')
      .min(0, 'Horses cannot be negative')
      .max(FACET_LIMITS.horseCount, `Enter at most ${FACET_LIMITS.horseCount} horses`)
      .nullable(),
    breeds: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Enter the breed')
          .max(FACET_LIMITS.breedLength, `Use at most ${FACET_LIMITS.breedLength} characters`),
      )
      .max(FACET_LIMITS.breeds, `List at most ${FACET_LIMITS.breeds} breeds`),
    country: CountryCodeSchema.nullable(),
    region: z.string().trim().toUpperCase().nullable(),
    languages: z
      .array(LanguageCodeSchema)
      .max(FACET_LIMITS.languages, `List at most ${FACET_LIMITS.languages} languages`)
      .refine((list) => new Set(list).size === list.length, { error: 'List each language once' }),
    platforms: z
      .array(PlatformStatsInputSchema)
      .max(STAT_PLATFORMS.length)
      .refine((entries) => distinctBy(entries, (entry) => entry.platform), { error: 'List each platform once' }),
  })
  .superRefine((facets, context) => {
    if (facets.region === null) return;
    if (facets.country === null || !isRegionOf(facets.region, facets.country))
      context.addIssue({ code: 'custom', path: ['region'], message: 'Choose a region of your country' });
  })
  .meta({ id: 'UpdateCreatorFacets' });
export type UpdateCreatorFacets = z.input<typeof UpdateCreatorFacetsSchema>;

/** The facets as they leave the server: what the profile, the drawer and the media kit show. */
export const CreatorFacetsSchema = z
  .object({
    disciplines: z.array(z.string()),
    level: z.string().nullable(),
    horseCount: z.number().int().nullable(),
    breeds: z.array(z.string()),
    country: z.string().nullable(),
    region: z.string().nullable(),
    languages: z.array(z.string()),
    platforms: z.array(PlatformStatsSchema),
  })
  .meta({ id: 'CreatorFacets' });
export type CreatorFacets = z.infer<typeof CreatorFacetsSchema>;

/** A creator who has told nothing of their riding yet (every new account); also a body that clears it all. */
export const NO_CREATOR_FACETS: CreatorFacets & UpdateCreatorFacets = {
  disciplines: [],
  level: null,
  horseCount: null,
  breeds: [],
  country: null,
  region: null,
  languages: [],
  platforms: [],
};

/** The browse filters whose choices show how many creators each would match (GET /api/influencers/facet-counts). */
export const COUNTED_FACET_NAMES = [
  'niche',
  'discipline',
  'level',
  'country',
  'region',
  'language',
  'platform',
  'audienceCountry',
] as const;
export type CountedFacetName = (typeof COUNTED_FACET_NAMES)[number];

const FacetValueCountSchema = z.object({ value: z.string(), count: z.number().int().min(0) });

/**
 * How many creators the browse's filter matches (`total`), and for each facet, per value, how many
 * it would match with that facet's choice set to the value and every other filter kept (a value no
 * creator has is left out; regions only within the chosen country). Most first.
 */
export const InfluencerFacetCountsSchema = z
  .object({
    total: z.number().int().min(0),
    facets: z.object(
      Object.fromEntries(COUNTED_FACET_NAMES.map((name) => [name, z.array(FacetValueCountSchema)])) as Record<
        CountedFacetName,
        z.ZodArray<typeof FacetValueCountSchema>
      >,
    ),
  })
  .meta({ id: 'InfluencerFacetCounts' });
export type InfluencerFacetCounts = z.infer<typeof InfluencerFacetCountsSchema>;
