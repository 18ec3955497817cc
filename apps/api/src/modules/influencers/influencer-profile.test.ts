import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { INFLUENCER_MESSAGES, type OwnInfluencerProfile } from '@equicreators/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creatorNiches, creatorProfiles, files } from '../../db/schema/index.ts';
import { createBrand, createCreator, createLogin, tinyPng } from '../../test/factories.ts';
import { latestMailTo, linkIn, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);

describe("the creator's own profile (GET /api/influencers/profile, PUT …/profile/edit, confirm-email)", () => {
  let context: TestContext;
  let creatorId: string;
  let creator: string;
  let brand: string;
  const email = 'ava.edit@profile.example';

  beforeAll(async () => {
    context = await createTestContext();
    const account = await createCreator(context.db, { email, niches: ['Art'], followers: 5000 });
    creatorId = account.id;
    creator = (await createLogin(context, account)).authorization;
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
  });
  afterAll(() => context.close());

  const fields = (overrides: Record<string, string> = {}) => ({
    firstName: 'Ava',
    lastName: 'Sinclair',
    bio: 'Eventing rider',
    description: 'Cross-country diaries',
    email,
    phoneNumber: '2025550100',
    niche: JSON.stringify(['travel', 'Sports']),
    socialMediaLinks: JSON.stringify([
      { link: 'https://instagram.com/ava', followerCount: '12k' },
      { link: 'https://youtube.com/@ava', followerCount: '1.5m' },
    ]),
    ...overrides,
  });
  const put = (values: Record<string, string>, file?: { name: string; data: Buffer }, authorization = creator) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (file) form.append('file', new Blob([file.data], { type: 'image/png' }), file.name);
    return context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/edit',
      headers: { authorization },
      payload: form,
    });
  };
  const profile = async () =>
    (
      await context.app.inject({ method: 'GET', url: '/api/influencers/profile', headers: { authorization: creator } })
    ).json<OwnInfluencerProfile>();
  async function state() {
    const [row] = await context.db.select().from(creatorProfiles).where(eq(creatorProfiles.accountId, creatorId));
    const niches = await context.db.select().from(creatorNiches).where(eq(creatorNiches.creatorId, creatorId));
    const [fileCount] = await context.db.select({ total: count() }).from(files);
    const stored = await readdir(join(context.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    return {
      row,
      niches: niches.map((niche) => niche.niche).sort(),
      files: fileCount?.total,
      storedFiles: stored.filter((entry) => /\.\w+$/.test(entry)).length,
    };
  }

  beforeEach(() => context.clock.advance(1000));

  it('saves the fields, canonical niches and parsed links with the follower total', async () => {
    const response = await put(fields());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: creatorId,
      firstName: 'Ava',
      bio: 'Eventing rider',
      email,
      pendingEmail: null,
      niche: ['Sports', 'Travel'],
      totalFollowers: 1_512_000,
      media: null,
      thumbnail: null,
      socialMediaLinks: [
        { link: 'https://instagram.com/ava', followerCount: '12k', followers: 12_000 },
        { link: 'https://youtube.com/@ava', followerCount: '1.5m', followers: 1_500_000 },
      ],
    });
    expect(await profile()).toMatchObject({ niche: ['Sports', 'Travel'], totalFollowers: 1_512_000 });
  });

  it('refuses bad fields with every problem named, and changes nothing', async () => {
    const before = await state();
    const response = await put(
      fields({
        firstName: ' ',
        phoneNumber: 'call me',
        niche: JSON.stringify(['Knitting']),
        socialMediaLinks: JSON.stringify([{ link: 'instagram', followerCount: 'many' }]),
      }),
      { name: 'new.png', data: await tinyPng() },
    );
    expect(response.statusCode).toBe(400);
    const problems = (response.json().fields as { field: string }[]).map((issue) => issue.field);
    expect(problems).toEqual(
      expect.arrayContaining([
        'firstName',
        'phoneNumber',
        'niche.0',
        'socialMediaLinks.0.link',
        'socialMediaLinks.0.followerCount',
      ]),
    );
    expect((await put(fields({ socialMediaLinks: 'not json' }))).json().fields).toEqual([
      { field: 'socialMediaLinks', message: 'Send this field as a JSON list' },
    ]);
    expect(await state()).toEqual(before);
  });

  it('replaces the picture: new media and thumbnail, the old file row and bytes gone', async () => {
    const first = (await put(fields(), { name: 'first.png', data: await tinyPng() })).json();
    expect(first.media).toMatch(/^\/api\/files\/[\w-]+$/);
    expect(first.thumbnail).toBe(`${first.media}/thumbnail`);
    const afterFirst = await state();
    const second = await put(fields(), { name: 'second.png', data: await tinyPng({ r: 200, g: 10, b: 10 }) });
    expect(second.statusCode).toBe(200);
    expect(second.json().media).not.toBe(first.media);
    expect((await context.app.inject({ method: 'GET', url: first.media })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: second.json().thumbnail })).statusCode).toBe(200);
    expect(await state()).toMatchObject({ files: afterFirst.files, storedFiles: afterFirst.storedFiles });
    // Brands see the new picture.
    const browsed = await context.app.inject({
      method: 'GET',
      url: `/api/influencers/${creatorId}`,
      headers: { authorization: brand },
    });
    expect(browsed.json().media).toBe(second.json().media);
  });

  it('refuses an SVG or a text file named .png (415, on the file field), changing nothing', async () => {
    const before = await state();
    for (const data of [SVG, Buffer.from('just some text')]) {
      const response = await put(fields({ firstName: 'Changed' }), { name: 'picture.png', data });
      // The image pipeline's answer for content that is not an accepted image, as for campaigns.
      expect(response.statusCode).toBe(415);
      expect(response.json().fields[0].field).toBe('file');
    }
    expect(await state()).toEqual(before);
  });

  it('removes the picture and its file', async () => {
    const before = await state();
    const response = await put(fields({ removePicture: 'true' }));
    expect(response.json()).toMatchObject({ media: null, thumbnail: null });
    expect(await state()).toMatchObject({ files: (before.files ?? 0) - 1, storedFiles: before.storedFiles - 2 });
  });

  it('is for that creator only', async () => {
    expect((await put(fields(), undefined, brand)).statusCode).toBe(403);
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/influencers/profile' });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('changing the e-mail', () => {
    const newEmail = 'ava.new@profile.example';
    const confirm = (token: string) =>
      context.app.inject({ method: 'POST', url: '/api/influencers/confirm-email', payload: { token } });
    const tokenIn = async (address: string) =>
      new URL(linkIn(await latestMailTo(context.db, address), '/confirm-email')).searchParams.get('token') ?? '';

    it('keeps the login, shows the pending address and mails a link to the new one; the link changes it once', async () => {
      const response = await put(fields({ email: 'Ava.New@Profile.example' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, pendingEmail: newEmail });
      expect(await profile()).toMatchObject({ email, pendingEmail: newEmail });
      const link = linkIn(await latestMailTo(context.db, newEmail), '/confirm-email');
      expect(link).toMatch(/^http:\/\/equicreators\.test\/confirm-email\?token=[\w-]{40,}$/);
      const token = await tokenIn(newEmail);

      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: INFLUENCER_MESSAGES.emailChanged });
      // The session stays; the login e-mail is the new one and the old address is told.
      expect(await profile()).toMatchObject({ email: newEmail, pendingEmail: null });
      expect((await latestMailTo(context.db, email)).subject).toBe('Your EquiCreators e-mail address was changed');

      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This link is not valid or has expired.');
    });

    it('refuses an expired, replaced or unknown link', async () => {
      await put(fields({ email: newEmail, bio: 'x' }));
      await put(fields({ email: 'first.try@profile.example' }));
      const replaced = await tokenIn('first.try@profile.example');
      await put(fields({ email: 'second.try@profile.example' }));
      expect((await confirm(replaced)).statusCode).toBe(400);
      const latest = await tokenIn('second.try@profile.example');
      context.clock.advance(24 * 60 * 60_000 + 1);
      expect((await confirm(latest)).statusCode).toBe(400);
      expect((await confirm('made-up-token')).statusCode).toBe(400);
      expect((await profile()).email).toBe(newEmail);
    });

    it('withdraws a waiting change: its link stops working, the login stays, and only the creator may', async () => {
      const before = (await profile()).email;
      const cancel = (authorization?: string) =>
        context.app.inject({
          method: 'DELETE',
          url: '/api/influencers/profile/email-change',
          headers: authorization ? { authorization } : {},
        });
      await put(fields({ email: 'mistyped@profile.example' }));
      const token = await tokenIn('mistyped@profile.example');

      expect((await cancel()).statusCode).toBe(401);
      expect((await cancel(brand)).statusCode).toBe(403);
      expect(await profile()).toMatchObject({ pendingEmail: 'mistyped@profile.example' });

      const cancelled = await cancel(creator);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ email: before, pendingEmail: null });
      expect(await profile()).toMatchObject({ email: before, pendingEmail: null });
      expect((await confirm(token)).statusCode).toBe(400);
      expect((await profile()).email).toBe(before);

      // Nothing waiting: the same answer, nothing changes.
      const again = await cancel(creator);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ email: before, pendingEmail: null });

      // A used link is history, not a waiting change: withdrawing after it changes nothing back.
      await put(fields({ email: 'kept@profile.example' }));
      expect((await confirm(await tokenIn('kept@profile.example'))).statusCode).toBe(200);
      expect((await cancel(creator)).json()).toMatchObject({ email: 'kept@profile.example', pendingEmail: null });
    });

    it('answers 409 on the e-mail field for an address another creator uses, at request and at confirmation', async () => {
      await createCreator(context.db, { email: 'taken@profile.example' });
      const taken = await put(fields({ email: 'taken@profile.example' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual([{ field: 'email', message: expect.stringContaining('already uses') }]);
      expect(await mailsTo(context.db, 'taken@profile.example')).toHaveLength(0);

      await put(fields({ email: 'later@profile.example' }));
      const token = await tokenIn('later@profile.example');
      await createCreator(context.db, { email: 'later@profile.example' });
      expect((await confirm(token)).statusCode).toBe(409);
    });
  });
});
