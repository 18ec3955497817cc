import type { PlatformStats } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../../db/schema/index.ts';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { replaceCreatorFacets, type CreatorFacetsUpdate } from '../creator-facets/creator-facets.repository.ts';

type Item = { firstName: string; facets: { disciplines: string[]; country: string | null } };
type Platform = [PlatformStats['platform'], number, string[]];

/** GET /api/influencers by the equestrian facets (issue 33), each AND the others and today's filters. */
describe('browsing creators by the equestrian facets', () => {
  let context: TestContext;
  let brand: string;

  // [name, disciplines, level, country, region, languages, [platform, engagement in hundredths of a percent, audience]]
  const people: [string, string[], string | null, string | null, string | null, string[], Platform[]][] = [
    ['Anja', ['dressage'], 'amateur', 'DE', 'DE-BY', ['de', 'en'], [['Instagram', 450, ['DE', 'AT']]]],
    ['Birgit', ['dressage', 'eventing'], 'national', 'DE', 'DE-NW', ['de'], [['TikTok', 600, ['DE']]]],
    [
      'Claire',
      ['show-jumping'],
      'leisure',
      'GB',
      'GB-ENG',
      ['en'],
      [
        ['Instagram', 100, ['GB', 'IE']],
        ['YouTube', 300, ['US']],
      ],
    ],
    ['Dara', ['vaulting'], 'international', 'IE', null, ['en', 'ga'], [['Facebook', 0, ['IE']]]],
    ['Emma', ['dressage'], 'professional', 'US', 'US-KY', ['en'], [['Instagram', 10_000, ['US', 'CA']]]],
    ['Nobody', [], null, null, null, [], []],
    [
      'Blocked',
      ['dressage', 'vaulting'],
      'amateur',
      'DE',
      'DE-BY',
      ['de', 'ga'],
      [['Instagram', 900, ['DE', 'IE', 'AT']]],
    ],
  ];

  beforeAll(async () => {
    context = await createTestContext();
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
    let minute = 0;
    for (const [firstName, disciplines, level, country, region, languages, platforms] of people) {
      const followers = 1000 * (minute + 1);
      const account = await createCreator(context.db, { firstName, lastName: 'Rider', followers });
      minute += 1;
      const facets = {
        disciplines,
        level,
        horseCount: null,
        breeds: [],
        country,
        region,
        languages,
        platforms: platforms.map(([platform, engagementBasisPoints, audience]) => ({
          platform,
          handle: firstName.toLowerCase(),
          // The Instagram figure is the Instagram link's count (one count per platform, issue 46).
          followers,
          engagementBasisPoints,
          averageViews: null,
          audienceCountries: audience.map((code) => ({ country: code, percent: 10 })),
          ageBands: [],
          gender: null,
          asOf: '2026-10-01',
        })),
      } as CreatorFacetsUpdate;
      await replaceCreatorFacets(context.db, account.id, facets, new Date());
      await context.db
        .update(creatorProfiles)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)) })
        .where(eq(creatorProfiles.accountId, account.id));
      if (firstName === 'Blocked') await changeAccountStatus(context.db, account.id, 'blocked', new Date());
    }
  });
  afterAll(() => context.close());

  const get = (query: string) =>
    context.app.inject({ method: 'GET', url: `/api/influencers${query}`, headers: { authorization: brand } });
  /** The names a query lists (newest first), checking the total counts exactly them. */
  const names = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, query).toBe(200);
    const page = response.json<{ items: Item[]; total: number }>();
    expect(page.total, query).toBe(page.items.length);
    return page.items.map((item) => item.firstName);
  };
  const refusal = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, query).toBe(400);
    return response.json<{ fields: { field: string; message: string }[] }>().fields;
  };
  const EVERYONE = ['Nobody', 'Emma', 'Dara', 'Claire', 'Birgit', 'Anja'];

  it('reads an empty parameter as no filter', async () => {
    expect(
      await names('?discipline=&level=&country=&region=&language=&platform=&minEngagement=&audienceCountry='),
    ).toEqual(EVERYONE);
  });

  it('filters by discipline (any of several) and by level, never listing a blocked creator', async () => {
    expect(await names('?discipline=dressage')).toEqual(['Emma', 'Birgit', 'Anja']);
    expect(await names('?discipline=vaulting&discipline=eventing')).toEqual(['Dara', 'Birgit']);
    expect(await names('?discipline=polo')).toEqual([]);
    expect(await names('?level=amateur&level=national')).toEqual(['Birgit', 'Anja']);
    expect(await refusal('?discipline=knitting')).toEqual([
      { field: 'discipline.0', message: 'Choose disciplines from the list' },
    ]);
    expect((await refusal('?level=expert'))[0]?.message).toBe('Choose levels from the list');
  });

  it('filters by country (any case) and by one of its regions, which needs its country', async () => {
    expect(await names('?country=DE')).toEqual(['Birgit', 'Anja']);
    expect(await names('?country=de&region=de-by')).toEqual(['Anja']);
    expect(await names('?country=GB&region=GB-ENG')).toEqual(['Claire']);
    expect(await names('?country=FR')).toEqual([]);
    expect((await refusal('?country=XX'))[0]?.message).toBe('Choose a country from the list');
    expect(await refusal('?region=DE-BY')).toEqual([{ field: 'region', message: 'Choose the country of the region' }]);
    expect(await refusal('?country=FR&region=DE-BY')).toEqual([
      { field: 'region', message: 'Choose a region of the chosen country' },
    ]);
    expect((await refusal('?country=DE&region=DE-ZZ'))[0]?.field).toBe('region');
  });

  it('filters by language, any of several', async () => {
    expect(await names('?language=ga')).toEqual(['Dara']);
    expect(await names('?language=de&language=GA')).toEqual(['Dara', 'Birgit', 'Anja']);
    expect((await refusal('?language=zz'))[0]?.message).toBe('Choose languages from the list');
  });

  it('filters by a platform with figures and by the lowest engagement rate, on it or on any platform', async () => {
    expect(await names('?platform=Instagram')).toEqual(['Emma', 'Claire', 'Anja']);
    expect(await names('?platform=Facebook')).toEqual(['Dara']);
    // 4.5 % is 450 hundredths: Anja's rate exactly is at least it; 4.51 % is not.
    expect(await names('?minEngagement=4.5')).toEqual(['Emma', 'Birgit', 'Anja']);
    expect(await names('?minEngagement=4.51')).toEqual(['Emma', 'Birgit']);
    expect(await names('?minEngagement=0')).toEqual(['Emma', 'Dara', 'Claire', 'Birgit', 'Anja']);
    expect(await names('?minEngagement=100')).toEqual(['Emma']);
    // Claire's 3 % is on YouTube: it counts without a platform, not with Instagram.
    expect(await names('?minEngagement=3')).toEqual(['Emma', 'Claire', 'Birgit', 'Anja']);
    expect(await names('?platform=Instagram&minEngagement=3')).toEqual(['Emma', 'Anja']);
    expect(await names('?platform=YouTube&minEngagement=3')).toEqual(['Claire']);
    for (const rate of ['-0.01', '100.01', 'abc']) {
      expect((await refusal(`?minEngagement=${rate}`))[0]?.message).toBe('Enter an engagement rate from 0 to 100 %');
    }
    expect((await refusal('?minEngagement=2.555'))[0]?.message).toBe(
      'Enter the engagement rate with at most two decimals',
    );
    expect((await refusal('?platform=MySpace'))[0]?.message).toBe(
      'Choose a platform of Instagram, TikTok, YouTube, Facebook',
    );
  });

  it("filters by a country among any platform's audience", async () => {
    expect(await names('?audienceCountry=IE')).toEqual(['Dara', 'Claire']);
    expect(await names('?audienceCountry=us')).toEqual(['Emma', 'Claire']);
    expect(await names('?audienceCountry=AT')).toEqual(['Anja']);
    expect((await refusal('?audienceCountry=Narnia'))[0]?.field).toBe('audienceCountry');
  });

  it("combines facets with each other and with today's filters and orders", async () => {
    expect(await names('?discipline=dressage&country=DE')).toEqual(['Birgit', 'Anja']);
    expect(
      await names(
        '?discipline=dressage&country=DE&region=DE-BY&level=amateur&language=en&platform=Instagram&minEngagement=4&audienceCountry=AT',
      ),
    ).toEqual(['Anja']);
    expect(await names('?discipline=dressage&country=DE&platform=TikTok&minEngagement=4.5')).toEqual(['Birgit']);
    expect(await names('?discipline=dressage&q=anj')).toEqual(['Anja']);
    expect(await names('?discipline=dressage&followers=0-100k&sort=followers')).toEqual(['Emma', 'Birgit', 'Anja']);
    expect(await names('?discipline=dressage&sort=verified&minEngagement=5')).toEqual(['Emma', 'Birgit']);
    expect(await names('?discipline=vaulting&country=DE')).toEqual([]);
  });

  it('pages a facet filter with the total of every match, also from its cached total', async () => {
    const first = (await get('?discipline=dressage&pageSize=1')).json<{ items: Item[]; total: number }>();
    expect(first.total).toBe(3);
    const second = (await get('?discipline=dressage&pageSize=1&page=2')).json<{ items: Item[]; total: number }>();
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.items.map((item) => item.firstName)).toEqual(['Birgit']);
    const past = (await get('?discipline=dressage&country=DE&pageSize=1&page=9')).json<{ total: number }>();
    expect(past).toMatchObject({ items: [], total: 2 });
    expect(first.items[0]?.facets).toMatchObject({ disciplines: ['dressage'], country: 'US' });
  });
});
