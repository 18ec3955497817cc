import { regionsOf, type Discipline, type RiderLevel, type StatPlatform } from '@equicreators/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fraction, idOfColumn, textArray, weightedPick } from './generated-sql.repository.ts';

/**
 * The equestrian facets of generated creators (issue 33), with the sport's rough shape: riders
 * per discipline skewed to show jumping, dressage, trail and leisure riding and eventing, rare
 * vaulting, para-equestrian and polo; mostly leisure and amateur riders; countries weighted to
 * where the sport is big. Weights are relative (they need not add up to 100).
 */
const DISCIPLINE_WEIGHTS: [Discipline, number][] = [
  ['show-jumping', 22],
  ['dressage', 20],
  ['trail-leisure', 18],
  ['eventing', 12],
  ['hunter-equitation', 7],
  ['western-reining', 7],
  ['natural-horsemanship', 5],
  ['breeding-young-horses', 3],
  ['endurance', 2.5],
  ['racing', 2],
  ['carriage-driving', 1],
  ['polo', 0.5],
  ['vaulting', 0.4],
  ['para-equestrian', 0.3],
];
const LEVEL_WEIGHTS: [RiderLevel, number][] = [
  ['leisure', 45],
  ['amateur', 30],
  ['national', 14],
  ['international', 5],
  ['professional', 6],
];

/**
 * A country's weight, its languages (the first always, the second for `secondShare` of its
 * creators), how many also speak English, and the countries near it that its audiences come from.
 */
type CountryProfile = {
  code: string;
  weight: number;
  languages: [string] | [string, string];
  secondShare?: number;
  englishShare: number;
  near: [string, string];
};
const COUNTRY_PROFILES: CountryProfile[] = [
  { code: 'US', weight: 24, languages: ['en', 'es'], secondShare: 0.08, englishShare: 0, near: ['CA', 'GB'] },
  { code: 'GB', weight: 16, languages: ['en', 'cy'], secondShare: 0.03, englishShare: 0, near: ['IE', 'US'] },
  { code: 'DE', weight: 14, languages: ['de'], englishShare: 0.55, near: ['AT', 'CH'] },
  { code: 'NL', weight: 7, languages: ['nl'], englishShare: 0.75, near: ['BE', 'DE'] },
  { code: 'FR', weight: 7, languages: ['fr'], englishShare: 0.35, near: ['BE', 'CH'] },
  { code: 'IE', weight: 5, languages: ['en', 'ga'], secondShare: 0.06, englishShare: 0, near: ['GB', 'US'] },
  { code: 'AU', weight: 5, languages: ['en'], englishShare: 0, near: ['NZ', 'GB'] },
  { code: 'CA', weight: 3, languages: ['en', 'fr'], secondShare: 0.25, englishShare: 0, near: ['US', 'GB'] },
  { code: 'SE', weight: 2.5, languages: ['sv'], englishShare: 0.7, near: ['NO', 'DK'] },
  { code: 'BE', weight: 2.5, languages: ['nl', 'fr'], secondShare: 0.4, englishShare: 0.5, near: ['NL', 'FR'] },
  { code: 'IT', weight: 2, languages: ['it'], englishShare: 0.3, near: ['CH', 'FR'] },
  { code: 'ES', weight: 2, languages: ['es'], englishShare: 0.3, near: ['PT', 'FR'] },
  { code: 'CH', weight: 1.5, languages: ['de', 'fr'], secondShare: 0.35, englishShare: 0.5, near: ['DE', 'FR'] },
  { code: 'AT', weight: 1.5, languages: ['de'], englishShare: 0.5, near: ['DE', 'CH'] },
  { code: 'NZ', weight: 1.5, languages: ['en'], englishShare: 0, near: ['AU', 'GB'] },
  { code: 'DK', weight: 1, languages: ['da'], englishShare: 0.7, near: ['SE', 'DE'] },
  { code: 'NO', weight: 1, languages: ['no'], englishShare: 0.7, near: ['SE', 'DK'] },
  { code: 'PL', weight: 1, languages: ['pl'], englishShare: 0.4, near: ['DE', 'GB'] },
  { code: 'BR', weight: 1, languages: ['pt'], englishShare: 0.2, near: ['AR', 'US'] },
  { code: 'AR', weight: 0.5, languages: ['es'], englishShare: 0.2, near: ['BR', 'US'] },
  { code: 'ZA', weight: 0.5, languages: ['en', 'af'], secondShare: 0.3, englishShare: 0, near: ['GB', 'AU'] },
  { code: 'PT', weight: 0.5, languages: ['pt'], englishShare: 0.3, near: ['ES', 'FR'] },
];
/** Creators who have not said where they live (nor, then, their region). */
const NO_COUNTRY_WEIGHT = 6;
/** Creators who named their country and also their region. */
const REGION_SHARE = 0.85;
const NO_LEVEL_SHARE = 0.1;
/** How many platforms report figures: each independently, then at most three (at least one). */
const PLATFORM_SHARES: [StatPlatform, number][] = [
  ['Instagram', 0.75],
  ['TikTok', 0.4],
  ['YouTube', 0.2],
  ['Facebook', 0.3],
];

/** The countries as rows: the weight's range of the fraction, regions, languages and nearby audiences. */
function countryRows(): SQL {
  const total = COUNTRY_PROFILES.reduce((sum, country) => sum + country.weight, NO_COUNTRY_WEIGHT);
  let reached = NO_COUNTRY_WEIGHT / total;
  const rows = COUNTRY_PROFILES.map((country) => {
    const from = reached;
    reached += country.weight / total;
    const regions = textArray(regionsOf(country.code).map((region) => region.code));
    return sql`(${country.code}, ${from}::float8, ${reached}::float8, ${regions}, ${textArray(country.languages)},
      ${country.secondShare ?? 0}::float8, ${country.englishShare}::float8, ${textArray(country.near)})`;
  });
  return sql`(values ${sql.join(rows, sql.raw(', '))}) as ctry(code, lo, hi, regions, languages, second_share, english_share, near)`;
}

