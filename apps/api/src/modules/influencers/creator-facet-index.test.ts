import { DISCIPLINE_IDS, NICHES, RIDER_LEVEL_IDS, STAT_PLATFORMS, type StatPlatform } from '@equicreators/shared';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { addGeneratedCreators } from '../demo-data/generated-creators.repository.ts';
import { buildCreatorFacetIndex, type CreatorMatchFilter } from './creator-facet-index.ts';
import { readFacetIndexRows } from './creator-facet-index.repository.ts';

const COUNTRIES = ['US', 'GB', 'DE', 'NL', 'FR', 'IE', 'AU', 'SE'];
const LANGUAGES = ['en', 'de', 'nl', 'fr', 'sv'];
const FILTERS = 40;

/** A seeded pseudo-random sequence, so a failing filter can be found again from its seed. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const some = <Value>(values: readonly Value[], chance: number): Value[] =>
    next() < chance ? values.filter(() => next() < 0.3).slice(0, 3) : [];
  const maybe = <Value>(values: readonly Value[], chance: number): Value | undefined =>
    next() < chance ? values[Math.floor(next() * values.length)] : undefined;
  return { next, some, maybe };
}

function randomFilter(seed: number): CreatorMatchFilter {
  const random = randomOf(seed);
  const platform = random.maybe(STAT_PLATFORMS, 0.25);
  const above = Math.floor(random.next() * 50_000);
  return {
    niches: random.some(NICHES, 0.3),
    intervals: random.next() < 0.25 ? [{ above, atMost: random.next() < 0.5 ? null : above * 4 + 1000 }] : [],
    minRatingAverage: random.next() < 0.2 ? 2.95 + Math.floor(random.next() * 3) : undefined,
    disciplines: random.some(DISCIPLINE_IDS, 0.5),
    levels: random.some(RIDER_LEVEL_IDS, 0.3),
    country: random.maybe(COUNTRIES, 0.4),
    languages: random.some(LANGUAGES, 0.3),
    platform,
    minEngagementBasisPoints: random.next() < 0.3 ? 100 + Math.floor(random.next() * 500) : undefined,
    audienceCountry: random.maybe(COUNTRIES, 0.2),
  };
}

/** The filter as plain SQL over the tables, written apart from the browse's statements. */
function conditionsOf(filter: CreatorMatchFilter, leftOut: string | null): SQL {
  const parts: SQL[] = [sql`p.account_id not in (select id from accounts where status = 'blocked')`];
  const text = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  if (filter.niches.length > 0 && leftOut !== 'niche')
    parts.push(
      sql`exists (select 1 from creator_niches n where n.creator_id = p.account_id and n.niche = any(${text(filter.niches)}))`,
    );
  if (filter.intervals.length > 0) {
    const [{ above, atMost } = { above: 0, atMost: null }] = filter.intervals;
    parts.push(
      atMost === null
        ? sql`p.total_followers > ${above}`
        : sql`p.total_followers > ${above} and p.total_followers <= ${atMost}`,
    );
  }
  if (filter.minRatingAverage !== undefined) parts.push(sql`p.rating_average >= ${filter.minRatingAverage}`);
  if (filter.disciplines.length > 0 && leftOut !== 'discipline')
    parts.push(sql`p.disciplines && ${text(filter.disciplines)}`);
  if (filter.levels.length > 0 && leftOut !== 'level') parts.push(sql`p.level = any(${text(filter.levels)})`);
  if (filter.country !== undefined && leftOut !== 'country') parts.push(sql`p.country = ${filter.country}`);
  if (filter.languages.length > 0 && leftOut !== 'language') parts.push(sql`p.languages && ${text(filter.languages)}`);
  if (filter.audienceCountry !== undefined && leftOut !== 'audienceCountry')
    parts.push(sql`${filter.audienceCountry} = any(p.audience_countries)`);
  if ((filter.platform !== undefined || filter.minEngagementBasisPoints !== undefined) && leftOut !== 'platform') {
    parts.push(sql`exists (select 1 from creator_platform_stats s where s.creator_id = p.account_id
      and (${filter.platform ?? null}::text is null or s.platform = ${filter.platform ?? null})
      and s.engagement_basis_points >= ${filter.minEngagementBasisPoints ?? 0})`);
  }
  return sql.join(parts, sql` and `);
}

