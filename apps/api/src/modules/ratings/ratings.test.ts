import { WORK_MESSAGES } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandProfiles, creatorProfiles, orderRatings } from '../../db/schema/index.ts';
import { createTestOrder, type TestOrder } from '../../test/completed-orders.ts';
import { createAccount, createBrand, createCreator, createLogin, loggedIn } from '../../test/factories.ts';
import { fetchOpenApiDocument } from '../../test/openapi-document.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';
import { publishDueRatings } from './rating-publication.service.ts';

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
    // Blind: the creator has not rated, so it counts in no average yet.
    expect(await creatorTotals(order.creator.id)).toEqual({ count: 0, sum: 0, average: 0 });

    context.clock.advance(DAY_MS);
    const late = await rate(order.ratingUrl, brand, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WORK_MESSAGES.ratingLocked);
    expect(await ratingsOf(order)).toHaveLength(1);
    // 14 days after the close it is published, as last edited.
    await publishDueRatings(context);
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
    // Counted once published: here, when the brand rates back.
    expect((await rate(order.ratingUrl, order.brand.authorization, { stars: 5 })).statusCode).toBe(201);
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
    // Blind until the creator rates back: her three ratings of the brands, at once, publish them.
    expect(await creatorTotals(creator.id)).toEqual({ count: 0, sum: 0, average: 0 });
    const back = await Promise.all(orders.map((order) => rate(order.ratingUrl, creator.authorization, { stars: 5 })));
    expect(back.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await creatorTotals(creator.id)).toEqual({ count: 3, sum: 13, average: 13 / 3 });
    for (const order of orders) expect(await brandTotals(order.brand.id)).toEqual({ count: 1, sum: 5 });

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
    // Blind until the brand rates back.
    expect(await feedCard()).toEqual({ average: null, count: 0 });
    await rate(first.ratingUrl, brand.authorization, { stars: 4 });
    await rate(second.ratingUrl, brand.authorization, { stars: 4 });
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

  it('keeps ratings blind: neither side reads the other’s, nor counts it, until both have rated', async () => {
    const order = await createTestOrder(context);
    const workOf = async (authorization: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/orders/${order.campaignId}/${order.creator.id}/work`,
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ closedAt: string; ratings: Record<string, unknown> }>();
    };
    expect((await rate(order.ratingUrl, order.brand.authorization, { stars: 2, review: 'Late.' })).statusCode).toBe(
      201,
    );
    const creatorView = await workOf(order.creator.authorization);
    expect(creatorView.ratings).toMatchObject({
      mine: null,
      theirs: null,
      theirsSealedUntil: new Date(Date.parse(creatorView.closedAt) + 14 * DAY_MS).toISOString(),
      canRate: true,
    });
    expect(JSON.stringify(creatorView)).not.toContain('Late.');
    expect((await workOf(order.brand.authorization)).ratings).toMatchObject({
      mine: { stars: 2, review: 'Late.' },
      theirs: null,
      theirsSealedUntil: null,
    });
    expect(await creatorTotals(order.creator.id)).toEqual({ count: 0, sum: 0, average: 0 });
    // The drawer's and the creator's own rating say nothing of it either.
    const drawer = await context.app.inject({
      method: 'GET',
      url: `/api/influencers/${order.creator.id}`,
      headers: { authorization: order.brand.authorization },
    });
    expect(drawer.json().rating).toEqual({ average: null, count: 0 });

    // The creator rates: both are published at once, for both sides and in both averages.
    expect((await rate(order.ratingUrl, order.creator.authorization, { stars: 5 })).statusCode).toBe(201);
    expect((await workOf(order.creator.authorization)).ratings).toMatchObject({
      mine: { stars: 5 },
      theirs: { stars: 2, review: 'Late.' },
      theirsSealedUntil: null,
    });
    expect((await workOf(order.brand.authorization)).ratings).toMatchObject({ theirs: { stars: 5 } });
    expect(await creatorTotals(order.creator.id)).toEqual({ count: 1, sum: 2, average: 2 });
    expect(await brandTotals(order.brand.id)).toEqual({ count: 1, sum: 5 });
    expect((await ratingsOf(order)).every((row) => row.publishedAt !== null)).toBe(true);
  });

  it('publishes a lone rating 14 days after the close, and counts it from then', async () => {
    const order = await createTestOrder(context);
    expect((await rate(order.ratingUrl, order.creator.authorization, { stars: 4 })).statusCode).toBe(201);
    context.clock.advance(14 * DAY_MS - 60_000);
    await publishDueRatings(context);
    expect(await brandTotals(order.brand.id)).toEqual({ count: 0, sum: 0 });
    const brand = (await createLogin(context, { id: order.brand.id, type: 'brand' })).authorization;
    const theirs = async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/orders/${order.campaignId}/${order.creator.id}/work`,
        headers: { authorization: brand },
      });
      return response.json<{ ratings: { theirs: unknown; theirsSealedUntil: string | null } }>().ratings;
    };
    expect(await theirs()).toMatchObject({ theirs: null, theirsSealedUntil: expect.any(String) });

    context.clock.advance(60_000);
    // Shown from that moment, even before the pass has run; counted once it has.
    expect(await theirs()).toMatchObject({ theirs: { stars: 4 }, theirsSealedUntil: null });
    expect(await publishDueRatings(context)).toMatchObject({ orders: 1 });
    expect(await brandTotals(order.brand.id)).toEqual({ count: 1, sum: 4 });
    expect(await publishDueRatings(context)).toEqual({ orders: 0 });
    // Rated later by the brand (it may, within its own window): its rating is published at once.
    expect((await rate(order.ratingUrl, brand, { stars: 3 })).statusCode).toBe(201);
    expect(await creatorTotals(order.creator.id)).toMatchObject({ count: 1, sum: 3 });
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