/**
 * Gives the generated creators numbered first…last their facets and per-platform figures, in the
 * caller's transaction: only creators still without disciplines (so a repeated run adds nothing
 * twice). Set-wise, from md5 values of n as generated-creators.repository.ts does.
 */
export async function addGeneratedFacets(tx: Database, first: number, last: number): Promise<void> {
  const disciplinePick = (position: number) => weightedPick(fraction('b', position), DISCIPLINE_WEIGHTS);
  const platformOf = (index: number) => fraction('d', 1 + index * 7);
  await tx.execute(sql`
    with seeds as (
      select n, md5('facet-a' || n) as a, md5('facet-b' || n) as b, md5('facet-c' || n) as c, md5('facet-d' || n) as d
      from generate_series(${first}::int, ${last}::int) as n
    ),
    picked as (
      select s.n, s.a, s.b, s.c, s.d, ${idOfColumn('s.n')} as id,
        ctry.code as country,
        case when ctry.code is not null and cardinality(ctry.regions) > 0 and ${fraction('a', 8)} < ${REGION_SHARE}
          then ctry.regions[1 + floor(${fraction('a', 15)} * cardinality(ctry.regions))::int] end as region,
        case when ${fraction('a', 22)} < ${NO_LEVEL_SHARE} then null else ${weightedPick(fraction('c', 22), LEVEL_WEIGHTS)} end as level,
        array(select distinct d from unnest((array[${disciplinePick(1)}, ${disciplinePick(8)}, ${disciplinePick(15)}])[1:
          case when ${fraction('b', 22)} < 0.5 then 1 when ${fraction('b', 22)} < 0.85 then 2 else 3 end]) as d order by d) as disciplines,
        case when ctry.code is null then array['en'] else array(select distinct l from unnest(array[ctry.languages[1],
          case when ${fraction('c', 1)} < ctry.second_share then ctry.languages[2] end,
          case when ${fraction('c', 8)} < ctry.english_share then 'en' end]) as l where l is not null order by l) end as languages,
        coalesce(ctry.near, array['US', 'GB']) as near,
        35 + floor(${fraction('c', 15)} * 40)::int as home_percent,
        ${platformOf(0)} < ${PLATFORM_SHARES[0]?.[1] ?? 0} as instagram,
        ${platformOf(1)} < ${PLATFORM_SHARES[1]?.[1] ?? 0} as tiktok,
        ${platformOf(2)} < ${PLATFORM_SHARES[2]?.[1] ?? 0} as youtube,
        ${platformOf(3)} < ${PLATFORM_SHARES[3]?.[1] ?? 0} as facebook
      from seeds s
      left join ${countryRows()} on ${fraction('a', 1)} >= ctry.lo and ${fraction('a', 1)} < ctry.hi
    ),
    people as (
      select p.*, cp.total_followers, cp.first_name, cp.last_name,
        -- Audiences come from home first, then the nearby countries (the first of them always).
        array_remove(array[p.country, p.near[1], p.near[2]], null) as audience
      from picked p
      join creator_profiles cp on cp.account_id = p.id and cp.disciplines = '{}'
    ),
    platforms as (
      select p.*, pl.platform, md5('facet-e' || p.n || pl.platform) as e
      from people p
      cross join lateral (values ('Instagram', p.instagram or not (p.tiktok or p.youtube or p.facebook)),
        ('TikTok', p.tiktok), ('YouTube', p.youtube), ('Facebook', p.facebook and not (p.instagram and p.tiktok and p.youtube))
      ) as pl(platform, chosen)
      where pl.chosen
    ),
    new_stats as (
      insert into creator_platform_stats (creator_id, platform, handle, followers, engagement_basis_points,
        average_views, audience_countries, gender, as_of, created_at, updated_at)
      select id, platform, lower(first_name || '_' || last_name || n),
        round(greatest(total_followers, 100) * (0.2 + 0.8 * ${fraction('e', 1)}))::bigint,
        -- Two uniforms make a peak near 4 %: about 90 % of rates fall between 1 and 6 %; TikTok's run higher.
        least(10000, round(50 + 350 * (${fraction('e', 8)} + ${fraction('e', 15)})
          + case when platform = 'TikTok' then 150 else 0 end)::int),
        case when platform in ('YouTube', 'TikTok') then round(greatest(total_followers, 100) * 0.1 * ${fraction('e', 22)})::bigint end,
        case when p.country is null then jsonb_build_array(jsonb_build_object('country', 'US', 'percent', 30),
            jsonb_build_object('country', 'GB', 'percent', 20))
          else jsonb_build_array(jsonb_build_object('country', p.country, 'percent', p.home_percent),
            jsonb_build_object('country', p.near[1], 'percent', (100 - p.home_percent) / 3),
            jsonb_build_object('country', p.near[2], 'percent', (100 - p.home_percent) / 5)) end,
        jsonb_build_object('female', 78, 'male', 20, 'other', 2),
        (current_date - floor(${fraction('e', 26)} * 90)::int), now(), now()
      from platforms p
      on conflict do nothing
    )
    update creator_profiles cp
    set disciplines = p.disciplines, level = p.level, country = p.country, region = p.region,
      languages = p.languages,
      audience_countries = array(select distinct x from unnest(case when p.country is null
        then array['US', 'GB'] else p.audience end) as x order by x)
    from people p
    where cp.account_id = p.id
  `);
}
