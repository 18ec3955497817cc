import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfiles, creatorProfiles, orderRatings, ratingModerations } from '../../db/schema/index.ts';
import { createTestOrder, type TestOrder } from '../../test/completed-orders.ts';
import { createAccount, createCreator, createLogin, loggedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { recomputeRateeTotals } from './ratings.repository.ts';

/** GET /api/admin/ratings and POST /api/admin/ratings/{ratingId}/hide. */
describe('moderating ratings', () => {
  let context: TestContext;
  let admin: { id: string; authorization: string };
  let first: TestOrder;
  let second: TestOrder;
  let brandRatingId: string;
  beforeAll(async () => {
    context = await createTestContext();
    const account = await createAccount(context.db, 'admin');
    admin = { id: account.id, authorization: (await createLogin(context, account)).authorization };
    // One creator rated on two orders (5 and 2 stars), and that creator's rating of the first brand.
    const creator = await loggedIn(
      context,
      await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }),
    );
    first = await createTestOrder(context, { creator, companyName: 'Hartwell Saddlery' });
    second = await createTestOrder(context, { creator, companyName: 'Meadow Tack' });
    const put = (order: TestOrder, authorization: string, payload: object) =>
      context.app.inject({ method: 'PUT', url: order.ratingUrl, headers: { authorization }, payload });
    brandRatingId = (await put(first, first.brand.authorization, { stars: 5, review: 'Superb work.' })).json().id;
    context.clock.advance(1000);
    await put(second, second.brand.authorization, { stars: 2, review: 'Rude and late, call 555-0100.' });
    context.clock.advance(1000);
    await put(first, creator.authorization, { stars: 4, review: 'Clear brief.' });
    // Ratings are blind until both sides rated or 14 days passed (ratings.test.ts): the second
    // order's lone rating is published here as the blind period's end would.
    await context.db
      .update(orderRatings)
      .set({ publishedAt: context.clock.now() })
      .where(eq(orderRatings.campaignId, second.campaignId));
    await recomputeRateeTotals(context.db, 'brand', creator.id);
  });
  afterAll(() => context.close());

  const call = (method: 'GET' | 'POST', url: string, authorization: string | null, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const creatorTotals = async () => {
    const [row] = await context.db
      .select({ count: creatorProfiles.ratingCount, sum: creatorProfiles.ratingSum })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, first.creator.id));
    return row;
  };

  it('lists ratings newest first with both parties named, and finds them by review or campaign', async () => {
    const list = await call('GET', '/api/admin/ratings?pageSize=2', admin.authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(list.json().items).toEqual([
      {
        id: expect.any(String),
        campaignId: first.campaignId,
        campaignTitle: 'Autumn Saddle Care Series',
        creatorId: first.creator.id,
        raterType: 'contentCreator',
        raterName: 'Ava Sinclair',
        rateeName: 'Hartwell Saddlery',
        stars: 4,
        review: 'Clear brief.',
        createdAt: context.clock.now().toISOString(),
        hiddenAt: null,
        hiddenReason: null,
      },
      expect.objectContaining({ raterType: 'brand', raterName: 'Meadow Tack', rateeName: 'Ava Sinclair', stars: 2 }),
    ]);
    const found = await call('GET', '/api/admin/ratings?search=superb', admin.authorization);
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([brandRatingId]);
    expect(found.json().total).toBe(1);
  });

  it("hides a review with a reason: an audit row, the ratee's average without it, and twice is refused", async () => {
    expect(await creatorTotals()).toEqual({ count: 2, sum: 7 });
    const list = await call('GET', '/api/admin/ratings?search=rude', admin.authorization);
    const ratingId = list.json().items[0].id as string;

    const hidden = await call('POST', `/api/admin/ratings/${ratingId}/hide`, admin.authorization, {
      reason: '  Personal contact details. ',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: ratingId,
      hiddenAt: context.clock.now().toISOString(),
      hiddenReason: 'Personal contact details.',
      review: 'Rude and late, call 555-0100.',
    });
    expect(await creatorTotals()).toEqual({ count: 1, sum: 5 });
    expect(
      await context.db
        .select({
          admin: ratingModerations.adminAccountId,
          action: ratingModerations.action,
          reason: ratingModerations.reason,
        })
        .from(ratingModerations)
        .where(eq(ratingModerations.ratingId, ratingId)),
    ).toEqual([{ admin: admin.id, action: 'hide', reason: 'Personal contact details.' }]);
    const drawer = await call('GET', `/api/influencers/${first.creator.id}`, first.brand.authorization);
    expect(drawer.json().rating).toEqual({ average: 5, count: 1 });

    const again = await call('POST', `/api/admin/ratings/${ratingId}/hide`, admin.authorization, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(await context.db.select().from(ratingModerations)).toHaveLength(1);

    // Its author may still edit it within the window; it stays hidden and out of the average.
    const edit = await context.app.inject({
      method: 'PUT',
      url: second.ratingUrl,
      headers: { authorization: second.brand.authorization },
      payload: { stars: 1, review: 'Late.' },
    });
    expect(edit.json()).toMatchObject({ stars: 1, hidden: true });
    expect(await creatorTotals()).toEqual({ count: 1, sum: 5 });
  });

  it("lands a hide and its author's edit sent at once, one after the other, the average without it", async () => {
    const list = await call('GET', '/api/admin/ratings?search=clear%20brief', admin.authorization);
    const ratingId = list.json().items[0].id as string;
    const [hidden, edited] = await Promise.all([
      call('POST', `/api/admin/ratings/${ratingId}/hide`, admin.authorization, { reason: 'Off topic.' }),
      context.app.inject({
        method: 'PUT',
        url: first.ratingUrl,
        headers: { authorization: first.creator.authorization },
        payload: { stars: 3, review: 'Clear brief, slow payment.' },
      }),
    ]);
    expect([hidden.statusCode, edited.statusCode]).toEqual([200, 200]);
    const [brand] = await context.db
      .select({ count: brandProfiles.ratingCount, sum: brandProfiles.ratingSum })
      .from(brandProfiles)
      .where(eq(brandProfiles.accountId, first.brand.id));
    expect(brand).toEqual({ count: 0, sum: 0 });
  });

  it('refuses a hide without a reason, an unknown rating, and everyone but admins', async () => {
    const url = `/api/admin/ratings/${brandRatingId}/hide`;
    expect((await call('POST', url, admin.authorization, { reason: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, admin.authorization, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const unknown = `/api/admin/ratings/${crypto.randomUUID()}/hide`;
    expect((await call('POST', unknown, admin.authorization, { reason: 'Spam' })).statusCode).toBe(404);
    for (const authorization of [first.brand.authorization, first.creator.authorization]) {
      expect((await call('POST', url, authorization, { reason: 'Spam' })).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/ratings', authorization)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/ratings', null)).statusCode).toBe(401);
    expect((await call('POST', url, null, { reason: 'Spam' })).statusCode).toBe(401);
    expect(await context.db.select().from(ratingModerations)).toHaveLength(2);
  });
});
