import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../../db/schema/index.ts';
import { createTestOrder } from '../../test/completed-orders.ts';
import { createBrand, createCreator, createLogin, loggedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Item = { _id: string; firstName: string; rating: { average: number | null; count: number } };

/** GET /api/influencers?sort=rating and ?minRating=: the brands' ratings of creators on browse. */
describe('browsing creators by rating', () => {
  let context: TestContext;
  let brand: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext();
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
    // [name, rating count, rating sum, niches]: ties on the average are broken by the count.
    const people: [string, number, number, string[]][] = [
      ['Five', 1, 5, ['Art']],
      ['HalfFewer', 2, 9, ['Art']],
      ['HalfMore', 4, 18, ['Books']],
      ['Three', 3, 9, ['Art']],
      ['Unrated', 0, 0, ['Art']],
      ['FiveMany', 3, 15, ['Books']],
      ['JustFour', 5, 20, ['Art']],
      // 3.95 shows as 4.0, so it is among 4 stars and up; 3.94 shows as 3.9 and is not.
      ['ShownFour', 20, 79, ['Art']],
      ['ShownThreeNine', 50, 197, ['Art']],
    ];
    for (const [firstName, ratingCount, ratingSum, niches] of people) {
      const account = await createCreator(context.db, { firstName, niches });
      await context.db
        .update(creatorProfiles)
        .set({ ratingCount, ratingSum })
        .where(eq(creatorProfiles.accountId, account.id));
      ids[firstName] = account.id;
    }
  });
  afterAll(() => context.close());

  const browse = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/influencers?${query}`,
      headers: { authorization: brand },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: Item[]; total: number }>();
    return { names: page.items.map((item) => item.firstName), total: page.total, items: page.items };
  };

  it('orders by the best average, then the most ratings, unrated creators last', async () => {
    const { names, items, total } = await browse('sort=rating');
    expect(items.find((item) => item.firstName === 'ShownFour')?.rating).toEqual({ average: 4, count: 20 });
    expect(names).toEqual([
      'FiveMany',
      'Five',
      'HalfMore',
      'HalfFewer',
      'JustFour',
      'ShownFour',
      'ShownThreeNine',
      'Three',
      'Unrated',
    ]);
    expect(total).toBe(9);
    expect(items[0]?.rating).toEqual({ average: 5, count: 3 });
    expect(items.at(-1)?.rating).toEqual({ average: null, count: 0 });
    // Page by page, the same order.
    const second = await browse('sort=rating&pageSize=2&page=2');
    expect(second.names).toEqual(['HalfMore', 'HalfFewer']);
    expect(second.total).toBe(9);
  });

  it('keeps creators whose average reaches the minimum, never unrated ones, with any order and niche', async () => {
    expect(await browse('minRating=4&sort=rating')).toMatchObject({
      names: ['FiveMany', 'Five', 'HalfMore', 'HalfFewer', 'JustFour', 'ShownFour'],
      total: 6,
    });
    // A different minimum is a different total, not the cached one of the first.
    expect((await browse('minRating=5')).total).toBe(2);
    expect((await browse('minRating=1')).total).toBe(8);
    expect(await browse('minRating=4&niche=Art&sort=rating')).toMatchObject({
      names: ['Five', 'HalfFewer', 'JustFour', 'ShownFour'],
      total: 4,
    });
    expect(await browse('minRating=4&niche=Books&sort=newest')).toMatchObject({
      names: ['FiveMany', 'HalfMore'],
      total: 2,
    });
    expect((await browse('minRating=')).total).toBe(9);
  });

  it('refuses a minimum outside 1–5 or not whole', async () => {
    for (const value of ['0', '6', '4.5', 'high']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/influencers?minRating=${value}`,
        headers: { authorization: brand },
      });
      expect([value, response.statusCode]).toEqual([value, 400]);
    }
  });

  it('shows a new rating at once: a rating forgets the cached pages', async () => {
    expect((await browse('minRating=5')).names).toEqual(['FiveMany', 'Five']);
    const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Newcomer' }));
    const order = await createTestOrder(context, { creator });
    const rated = await context.app.inject({
      method: 'PUT',
      url: order.ratingUrl,
      headers: { authorization: order.brand.authorization },
      payload: { stars: 5 },
    });
    expect(rated.statusCode).toBe(201);
    // Blind until both have rated: the creator's rating of the brand publishes the brand's.
    expect((await browse('minRating=5')).names).toEqual(['FiveMany', 'Five']);
    const back = await context.app.inject({
      method: 'PUT',
      url: order.ratingUrl,
      headers: { authorization: order.creator.authorization },
      payload: { stars: 4 },
    });
    expect(back.statusCode).toBe(201);
    const after = await browse('minRating=5&sort=rating');
    // Five and Newcomer tie (5 stars, once): the account id orders them, so either may come first.
    expect(after.names[0]).toBe('FiveMany');
    expect(after.names.slice(1).sort()).toEqual(['Five', 'Newcomer']);
    expect(after.total).toBe(3);
  });
});
