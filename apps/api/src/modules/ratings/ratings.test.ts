import { WORK_MESSAGES } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandProfiles, creatorProfiles, orderRatings } from '../../db/schema/index.ts';
import { createTestOrder, type TestOrder } from '../../test/completed-orders.ts';
import { createAccount, createBrand, createCreator, createLogin, loggedIn } from '../../test/factories.ts';
import { fetchOpenApiDocument } from '../../test/openapi-document.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** PUT /api/orders/{campaignId}/{creatorId}/rating: rules, sides, the edit window and the kept totals. */
describe('rating the other party of an order', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const rate = (url: string, authorization: string | null, payload: object) =>
    context.app.inject({ method: 'PUT', url, headers: authorization ? { authorization } : {}, payload });
  const creatorTotals = async (id: string) => {
    const [row] = await context.db
      .select({
        count: creatorProfiles.ratingCount,
        sum: creatorProfiles.ratingSum,
        average: creatorProfiles.ratingAverage,
      })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, id));
    return row;
  };
  const brandTotals = async (id: string) => {
    const [row] = await context.db
      .select({ count: brandProfiles.ratingCount, sum: brandProfiles.ratingSum })
      .from(brandProfiles)
      .where(eq(brandProfiles.accountId, id));
    return row;
  };
  const ratingsOf = (order: TestOrder) =>
    context.db
      .select()
      .from(orderRatings)
      .where(and(eq(orderRatings.campaignId, order.campaignId), eq(orderRatings.creatorId, order.creator.id)));

  it('lets the brand rate the creator and the creator rate the brand, each kept on the ratee', async () => {
    const order = await createTestOrder(context);
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));

    const byBrand = await rate(order.ratingUrl, order.brand.authorization, { stars: 4, review: '  Lovely reels. ' });
    expect(byBrand.statusCode).toBe(201);
    const now = context.clock.now();
    expect(byBrand.json()).toEqual({
      id: expect.any(String),
      raterType: 'brand',
      stars: 4,
      review: 'Lovely reels.',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      editableUntil: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      hidden: false,
    });
    const byCreator = await rate(order.ratingUrl, order.creator.authorization, { stars: 5 });
    expect(byCreator.statusCode).toBe(201);
    expect(byCreator.json()).toMatchObject({ raterType: 'contentCreator', stars: 5, review: '' });

    expect(await creatorTotals(order.creator.id)).toEqual({ count: 1, sum: 4, average: 4 });
    expect(await brandTotals(order.brand.id)).toEqual({ count: 1, sum: 5 });
    const rows = await ratingsOf(order);
    expect(rows.map((row) => [row.raterType, row.raterAccountId, row.rateeAccountId]).sort()).toEqual(
      [
        ['brand', order.brand.id, order.creator.id],
        ['contentCreator', order.creator.id, order.brand.id],
      ].sort(),
    );
    const thread = { campaignId: order.campaignId, creatorId: order.creator.id };
    await vi.waitFor(() =>
      expect(signals.filter((signal) => signal.kind === 'work')).toEqual([
        { kind: 'work', ...thread, change: 'rating' },
        { kind: 'work', ...thread, change: 'rating' },
      ]),
    );
    unsubscribe();
  });

  it('refuses before the work is closed, and after a cancelled close', async () => {
    for (const outcome of [null, 'cancelled'] as const) {
      const order = await createTestOrder(context, { outcome });
      for (const party of [order.brand, order.creator]) {
        const response = await rate(order.ratingUrl, party.authorization, { stars: 5 });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(WORK_MESSAGES.ratingNotAllowed);
      }
      expect(await ratingsOf(order)).toEqual([]);
    }
  });

  it('keeps one rating per side: a second call edits it for 14 days, then it is locked', async () => {
    const order = await createTestOrder(context);
    expect((await rate(order.ratingUrl, order.brand.authorization, { stars: 2 })).statusCode).toBe(201);
    context.clock.advance(13 * DAY_MS);
    // A fresh login: the first one's token has expired meanwhile.
    const brand = (await createLogin(context, { id: order.brand.id, type: 'brand' })).authorization;
    const edited = await rate(order.ratingUrl, brand, { stars: 5, review: 'Second thoughts.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ stars: 5, review: 'Second thoughts.' });
    expect(edited.json().updatedAt).toBe(context.clock.now().toISOString());
    expect(await creatorTotals(order.creator.id)).toEqual({ count: 1, sum: 5, average: 5 });

    context.clock.advance(DAY_MS);
    const late = await rate(order.ratingUrl, brand, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WORK_MESSAGES.ratingLocked);
    expect(await ratingsOf(order)).toHaveLength(1);
    expect(await creatorTotals(order.creator.id)).toEqual({ count: 1, sum: 5, average: 5 });
  });

  it('stores one rating when the first two calls of a side arrive at once', async () => {
    const order = await createTestOrder(context);
    const answers = await Promise.all([
      rate(order.ratingUrl, order.creator.authorization, { stars: 3 }),
      rate(order.ratingUrl, order.creator.authorization, { stars: 4 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const rows = await ratingsOf(order);
    expect(rows).toHaveLength(1);
    expect(await brandTotals(order.brand.id)).toEqual({ count: 1, sum: rows[0]?.stars });
  });

  it('averages a ratee over every order, recomputed when ratings of different orders arrive at once', async () => {
    const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Mila' }));
    const orders = await Promise.all(
      [0, 1, 2].map((index) => createTestOrder(context, { creator, companyName: `Stable ${index}` })),
    );
    const stars = [5, 4, 4];
    const answers = await Promise.all(
      orders.map((order, index) => rate(order.ratingUrl, order.brand.authorization, { stars: stars[index] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await creatorTotals(creator.id)).toEqual({ count: 3, sum: 13, average: 13 / 3 });

    // Shown to a brand on the drawer and on the creator's own profile, to one decimal.
    const drawer = await context.app.inject({
      method: 'GET',
      url: `/api/influencers/${creator.id}`,
      headers: { authorization: orders[0]!.brand.authorization },
    });
    expect(drawer.json().rating).toEqual({ average: 4.3, count: 3 });
    const own = await context.app.inject({
      method: 'GET',
      url: '/api/influencers/profile',
      headers: { authorization: creator.authorization },
    });
    expect(own.json().rating).toEqual({ average: 4.3, count: 3 });
  });

  it("shows the creators' rating of a brand on its campaigns, and none for an unrated brand", async () => {
    const brand = await loggedIn(context, await createBrand(context.db, { companyName: 'Rated Stables' }));
    const first = await createTestOrder(context, { brand, companyName: 'Rated Stables' });
    const second = await createTestOrder(context, { brand, companyName: 'Rated Stables' });
    const feedCard = async () => {
      const feed = await context.app.inject({
        method: 'GET',
        url: '/api/campaign?pageSize=100',
        headers: { authorization: first.creator.authorization },
      });
      const items = feed.json<{ items: { _id: string; brandRating: unknown }[] }>().items;
      return items.find((item) => item._id === first.campaignId)?.brandRating;
    };
    expect(await feedCard()).toEqual({ average: null, count: 0 });
    await rate(first.ratingUrl, first.creator.authorization, { stars: 5 });
    await rate(second.ratingUrl, second.creator.authorization, { stars: 2 });
    // The feed's cached page is forgotten on a rating, so the card shows it at once.
    expect(await feedCard()).toEqual({ average: 3.5, count: 2 });
    const campaign = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${first.campaignId}`,
      headers: { authorization: first.creator.authorization },
    });
    expect(campaign.json().brandRating).toEqual({ average: 3.5, count: 2 });
    const unrated = await createTestOrder(context, { outcome: null });
    const plain = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${unrated.campaignId}`,
      headers: { authorization: unrated.brand.authorization },
    });
    expect(plain.json().brandRating).toEqual({ average: null, count: 0 });
  });

  it('documents the rating and moderation calls in the OpenAPI document', async () => {
    const openapi = await fetchOpenApiDocument(context);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/orders/{campaignId}/{creatorId}/rating',
        '/api/admin/ratings',
        '/api/admin/ratings/{ratingId}/hide',
      ]),
    );
    expect(Object.keys(openapi.components.schemas)).toEqual(
      expect.arrayContaining(['RatingRequest', 'OrderRating', 'AdminRatingPage', 'HideRating', 'RatingSummary']),
    );
  });

  it('tells anyone but the two parties that the order does not exist, and refuses admins', async () => {
    const order = await createTestOrder(context);
    const otherBrand = await loggedIn(context, await createBrand(context.db, { companyName: 'Nosy Stables' }));
    const otherCreator = await loggedIn(context, await createCreator(context.db, { firstName: 'Nosy' }));
    const admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    // The brand's own campaign with a creator never hired on it, and an unknown campaign.
    const notHired = `/api/orders/${order.campaignId}/${otherCreator.id}/rating`;
    const unknown = `/api/orders/${crypto.randomUUID()}/${order.creator.id}/rating`;
    const cases: [string, string | null, number][] = [
      [order.ratingUrl, otherBrand.authorization, 404],
      [order.ratingUrl, otherCreator.authorization, 404],
      [notHired, order.brand.authorization, 404],
      [notHired, otherCreator.authorization, 404],
      [unknown, order.brand.authorization, 404],
      [unknown, order.creator.authorization, 404],
      [order.ratingUrl, admin, 403],
      [order.ratingUrl, null, 401],
    ];
    for (const [url, authorization, status] of cases) {
      const response = await rate(url, authorization, { stars: 5 });
      expect([url, response.statusCode]).toEqual([url, status]);
      if (status === 404) expect(response.json().message).toBe(WORK_MESSAGES.notFound);
    }
    expect(await ratingsOf(order)).toEqual([]);
  });

  it('refuses stars outside 1–5, fractions and a review over 1,000 characters', async () => {
    const order = await createTestOrder(context);
    for (const payload of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      {},
      { stars: '5' },
      { stars: 5, review: 'x'.repeat(1001) },
    ]) {
      const response = await rate(order.ratingUrl, order.brand.authorization, payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
    expect(
      (await rate(`/api/orders/not-an-id/${order.creator.id}/rating`, order.brand.authorization, { stars: 5 }))
        .statusCode,
    ).toBe(400);
    expect(await ratingsOf(order)).toEqual([]);
  });
});
