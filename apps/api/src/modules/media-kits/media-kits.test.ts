import type { MediaKit, MediaKitSettings, WorkChangeResponse } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, orderSubmissions } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCreator, loggedIn, tinyPng } from '../../test/factories.ts';
import { createOrderCast, workCalls } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const SETTINGS_URL = '/api/influencers/profile/media-kit';
const PACKAGE = { title: 'One reel', description: 'A 30-second reel', priceMinor: 25_050, currency: 'GBP' };

describe('media kits', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const headers = (authorization: string | null) => (authorization ? { authorization } : {});
  const put = (authorization: string, payload: object) =>
    context.app.inject({ method: 'PUT', url: SETTINGS_URL, headers: headers(authorization), payload });
  const kitAs = (handle: string, authorization: string | null) =>
    context.app.inject({ method: 'GET', url: `/api/media-kits/${handle}`, headers: headers(authorization) });
  const get = (url: string, authorization: string | null = null) =>
    context.app.inject({ method: 'GET', url, headers: headers(authorization) });
  let handles = 0;
  const nextHandle = () => `rider-${++handles}`;

  /** A creator with a kit at a fresh handle, and the other callers of the visibility matrix. */
  async function castWithKit(visibility: 'anyone' | 'brands' | 'nobody') {
    const self = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    const handle = nextHandle();
    const saved = await put(self.authorization, { handle, visibility, packages: [PACKAGE] });
    expect(saved.statusCode).toBe(200);
    const [brand, creator, admin] = await Promise.all([
      createBrand(context.db).then((account) => loggedIn(context, account)),
      createCreator(context.db, { firstName: 'Mateo' }).then((account) => loggedIn(context, account)),
      createAccount(context.db, 'admin').then((account) => loggedIn(context, account)),
    ]);
    return {
      self,
      handle,
      callers: {
        guest: null,
        creator: creator.authorization,
        brand: brand.authorization,
        admin: admin.authorization,
        self: self.authorization,
      },
    };
  }

  it('starts hidden with no address, and saves an address, who sees it and packages', async () => {
    const self = await loggedIn(context, await createCreator(context.db));
    const empty = await get(SETTINGS_URL, self.authorization);
    expect(empty.json()).toEqual({ handle: null, visibility: 'nobody', packages: [] });

    const saved = await put(self.authorization, { handle: '  Ava-Rides ', visibility: 'anyone', packages: [PACKAGE] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MediaKitSettings>()).toEqual({
      handle: 'ava-rides',
      visibility: 'anyone',
      packages: [{ id: expect.any(String), ...PACKAGE }],
    });
    expect((await get(SETTINGS_URL, self.authorization)).json()).toEqual(saved.json());
  });

  it('refuses handles off the pattern, reserved ones and addresses without a handle', async () => {
    const self = await loggedIn(context, await createCreator(context.db));
    for (const handle of ['ab', '-ava', 'ava-', 'a--b', 'ava_rides', 'a'.repeat(31), 'admin', 'API', 'équipe']) {
      const response = await put(self.authorization, { handle, visibility: 'nobody', packages: [] });
      expect([handle, response.statusCode]).toEqual([handle, 400]);
      expect(response.json().fields[0].field).toBe('handle');
    }
    const shared = await put(self.authorization, { handle: null, visibility: 'anyone', packages: [] });
    expect(shared.statusCode).toBe(400);
    expect(shared.json().fields).toEqual([{ field: 'handle', message: 'Choose an address before you share the kit' }]);
    expect((await put(self.authorization, { handle: null, visibility: 'nobody', packages: [] })).statusCode).toBe(200);
  });

  it('keeps each address to one creator regardless of case: 409 "That address is taken"', async () => {
    const first = await loggedIn(context, await createCreator(context.db));
    const second = await loggedIn(context, await createCreator(context.db));
    expect(
      (await put(first.authorization, { handle: 'hoof-beats', visibility: 'nobody', packages: [] })).statusCode,
    ).toBe(200);
    const taken = await put(second.authorization, { handle: 'Hoof-Beats', visibility: 'nobody', packages: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'That address is taken' });
    // Saving one's own address again is no conflict.
    expect(
      (await put(first.authorization, { handle: 'HOOF-beats', visibility: 'anyone', packages: [] })).statusCode,
    ).toBe(200);
  });

  it('checks packages: at most 8, a title, a price in whole minor units above zero, a known currency', async () => {
    const self = await loggedIn(context, await createCreator(context.db));
    const bad = [
      { ...PACKAGE, title: ' ' },
      { ...PACKAGE, priceMinor: 0 },
      { ...PACKAGE, priceMinor: 12.5 },
      { ...PACKAGE, priceMinor: '2500' },
      { ...PACKAGE, currency: 'JPY' },
      { ...PACKAGE, description: 'x'.repeat(401) },
    ];
    for (const item of bad) {
      const response = await put(self.authorization, { handle: null, visibility: 'nobody', packages: [item] });
      expect([item, response.statusCode]).toEqual([item, 400]);
    }
    const nine = Array.from({ length: 9 }, (_, at) => ({ ...PACKAGE, title: `Package ${at}` }));
    expect((await put(self.authorization, { handle: null, visibility: 'nobody', packages: nine })).statusCode).toBe(
      400,
    );
    const eight = await put(self.authorization, { handle: null, visibility: 'nobody', packages: nine.slice(0, 8) });
    expect(eight.json<MediaKitSettings>().packages.map((item) => item.title)).toEqual(
      nine.slice(0, 8).map((item) => item.title),
    );
  });

  it('shows each kit to whom its visibility allows, and the same 404 for a hidden kit and an unknown handle', async () => {
    const expected = {
      anyone: { guest: 200, creator: 200, brand: 200, admin: 200, self: 200 },
      brands: { guest: 401, creator: 403, brand: 200, admin: 200, self: 200 },
      nobody: { guest: 404, creator: 404, brand: 404, admin: 404, self: 200 },
    } as const;
    for (const visibility of ['anyone', 'brands', 'nobody'] as const) {
      const { handle, callers } = await castWithKit(visibility);
      for (const [caller, authorization] of Object.entries(callers)) {
        const response = await kitAs(handle, authorization);
        expect([visibility, caller, response.statusCode]).toEqual([
          visibility,
          caller,
          expected[visibility][caller as keyof (typeof expected)['anyone']],
        ]);
      }
      if (visibility === 'nobody') {
        const hidden = await kitAs(handle, callers.brand);
        const unknown = await kitAs('nobody-has-this', callers.brand);
        expect(hidden.json()).toEqual(unknown.json());
      }
    }
  });

  it("answers a kit with the creator's facets, packages and ratings, and never their e-mail or phone", async () => {
    const { self, handle } = await castWithKit('anyone');
    await context.db
      .update(creatorProfiles)
      .set({ bio: 'Dressage on a Welsh cob', disciplines: ['dressage'], country: 'DE', ratingSum: 9, ratingCount: 2 })
      .where(eq(creatorProfiles.accountId, self.id));
    const response = await kitAs(handle.toUpperCase(), null);
    expect(response.statusCode).toBe(200);
    const kit = response.json<MediaKit>();
    expect(kit).toMatchObject({
      handle,
      firstName: 'Ava',
      lastName: 'Sinclair',
      bio: 'Dressage on a Welsh cob',
      rating: { average: 4.5, count: 2 },
      packages: [{ ...PACKAGE, id: expect.any(String) }],
      portfolio: [],
    });
    expect(kit.facets).toMatchObject({ disciplines: ['dressage'], country: 'DE' });
    expect(response.body).not.toContain(self.email);
    expect(response.body).not.toContain('2025550100');
    expect(Object.keys(kit)).not.toContain('email');
    expect(Object.keys(kit)).not.toContain('phoneNumber');
  });

  it('names the creator (for Save and Invite) to a logged-in brand or admin only, never to a visitor or creator', async () => {
    const { self, handle, callers } = await castWithKit('anyone');
    for (const caller of [callers.brand, callers.admin]) {
      expect((await kitAs(handle, caller)).json()).toMatchObject({ creatorId: self.id });
    }
    for (const caller of [callers.guest, callers.creator]) {
      const response = await kitAs(handle, caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('creatorId');
      expect(response.body).not.toContain(self.id);
    }
  });

  describe('portfolio', () => {
    /** An order with two approved submissions (one with an image) and one pending, for a creator with a kit. */
    async function orderWithWork(visibility: 'anyone' | 'brands' | 'nobody') {
      const cast = await createOrderCast(context);
      const calls = workCalls(context, cast);
      const handle = nextHandle();
      await put(cast.hired.authorization, { handle, visibility, packages: [] });
      const work = await calls.work();
      const [reel, stories] = work.deliverables.map((item) => item.id);
      const png = await tinyPng();
      const submitted = async (deliverableId: string, fields: Record<string, string>, withImage: boolean) => {
        const response = await calls.submit(
          { deliverableId, ...fields },
          withImage ? [{ name: 'cut.png', data: png, type: 'image/png' }] : [],
        );
        expect(response.statusCode, response.body).toBe(201);
        const item = response.json<WorkChangeResponse>().work.deliverables.find((entry) => entry.id === deliverableId)!;
        return item.submissions.at(-1)!.id;
      };
      const withImage = await submitted(reel!, { postUrl: 'https://instagram.example/p/1' }, true);
      const plain = await submitted(stories!, { postUrl: 'https://instagram.example/s/2' }, false);
      const approve = await calls.review({
        decisions: [
          { submissionId: withImage, outcome: 'approved' },
          { submissionId: plain, outcome: 'approved' },
        ],
      });
      expect(approve.statusCode).toBe(200);
      const consent = (submissionId: string, creator: boolean, brand: boolean) =>
        context.db
          .update(orderSubmissions)
          .set({ creatorShowcaseConsent: creator, brandShowcaseConsent: brand })
          .where(eq(orderSubmissions.id, submissionId));
      return { cast, handle, withImage, plain, consent };
    }

    it('shows only approved work both parties agreed to show, with its image through the consent-checked route', async () => {
      const { cast, handle, withImage, plain, consent } = await orderWithWork('anyone');
      expect((await kitAs(handle, null)).json<MediaKit>().portfolio).toEqual([]);

      await consent(withImage, true, false);
      await consent(plain, false, true);
      expect((await kitAs(handle, null)).json<MediaKit>().portfolio).toEqual([]);

      await consent(withImage, true, true);
      const [item] = (await kitAs(handle, null)).json<MediaKit>().portfolio;
      expect(item).toEqual({
        id: withImage,
        title: 'Instagram reel',
        campaignTitle: 'Autumn Saddle Care',
        brandName: 'Hartwell Saddlery',
        approvedAt: context.clock.now().toISOString(),
        postUrl: 'https://instagram.example/p/1',
        imageUrl: `/api/media-kits/${handle}/portfolio/${withImage}/image`,
      });
      const image = await get(item!.imageUrl!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');

      // The plain work, consented, shows without an image; its image route has none to give.
      await consent(plain, true, true);
      const portfolio = (await kitAs(handle, null)).json<MediaKit>().portfolio;
      expect(portfolio.map((entry) => [entry.id, entry.imageUrl === null])).toEqual(
        expect.arrayContaining([
          [withImage, false],
          [plain, true],
        ]),
      );
      expect((await get(`/api/media-kits/${handle}/portfolio/${plain}/image`)).statusCode).toBe(404);

      // A consent taken back ends the image at once; so does hiding the kit.
      await consent(withImage, true, false);
      expect((await get(item!.imageUrl!)).statusCode).toBe(404);
      await consent(withImage, true, true);
      await put(cast.hired.authorization, { handle, visibility: 'nobody', packages: [] });
      expect((await get(item!.imageUrl!)).statusCode).toBe(404);
    });

    it('signs the images of a kit for brands, and refuses them unsigned or once the kit is hidden', async () => {
      const { cast, handle, withImage, consent } = await orderWithWork('brands');
      await consent(withImage, true, true);
      const unsigned = `/api/media-kits/${handle}/portfolio/${withImage}/image`;
      expect((await get(unsigned)).statusCode).toBe(404);

      const [item] = (await kitAs(handle, cast.otherBrand.authorization)).json<MediaKit>().portfolio;
      expect(item!.imageUrl).toMatch(/\?exp=\d+&sig=v[0-9a-f]{64}$/);
      expect((await get(item!.imageUrl!)).statusCode).toBe(200);
      expect((await get(item!.imageUrl!.replace('sig=v', 'sig=o'))).statusCode).toBe(404);
      expect((await get(`${unsigned}?exp=9999999999&sig=v${'0'.repeat(64)}`)).statusCode).toBe(404);

      // The creator's own preview works whatever the visibility; a brand's address stops when hidden.
      await put(cast.hired.authorization, { handle, visibility: 'nobody', packages: [] });
      expect((await get(item!.imageUrl!)).statusCode).toBe(404);
      const [own] = (await kitAs(handle, cast.hired.authorization)).json<MediaKit>().portfolio;
      expect(own!.imageUrl).toMatch(/&sig=o/);
      expect((await get(own!.imageUrl!)).statusCode).toBe(200);

      // Signed addresses expire.
      context.clock.advance(7 * 60 * 1000);
      expect((await get(own!.imageUrl!)).statusCode).toBe(404);
    });
  });
});
