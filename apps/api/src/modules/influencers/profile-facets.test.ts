import {
  ACCOUNT_QUOTAS,
  NO_CREATOR_FACETS,
  type BrowsedInfluencer,
  type OwnInfluencerProfile,
  type UpdateCreatorFacets,
} from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorPlatformStats, creatorProfiles } from '../../db/schema/index.ts';
import { sampleFacets } from '../../test/creator-facets.ts';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { expectRefusedBy, scaledQuota } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { latestDateOnEarth } from './profile-facets.service.ts';

const QUOTA_SCALE = 0.4;
type Platform = UpdateCreatorFacets['platforms'][number];
const instagram = (overrides: Partial<Platform> = {}): Platform => ({ ...sampleFacets().platforms[0]!, ...overrides });

describe("the creator's equestrian profile (PUT /api/influencers/profile/facets)", () => {
  let context: TestContext;
  let brand: string;
  let counter = 0;

  beforeAll(async () => {
    context = await createTestContext({ env: { QUOTA_SCALE: String(QUOTA_SCALE) } });
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
  });
  afterAll(() => context.close());

  async function creator() {
    counter += 1;
    const account = await createCreator(context.db, { email: `rider${counter}@facets.example` });
    return { id: account.id, authorization: (await createLogin(context, account)).authorization };
  }
  const put = (payload: unknown, authorization?: string) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/facets',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  const ownProfile = async (authorization: string) =>
    (
      await context.app.inject({ method: 'GET', url: '/api/influencers/profile', headers: { authorization } })
    ).json<OwnInfluencerProfile>();
  const drawer = async (id: string) =>
    (
      await context.app.inject({ method: 'GET', url: `/api/influencers/${id}`, headers: { authorization: brand } })
    ).json<BrowsedInfluencer>();
  const fieldsOf = (response: Awaited<ReturnType<typeof put>>) =>
    response.json<{ fields?: { field: string; message: string }[] }>().fields ?? [];

  it('saves the set, answers the own profile, and reads back in the profile and the brand’s drawer', async () => {
    const ava = await creator();
    const response = await put(sampleFacets(), ava.authorization);
    expect(response.statusCode).toBe(200);
    // What was sent is what every reader gets back (the sample is already in canonical form).
    const expected = sampleFacets();
    expect(response.json<OwnInfluencerProfile>().facets).toEqual(expected);
    expect((await ownProfile(ava.authorization)).facets).toEqual(expected);
    expect((await drawer(ava.id)).facets).toEqual(expected);
  });

  it('normalises codes as the lists have them (upper-case countries, lower-case languages)', async () => {
    const ava = await creator();
    const response = await put(
      sampleFacets({
        country: ' de ',
        region: 'de-by',
        languages: ['DE'],
        platforms: [instagram({ audienceCountries: [{ country: 'at', percent: 5 }] })],
      }),
      ava.authorization,
    );
    expect(response.statusCode).toBe(200);
    const { facets } = response.json<OwnInfluencerProfile>();
    expect([facets.country, facets.region, facets.languages]).toEqual(['DE', 'DE-BY', ['de']]);
    expect(facets.platforms[0]?.audienceCountries).toEqual([{ country: 'AT', percent: 5 }]);
  });

  it('keeps the audience countries of every platform in step, and replaces the whole set', async () => {
    const ava = await creator();
    const tiktok: Platform = {
      ...instagram(),
      platform: 'TikTok',
      audienceCountries: [
        { country: 'US', percent: 20 },
        { country: 'DE', percent: 10 },
      ],
    };
    expect((await put(sampleFacets({ platforms: [instagram(), tiktok] }), ava.authorization)).statusCode).toBe(200);
    const audienceOf = async () =>
      (
        await context.db
          .select({ countries: creatorProfiles.audienceCountries })
          .from(creatorProfiles)
          .where(eq(creatorProfiles.accountId, ava.id))
      )[0]?.countries;
    expect(await audienceOf()).toEqual(['AT', 'DE', 'US']);

    // A second save replaces: the TikTok row goes, and so do its countries.
    const second = sampleFacets({ platforms: [instagram({ audienceCountries: [{ country: 'FR', percent: 9 }] })] });
    expect((await put(second, ava.authorization)).statusCode).toBe(200);
    expect(await audienceOf()).toEqual(['FR']);
    const rows = await context.db
      .select({ platform: creatorPlatformStats.platform })
      .from(creatorPlatformStats)
      .where(eq(creatorPlatformStats.creatorId, ava.id));
    expect(rows.map((row) => row.platform)).toEqual(['Instagram']);

    // Emptying it leaves nothing behind.
    const empty = { ...sampleFacets(), disciplines: [], level: null, horseCount: null, breeds: [] };
    const cleared = await put(
      { ...empty, country: null, region: null, languages: [], platforms: [] },
      ava.authorization,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<OwnInfluencerProfile>().facets).toEqual(NO_CREATOR_FACETS);
    expect(await audienceOf()).toEqual([]);
  });

  it.each([
    ['an unknown discipline', { disciplines: ['dressage', 'quidditch'] }, 'disciplines.1'],
    ['a discipline twice', { disciplines: ['dressage', 'dressage'] }, 'disciplines'],
    ['an unknown level', { level: 'olympian' }, 'level'],
    ['a negative horse count', { horseCount: -1 }, 'horseCount'],
    ['an unknown country', { country: 'XX', region: null }, 'country'],
    ['a region of another country', { country: 'DE', region: 'FR-IDF' }, 'region'],
    ['a region without a country', { country: null, region: 'DE-BY' }, 'region'],
    ['an unknown language', { languages: ['xx'] }, 'languages.0'],
    ['a platform twice', { platforms: [instagram(), instagram()] }, 'platforms'],
    ['an unknown platform', { platforms: [instagram({ platform: 'MySpace' as 'Instagram' })] }, 'platforms.0.platform'],
    ['an empty handle', { platforms: [instagram({ handle: '  ' })] }, 'platforms.0.handle'],
    [
      'an engagement rate over 100 %',
      { platforms: [instagram({ engagementBasisPoints: 10_001 })] },
      'platforms.0.engagementBasisPoints',
    ],
    [
      'a fractional engagement figure',
      { platforms: [instagram({ engagementBasisPoints: 3.5 })] },
      'platforms.0.engagementBasisPoints',
    ],
    [
      'audience countries over 100 %',
      {
        platforms: [
          instagram({
            audienceCountries: [
              { country: 'DE', percent: 60 },
              { country: 'AT', percent: 41 },
            ],
          }),
        ],
      },
      'platforms.0.audienceCountries',
    ],
    [
      'an audience share over 100 %',
      { platforms: [instagram({ audienceCountries: [{ country: 'DE', percent: 101 }] })] },
      'platforms.0.audienceCountries.0.percent',
    ],
    [
      'an audience country twice',
      {
        platforms: [
          instagram({
            audienceCountries: [
              { country: 'DE', percent: 10 },
              { country: 'de', percent: 10 },
            ],
          }),
        ],
      },
      'platforms.0.audienceCountries',
    ],
    [
      'age bands over 100 %',
      {
        platforms: [
          instagram({
            ageBands: [
              { band: '18-24', percent: 70 },
              { band: '25-34', percent: 31 },
            ],
          }),
        ],
      },
      'platforms.0.ageBands',
    ],
    [
      'a gender split over 100 %',
      { platforms: [instagram({ gender: { female: 80, male: 20, other: 1 } })] },
      'platforms.0.gender',
    ],
    ['an "as of" that is no date', { platforms: [instagram({ asOf: '2026-02-30' })] }, 'platforms.0.asOf'],
  ])('refuses %s, naming the field, and writes nothing', async (_name, override, field) => {
    const ava = await creator();
    const before = await ownProfile(ava.authorization);
    const response = await put({ ...sampleFacets(), ...override }, ava.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldsOf(response).map((issue) => issue.field)).toContain(field);
    expect(await ownProfile(ava.authorization)).toEqual(before);
  });

  it('refuses an "as of" in the future or before 2000, with a clear message, and writes nothing', async () => {
    const ava = await creator();
    const tomorrowEverywhere = new Date(`${latestDateOnEarth(context.clock.now())}T00:00:00Z`);
    tomorrowEverywhere.setUTCDate(tomorrowEverywhere.getUTCDate() + 1);
    const future = tomorrowEverywhere.toISOString().slice(0, 10);
    const tiktok: Platform = { ...instagram(), platform: 'TikTok', asOf: future };
    const response = await put(sampleFacets({ platforms: [instagram(), tiktok] }), ava.authorization);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([
      { field: 'platforms.1.asOf', message: 'The "as of" date cannot be in the future' },
    ]);
    const old = await put(sampleFacets({ platforms: [instagram({ asOf: '1999-12-31' })] }), ava.authorization);
    expect(old.statusCode).toBe(400);
    expect(fieldsOf(old)).toEqual([{ field: 'platforms.0.asOf', message: 'Use an "as of" date from 2000 on' }]);
    expect((await ownProfile(ava.authorization)).facets.platforms).toEqual([]);

    // Today in UTC, and 2000-01-01 itself, are accepted.
    const today = context.clock.now().toISOString().slice(0, 10);
    const edges = [instagram({ asOf: today }), { ...instagram(), platform: 'YouTube' as const, asOf: '2000-01-01' }];
    expect((await put(sampleFacets({ platforms: edges }), ava.authorization)).statusCode).toBe(200);
  });

  it('answers 401 to a guest and 403 to a brand (the authorisation matrix has every caller)', async () => {
    expect((await put(sampleFacets())).statusCode).toBe(401);
    expect((await put(sampleFacets(), brand)).statusCode).toBe(403);
  });

  it('counts saves as profile edits', async () => {
    const ava = await creator();
    const allowed = scaledQuota(ACCOUNT_QUOTAS.profileEditsPerAccount, QUOTA_SCALE);
    for (let index = 0; index < allowed; index += 1) {
      expect((await put(sampleFacets({ horseCount: index }), ava.authorization)).statusCode).toBe(200);
    }
    expectRefusedBy(
      await put(sampleFacets({ horseCount: 99 }), ava.authorization),
      ACCOUNT_QUOTAS.profileEditsPerAccount,
    );
    expect((await ownProfile(ava.authorization)).facets.horseCount).toBe(allowed - 1);
  });
});