async function groupBy(context: TestContext, term: SQL, from: SQL, where: SQL): Promise<Map<string, number>> {
  const rows = await rowsOf<{ term: string; count: string | number }>(
    context.db,
    sql`select ${term} as term, count(distinct p.account_id) as count from creator_profiles p ${from} where ${where} group by 1`,
  );
  return new Map(rows.map((row) => [row.term, Number(row.count)]));
}

/** Leaves out values with no match, which the SQL never lists. */
function nonZero(counts: Map<string, number>): Map<string, number> {
  return new Map([...counts].filter(([, count]) => count > 0));
}

describe('the facet index counts as a GROUP BY does', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
    await addGeneratedCreators(context.db, 600, { passwordHash: 'not-a-real-hash' });
  }, 120_000);
  afterAll(async () => {
    await context.close();
  });

  it('matches the SQL total and every per-value count on random filters', async () => {
    const index = buildCreatorFacetIndex(await readFacetIndexRows(context.db));
    for (let seed = 1; seed <= FILTERS; seed += 1) {
      const filter = randomFilter(seed);
      const [total] = await rowsOf<{ count: string | number }>(
        context.db,
        sql`select count(*) as count from creator_profiles p where ${conditionsOf(filter, null)}`,
      );
      const { total: indexed, counts } = index.countTerms(filter);
      expect(indexed, `seed ${seed}`).toBe(Number(total?.count));
      const unnest = (column: string) => sql.raw(`cross join unnest(p.${column}) as t(term)`);
      const expected = {
        discipline: await groupBy(context, sql`t.term`, unnest('disciplines'), conditionsOf(filter, 'discipline')),
        level: await groupBy(
          context,
          sql`p.level`,
          sql``,
          sql`p.level is not null and ${conditionsOf(filter, 'level')}`,
        ),
        country: await groupBy(
          context,
          sql`p.country`,
          sql``,
          sql`p.country is not null and ${conditionsOf(filter, 'country')}`,
        ),
        language: await groupBy(context, sql`t.term`, unnest('languages'), conditionsOf(filter, 'language')),
        audienceCountry: await groupBy(
          context,
          sql`t.term`,
          unnest('audience_countries'),
          conditionsOf(filter, 'audienceCountry'),
        ),
        niche: await groupBy(
          context,
          sql`n.niche`,
          sql`join creator_niches n on n.creator_id = p.account_id`,
          conditionsOf(filter, 'niche'),
        ),
        platform: await groupBy(
          context,
          sql`s.platform`,
          sql`join creator_platform_stats s on s.creator_id = p.account_id`,
          sql`s.engagement_basis_points >= ${filter.minEngagementBasisPoints ?? 0} and ${conditionsOf(filter, 'platform')}`,
        ),
      };
      for (const [facet, counted] of Object.entries(expected)) {
        expect(nonZero(counts[facet as keyof typeof expected]), `seed ${seed}, ${facet}`).toEqual(counted);
      }
    }
  }, 120_000);

  it('answers GET /api/influencers/facet-counts with the browse total beside it', async () => {
    const brand = (await createLogin(context, await createBrand(context.db))).authorization;
    const query = 'discipline=dressage&country=DE&minEngagement=2';
    const [counts, page] = await Promise.all(
      [`/api/influencers/facet-counts?${query}`, `/api/influencers?${query}`].map((url) =>
        context.app.inject({ method: 'GET', url, headers: { authorization: brand } }),
      ),
    );
    expect(counts?.statusCode).toBe(200);
    const body = counts?.json<{ total: number; facets: Record<string, { value: string; count: number }[]> }>();
    expect(body?.total).toBe(page?.json<{ total: number }>().total);
    // Choosing dressage counts what dressage alone would match, so its count is the total.
    expect(body?.facets.discipline?.find((entry) => entry.value === 'dressage')?.count).toBe(body?.total);
    const platforms = body?.facets.platform?.map((entry) => entry.value as StatPlatform) ?? [];
    expect(platforms.every((platform) => STAT_PLATFORMS.includes(platform))).toBe(true);
  });

  it('refuses creators and a region without its country', async () => {
    const asked = (url: string, authorization?: string) =>
      context.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
    expect((await asked('/api/influencers/facet-counts')).statusCode).toBe(401);
    const creator = (await createLogin(context, await createCreator(context.db))).authorization;
    expect((await asked('/api/influencers/facet-counts', creator)).statusCode).toBe(403);
    const brand = (await createLogin(context, await createBrand(context.db))).authorization;
    const invalid = await asked('/api/influencers/facet-counts?region=DE-BY', brand);
    expect(invalid.statusCode).toBe(400);
  });
});
