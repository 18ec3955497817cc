import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { updateCreatorByAdmin } from '../creators/creators.service.ts';
import { campaignEntries } from '../../db/schema/index.ts';
import { BROWSE_TOTAL_TTL_MS, browsePageKey, browseTotalKey } from './browse-totals-cache.ts';
import { createTimedCache } from '../../platform/timed-cache.ts';

describe('the browse totals cache', () => {
  it('answers a total until its time is up, keeps at most maxEntries, and forgets on clear', () => {
    let now = 1_000;
    const cache = createTimedCache<number>({ ttlMs: 2_000, maxEntries: 2, now: () => now });
    cache.set('a', 5);
    now += 1_999;
    expect(cache.get('a')).toBe(5);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });

  it('drops the least recently used entry, and never stores an answer read before a clear', () => {
    const cache = createTimedCache<string>({ ttlMs: 2_000, maxEntries: 2, now: () => 0 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    const readAt = cache.generation;
    cache.clear();
    cache.set('a', 'stale', readAt);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')).toBe('fresh');
  });

  const noFacets = { disciplines: [], levels: [], languages: [] };

  it('keys a total by what decides the matches only', () => {
    const intervals = [{ above: 100_000, atMost: 200_000 }];
    expect(browseTotalKey({ ...noFacets, niches: ['Travel', 'Art'], intervals, nameContains: 'Ava' })).toBe(
      browseTotalKey({ ...noFacets, niches: ['Art', 'Travel'], intervals, nameContains: 'ava' }),
    );
    expect(browseTotalKey({ ...noFacets, niches: [], intervals })).not.toBe(
      browseTotalKey({ ...noFacets, niches: [], intervals: [] }),
    );
    const filter = { ...noFacets, niches: ['Travel', 'Art'], intervals, nameContains: 'Ava', sort: 'newest' };
    expect(browsePageKey(filter, 1, 20)).toBe(
      browsePageKey({ ...filter, niches: ['Art', 'Travel'], nameContains: 'AVA' }, 1, 20),
    );
    expect(browsePageKey(filter, 1, 20)).not.toBe(browsePageKey(filter, 2, 20));
    expect(browsePageKey(filter, 1, 20)).not.toBe(browsePageKey(filter, 1, 10));
    expect(browsePageKey(filter, 1, 20)).not.toBe(browsePageKey({ ...filter, sort: 'followers' }, 1, 20));
    expect(BROWSE_TOTAL_TTL_MS).toBeLessThanOrEqual(5_000);
  });

  it('keys each facet (issue 33), lists in any order as one', () => {
    const base = {
      niches: [],
      intervals: [],
      disciplines: ['eventing', 'dressage'],
      levels: [],
      languages: ['de', 'en'],
    };
    expect(browseTotalKey(base)).toBe(
      browseTotalKey({ ...base, disciplines: ['dressage', 'eventing'], languages: ['en', 'de'] }),
    );
    const variants = [
      { levels: ['amateur'] },
      { country: 'DE' },
      { country: 'DE', region: 'DE-BY' },
      { platform: 'Instagram' as const },
      { minEngagementBasisPoints: 300 },
      { platform: 'Instagram' as const, minEngagementBasisPoints: 300 },
      { audienceCountry: 'DE' },
    ];
    const keys = new Set([browseTotalKey(base), ...variants.map((variant) => browseTotalKey({ ...base, ...variant }))]);
    expect(keys.size).toBe(variants.length + 1);
  });
});

describe('GET /api/influencers with a reused total and page', () => {
  let context: TestContext;
  let brand: string;
  let brandId: string;
  let unpaidBrand: string;

  beforeAll(async () => {
    // The context's caches run on its manual clock: a slow machine cannot expire an entry mid-test.
    context = await createTestContext();
    const paid = await createBrand(context.db);
    brandId = paid.id;
    brand = (await createLogin(context, paid)).authorization;
    unpaidBrand = (await createLogin(context, await createBrand(context.db, { payment: false }))).authorization;
    for (const firstName of ['Anna', 'Bert', 'Cleo']) await createCreator(context.db, { firstName, niches: ['Art'] });
  });
  afterAll(() => context.close());

  type Listed = { total: number; items: { _id: string; firstName: string; email?: string; phoneNumber?: string }[] };
  const listAs = async (authorization: string, query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/influencers${query}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Listed>();
  };
  // Names sorted: creators made in one moment have no settled order.
  const list = async (query = '') => {
    const page = await listAs(brand, query);
    return { total: page.total, names: page.items.map((item) => item.firstName).sort() };
  };

  it('may lag a change made elsewhere by BROWSE_TOTAL_TTL_MS at most; a block here is seen at once', async () => {
    expect(await list()).toEqual({ total: 3, names: ['Anna', 'Bert', 'Cleo'] });
    // Written straight to the database, as another server would: this process cannot know.
    const dora = await createCreator(context.db, { firstName: 'Dora', niches: ['Art'] });
    context.clock.advance(BROWSE_TOTAL_TTL_MS - 1);
    expect(await list()).toEqual({ total: 3, names: ['Anna', 'Bert', 'Cleo'] });
    // A different filter, order or page reads afresh.
    expect((await list('?niche=Art')).total).toBe(4);
    expect((await list('?sort=followers')).names).toContain('Dora');
    context.clock.advance(1);
    expect(await list()).toEqual({ total: 4, names: ['Anna', 'Bert', 'Cleo', 'Dora'] });
    // A block through this process forgets every total and page at once.
    await updateCreatorByAdmin(context, dora.id, { status: 'blocked' });
    expect(await list()).toEqual({ total: 3, names: ['Anna', 'Bert', 'Cleo'] });
    expect((await list('?niche=Art')).total).toBe(3);
  });

  it('never hands e-mail or phone from a reused page to a brand that has not hired the creator', async () => {
    const query = '?q=anna';
    const before = await listAs(brand, query);
    expect(before.items[0]).not.toHaveProperty('email');
    expect(before.items[0]).not.toHaveProperty('phoneNumber');
    // A hire written behind the cache's back shows them on the very next reuse of the page.
    const campaign = await createCampaignRow(context.db, brandId);
    const hire = (creatorId: string) =>
      context.db.insert(campaignEntries).values({ campaignId: campaign.id, creatorId, status: 'Hired' });
    await hire(before.items[0]?._id ?? '');
    const hiredPage = await listAs(brand, query);
    expect(hiredPage.items[0]?.email).toMatch(/@/);
    expect(hiredPage.items[0]).toHaveProperty('phoneNumber');
    // The same page, now from the cache (same key: the search is lower-cased), to another brand.
    const otherPage = await listAs(unpaidBrand, '?q=ANNA');
    expect(otherPage.items.map((item) => item.firstName)).toEqual(['Anna']);
    expect(otherPage.items[0]).not.toHaveProperty('email');
    expect(otherPage.items[0]).not.toHaveProperty('phoneNumber');
    // Two requests at once share one read of a page not yet kept: each still gets its own variant.
    const [bert] = (await listAs(unpaidBrand, '?niche=Art&q=ber')).items;
    await hire(bert?._id ?? '');
    const [ownShared, otherShared] = await Promise.all([listAs(brand, '?q=bert'), listAs(unpaidBrand, '?q=bert')]);
    expect(ownShared.items[0]?.email).toMatch(/@/);
    expect(otherShared.items.map((item) => item.firstName)).toEqual(['Bert']);
    expect(otherShared.items[0]).not.toHaveProperty('email');
    expect(otherShared.items[0]).not.toHaveProperty('phoneNumber');
    // And again from the cache, in the other order.
    expect((await listAs(unpaidBrand, '?q=bert')).items[0]).not.toHaveProperty('email');
    expect((await listAs(brand, '?q=bert')).items[0]?.email).toMatch(/@/);
  });
});
