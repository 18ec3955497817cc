import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignImages, campaigns, files } from '../../db/schema/index.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCreator,
  createLogin,
  tinyPng,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);

describe('creating a campaign (POST /api/campaign)', () => {
  let context: TestContext;
  let paidBrand: string;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    paidBrand = (await createLogin(context, await createBrand(context.db))).authorization;
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const post = (payload: FormData | object, authorization: string | null = paidBrand) =>
    context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: authorization ? { authorization } : {},
      payload: payload as FormData,
    });

  /** What a refused request must leave behind: nothing at all. */
  async function writtenSoFar() {
    const [campaignCount] = await context.db.select({ total: count() }).from(campaigns);
    const [fileCount] = await context.db.select({ total: count() }).from(files);
    const stored = await readdir(join(context.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    const storedFiles = stored.filter((entry) => /\.\w+$/.test(entry));
    return { campaigns: campaignCount?.total, files: fileCount?.total, storedFiles: storedFiles.length };
  }

  /** The colour of an image's first pixel, to tell the test images apart after re-encoding. */
  async function firstPixel(url: string) {
    const image = await context.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    const [r = 0, g = 0, b = 0] = await sharp(image.rawPayload).raw().toBuffer();
    return { r, g, b };
  }

  it('publishes a campaign with its images, in the order they were sent, re-encoded with thumbnails', async () => {
    const before = await writtenSoFar();
    const red = await tinyPng({ r: 220, g: 20, b: 20 });
    const response = await post(
      campaignForm(campaignFields({ campaignTitle: 'Winter Blanket Review' }), [
        { name: 'green.png', data: png },
        { name: 'red.png', data: red },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      campaignTitle: 'Winter Blanket Review',
      companyName: 'Hartwell Saddlery',
      COEmail: 'campaigns@hartwell.example',
      price: 'Paid',
      social_media: 'Instagram',
      creatorsCount: 0,
      hiredCount: 0,
      myStatus: null,
      influencers: [],
    });
    expect(campaign.images).toHaveLength(2);
    expect(campaign.thumbnails).toEqual(campaign.images.map((url: string) => `${url}/thumbnail`));
    const [green, redPixel] = [await firstPixel(campaign.images[0]), await firstPixel(campaign.thumbnails[1])];
    expect(green.g).toBeGreaterThan(green.r);
    expect(redPixel.r).toBeGreaterThan(redPixel.g + 100);
    expect(await writtenSoFar()).toEqual({
      campaigns: (before.campaigns ?? 0) + 1,
      files: (before.files ?? 0) + 2,
      storedFiles: before.storedFiles + 4,
    });
  });

  it('applies the defaults of spec §9 when price and platform are not sent', async () => {
    const fields = campaignFields({ price: undefined, social_media: undefined, campaignDescription: undefined });
    const response = await post(campaignForm(fields, [{ name: 'a.png', data: png }]));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 'Paid', social_media: 'Instagram', campaignDescription: '' });
  });

  it('names every missing field and the missing image, and writes nothing', async () => {
    const before = await writtenSoFar();
    const response = await post(
      campaignForm(campaignFields({ campaignTitle: '  ', COEmail: 'not-an-address', deadlines: undefined }), []),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'campaignTitle', message: 'Enter a campaign title' },
        { field: 'COEmail', message: 'Enter a valid e-mail address' },
        { field: 'deadlines', message: 'Enter the deadlines' },
        { field: 'images', message: 'Add at least one image' },
      ]),
    );
    expect(body.fields).toHaveLength(4);
    expect(await writtenSoFar()).toEqual(before);
  });

  it('refuses an unknown price or platform', async () => {
    const response = await post(
      campaignForm(campaignFields({ price: 'Free', social_media: 'Myspace' }), [{ name: 'a.png', data: png }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'price', message: 'Choose Paid or Unpaid' },
      { field: 'social_media', message: 'Choose one of Instagram, TikTok, YouTube, Facebook, UGC' },
    ]);
  });

  it.each([
    ['an SVG', 'drawing.svg', SVG, 'image/svg+xml'],
    ['a text file named .png', 'notes.png', Buffer.from('just some text, not a picture at all'), 'image/png'],
  ])('refuses %s among good images and leaves nothing behind', async (_label, name, data, type) => {
    const before = await writtenSoFar();
    const response = await post(
      campaignForm(campaignFields(), [
        { name: 'good.png', data: png },
        { name, data, type },
      ]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(`${name}: Images must be JPEG, PNG, WebP or GIF files.`);
    expect(response.json().fields).toEqual([{ field: 'images', message: response.json().message }]);
    expect(await writtenSoFar()).toEqual(before);
  });

  it.each([2, 3, 4])(
    'deletes every image already stored when storing fails at write %i, and keeps no campaign',
    async (failingWrite) => {
      const before = await writtenSoFar();
      const realPut = context.storage.put.bind(context.storage);
      let writes = 0;
      const put = vi.spyOn(context.storage, 'put').mockImplementation(async (key, data) => {
        writes += 1;
        if (writes === failingWrite) throw new Error('The disk is full');
        return realPut(key, data);
      });
      try {
        const response = await post(
          campaignForm(campaignFields(), [
            { name: 'one.png', data: png },
            { name: 'two.png', data: png },
          ]),
        );
        expect(response.statusCode).toBe(500);
      } finally {
        put.mockRestore();
      }
      expect(writes).toBeGreaterThanOrEqual(failingWrite);
      expect(await writtenSoFar()).toEqual(before);
    },
  );

  it('refuses more than 10 images, and an image over 10 MB', async () => {
    const before = await writtenSoFar();
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `${index}.png`, data: png }));
    const tooMany = await post(campaignForm(campaignFields(), eleven));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Add at most 10 images.');
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await post(campaignForm(campaignFields(), [{ name: 'huge.png', data: huge }]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'huge.png: Images must be at most 10 MB.',
    });
    expect(await writtenSoFar()).toEqual(before);
  });

  it('refuses a JSON body: the images must come with the form', async () => {
    const response = await post(campaignFields());
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send this form as multipart/form-data.');
  });

  it('refuses a brand without payment with the spec message, before reading the images', async () => {
    const before = await writtenSoFar();
    const unpaid = await createLogin(context, await createBrand(context.db, { payment: false }));
    const response = await post(campaignForm(campaignFields(), [{ name: 'a.png', data: png }]), unpaid.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'PAYMENT_REQUIRED', message: CAMPAIGN_MESSAGES.paymentRequired });
    expect(await writtenSoFar()).toEqual(before);
  });

  it('is for logged-in brands only', async () => {
    const form = () => campaignForm(campaignFields(), [{ name: 'a.png', data: png }]);
    expect((await post(form(), null)).statusCode).toBe(401);
    const creator = await createLogin(context, await createCreator(context.db));
    expect((await post(form(), creator.authorization)).statusCode).toBe(403);
  });

  it('stores the images as public campaign images owned by the brand, in order', async () => {
    const rows = await context.db.select().from(campaignImages);
    const positions = rows.map((row) => row.position);
    expect(Math.min(...positions)).toBe(0);
    const recorded = await context.db.select().from(files);
    expect(recorded.every((file) => file.purpose === 'campaign-image' && file.visibility === 'public')).toBe(true);
    expect(recorded.every((file) => file.contentType === 'image/webp' && file.thumbnailKey)).toBe(true);
  });
});
