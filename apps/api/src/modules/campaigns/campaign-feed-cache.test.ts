import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { FEED_PAGE_TTL_MS, feedPageKey } from './campaign-feed-cache.ts';

type FeedPage = {
  total: number;
  items: { _id: string; campaignTitle: string; myStatus: string | null; creatorsCount: number }[];
};

describe('the creators’ feed with reused pages', () => {
  let context: TestContext;
  let brandId: string;
  let ava: { id: string; authorization: string };
  let liam: { id: string; authorization: string };

  beforeAll(async () => {
    // The context's caches run on its manual clock: a slow machine cannot expire a page mid-test.
    context = await createTestContext();
    brandId = (await createBrand(context.db)).id;
    const first = await createCreator(context.db, { firstName: 'Ava' });
    const second = await createCreator(context.db, { firstName: 'Liam' });
    ava = { id: first.id, authorization: (await createLogin(context, first)).authorization };
    liam = { id: second.id, authorization: (await createLogin(context, second)).authorization };
    await createCampaignRow(context.db, brandId, { title: 'Winter Rug Review' });
  });
  afterAll(() => context.close());

  const feed = async (authorization: string): Promise<FeedPage> => {
    const response = await context.app.inject({ method: 'GET', url: '/api/campaign', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json();
  };

  it('shows a campaign written behind the process’s back once the page’s time is up', async () => {
    const before = await feed(ava.authorization);
    await createCampaignRow(context.db, brandId, { title: 'Hoof Oil Stories' });
    expect((await feed(liam.authorization)).total).toBe(before.total);
    context.clock.advance(FEED_PAGE_TTL_MS);
    const after = await feed(liam.authorization);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.campaignTitle).toBe('Hoof Oil Stories');
  });

  it('gives each creator their own status from a shared page, and an application shows at once', async () => {
    const campaign = (await feed(ava.authorization)).items[0]!;
    const applied = await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign._id}/influencer/${ava.id}`,
      headers: { authorization: ava.authorization },
    });
    expect(applied.statusCode).toBe(200);
    // No time has passed: the application forgot the page, so the count moves for everyone.
    const forAva = (await feed(ava.authorization)).items.find((item) => item._id === campaign._id);
    const forLiam = (await feed(liam.authorization)).items.find((item) => item._id === campaign._id);
    expect(forAva).toMatchObject({ myStatus: 'Applied', creatorsCount: campaign.creatorsCount + 1 });
    expect(forLiam).toMatchObject({ myStatus: null, creatorsCount: campaign.creatorsCount + 1 });
  });

  it('keys a page by its filter, its number and its size', () => {
    const filter = { state: 'open' as const, platform: 'Instagram' as const, titleContains: 'saddle' };
    expect(feedPageKey(filter, 1, 20)).toBe(feedPageKey({ ...filter }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey(filter, 2, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey(filter, 1, 10));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, price: 'Paid' }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, brandId }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, niches: ['Sports'] }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, offersCompensation: true }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, sort: 'deadline' }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, state: 'closed' }, 1, 20));
    expect(feedPageKey(filter, 1, 20)).not.toBe(feedPageKey({ ...filter, withCreatorId: brandId }, 1, 20));
    // The same niches in another order, and the same search in another case, share a page.
    expect(feedPageKey({ ...filter, niches: ['Travel', 'Sports'] }, 1, 20)).toBe(
      feedPageKey({ ...filter, niches: ['Sports', 'Travel'] }, 1, 20),
    );
    expect(feedPageKey({ ...filter, titleContains: 'SADDLE' }, 1, 20)).toBe(feedPageKey(filter, 1, 20));
  });
});
