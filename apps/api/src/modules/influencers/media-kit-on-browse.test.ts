import type { MediaKitVisibility } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Browsed = { _id: string; firstName: string; mediaKitHandle?: string | null };

/** Issue 46: from a brand's search to a creator's media kit, and the kit's rates in the drawer. */
describe("a creator's media kit on browse and in the statistics drawer", () => {
  let context: TestContext;
  let brand: string;
  const ids: Record<string, string> = {};

  const withKit = async (firstName: string, handle: string | null, visibility: MediaKitVisibility) => {
    const creator = await createCreator(context.db, { firstName, lastName: 'Kitholder', niches: ['Sports'] });
    ids[firstName] = creator.id;
    const { authorization } = await createLogin(context, creator);
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/media-kit',
      headers: { authorization },
      payload: {
        handle,
        visibility,
        packages: [
          { title: 'One post and three stories', description: 'At the yard.', priceMinor: 50_000, currency: 'EUR' },
          { title: 'Short video', priceMinor: 104_000, currency: 'EUR' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    context = await createTestContext();
    brand = (await createLogin(context, await createBrand(context.db, { payment: false }))).authorization;
    await withKit('Public', 'public-kit', 'anyone');
    await withKit('Brandsonly', 'brands-kit', 'brands');
    await withKit('Hidden', 'hidden-kit', 'nobody');
    await withKit('Nokit', null, 'nobody');
  });
  afterAll(() => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { authorization: brand } });

  it('names the kit address of a creator who shows it to brands or to anyone, and none of a hidden one', async () => {
    const response = await get('/api/influencers?q=kitholder&pageSize=10');
    expect(response.statusCode).toBe(200);
    const handles = Object.fromEntries(
      (response.json().items as Browsed[]).map((item) => [item.firstName, item.mediaKitHandle]),
    );
    expect(handles).toEqual({ Public: 'public-kit', Brandsonly: 'brands-kit', Hidden: null, Nokit: null });
  });

  it("gives the drawer the kit's rates and packages, never the creator's contact details", async () => {
    const shown = await get(`/api/influencers/${ids.Public}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      mediaKitHandle: 'public-kit',
      packages: [
        { title: 'One post and three stories', description: 'At the yard.', priceMinor: 50_000, currency: 'EUR' },
        { title: 'Short video', description: '', priceMinor: 104_000, currency: 'EUR' },
      ],
    });
    expect(shown.json()).not.toHaveProperty('email');
    expect(shown.json()).not.toHaveProperty('phoneNumber');
    expect((await get(`/api/influencers/${ids.Brandsonly}`)).json().packages).toHaveLength(2);
    // A hidden kit keeps its rates to the creator.
    const hidden = await get(`/api/influencers/${ids.Hidden}`);
    expect(hidden.json()).toMatchObject({ mediaKitHandle: null, packages: [] });
    expect(hidden.body).not.toContain('Short video');
  });
});
