import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { INFLUENCER_MESSAGES, type OwnInfluencerProfile } from '@equicreators/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creatorNiches, creatorProfiles, files } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createBrand, createCreator, createLogin, tinyPng } from '../../test/factories.ts';
import { latestMailTo, linkIn, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { updatePassword } from '../accounts/accounts.repository.ts';

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

  it('leaves unchanged lists alone: a form saved as it was keeps its links (and their ids)', async () => {
    const first = await put(fields());
    const second = await put(fields({ bio: 'Eventing rider and coach' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().socialMediaLinks).toEqual(first.json().socialMediaLinks);
    expect(second.json()).toMatchObject({ bio: 'Eventing rider and coach', niche: ['Sports', 'Travel'] });
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
    const PASSWORD = 'correct horse battery staple';
    let emailCounter = 0;
    type Creator = { id: string; email: string; authorization: string };

    /**
     * A creator with a real password, of their own: e-mail changes are counted per account
     * (ACCOUNT_QUOTAS), so no test spends another's.
     */
    async function passwordCreator(): Promise<Creator> {
      emailCounter += 1;
      const address = `changer${emailCounter}@profile.example`;
      const account = await createCreator(context.db, { email: address });
      await updatePassword(context.db, account.id, await hashPassword(PASSWORD), context.clock.now());
      return { id: account.id, email: address, authorization: (await createLogin(context, account)).authorization };
    }
    const change = (who: Creator, values: Record<string, string>) =>
      put(fields({ currentPassword: PASSWORD, ...values }), undefined, who.authorization);
    const profileOf = async (who: Creator) =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/influencers/profile',
          headers: { authorization: who.authorization },
        })
      ).json<OwnInfluencerProfile>();
    const confirm = (token: string) =>
      context.app.inject({ method: 'POST', url: '/api/influencers/confirm-email', payload: { token } });
    const tokenIn = async (address: string) =>
      new URL(linkIn(await latestMailTo(context.db, address), '/confirm-email')).searchParams.get('token') ?? '';

    it('keeps the login, shows the pending address, mails a link to the new one and tells the old one at once', async () => {
      const ava = await passwordCreator();
      const response = await change(ava, { email: 'Ava.New@Profile.example' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: ava.email, pendingEmail: newEmail });
      expect(await profileOf(ava)).toMatchObject({ email: ava.email, pendingEmail: newEmail });
      const link = linkIn(await latestMailTo(context.db, newEmail), '/confirm-email');
      expect(link).toMatch(/^http:\/\/equicreators\.test\/confirm-email\?token=[\w-]{40,}$/);
      const notice = await latestMailTo(context.db, ava.email);
      expect(notice.subject).toBe('A change of your EquiCreators e-mail address was asked for');
      expect(notice.textBody).toContain(newEmail);
      expect(notice.textBody).toContain('Cancel this change');
    });

    it('changes the login once from the link, tells the old address and ends every session of the account', async () => {
      const ava = await passwordCreator();
      const otherDevice = (await createLogin(context, { id: ava.id, type: 'contentCreator' })).authorization;
      await change(ava, { email: 'ava.moved@profile.example' });
      const token = await tokenIn('ava.moved@profile.example');

      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: INFLUENCER_MESSAGES.emailChanged });
      expect(INFLUENCER_MESSAGES.emailChanged).toContain('log in with the new address');
      expect((await latestMailTo(context.db, ava.email)).subject).toBe('Your EquiCreators e-mail address was changed');
      for (const authorization of [ava.authorization, otherDevice]) {
        const ended = await context.app.inject({
          method: 'GET',
          url: '/api/influencers/profile',
          headers: { authorization },
        });
        expect(ended.statusCode).toBe(401);
      }
      const again = (await createLogin(context, { id: ava.id, type: 'contentCreator' })).authorization;
      expect(await profileOf({ ...ava, authorization: again })).toMatchObject({
        email: 'ava.moved@profile.example',
        pendingEmail: null,
      });

      const twice = await confirm(token);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('This link is not valid or has expired.');
    });

    it('asks for the current password: missing (400) or wrong (403) on its field, nothing saved or sent', async () => {
      const ava = await passwordCreator();
      const before = await profileOf(ava);
      const mailsBefore = (await mailsTo(context.db, ava.email)).length;
      const missing = await put(
        fields({ email: 'nopass@profile.example', bio: 'Changed' }),
        undefined,
        ava.authorization,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        message: INFLUENCER_MESSAGES.currentPasswordRequired,
        fields: [{ field: 'currentPassword', message: INFLUENCER_MESSAGES.currentPasswordRequired }],
      });
      const wrong = await change(ava, { email: 'nopass@profile.example', bio: 'Changed', currentPassword: 'guess' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({
        message: INFLUENCER_MESSAGES.currentPasswordWrong,
        fields: [{ field: 'currentPassword', message: INFLUENCER_MESSAGES.currentPasswordWrong }],
      });
      expect(await profileOf(ava)).toEqual(before);
      expect(await mailsTo(context.db, 'nopass@profile.example')).toHaveLength(0);
      expect(await mailsTo(context.db, ava.email)).toHaveLength(mailsBefore);
      // Edits that keep the address need no password.
      const plain = await put(fields({ email: ava.email, bio: 'Changed' }), undefined, ava.authorization);
      expect(plain.statusCode).toBe(200);
    });

    it('refuses an expired, replaced or unknown link', async () => {
      const ava = await passwordCreator();
      await change(ava, { email: 'first.try@profile.example' });
      const replaced = await tokenIn('first.try@profile.example');
      await change(ava, { email: 'second.try@profile.example' });
      expect((await confirm(replaced)).statusCode).toBe(400);
      const latest = await tokenIn('second.try@profile.example');
      context.clock.advance(24 * 60 * 60_000 + 1);
      expect((await confirm(latest)).statusCode).toBe(400);
      expect((await confirm('made-up-token')).statusCode).toBe(400);
      expect((await profileOf(ava)).email).toBe(ava.email);
    });

    it('withdraws a waiting change: its link stops working, the login stays, and only the creator may', async () => {
      const ava = await passwordCreator();
      const cancel = (authorization?: string) =>
        context.app.inject({
          method: 'DELETE',
          url: '/api/influencers/profile/email-change',
          headers: authorization ? { authorization } : {},
        });
      await change(ava, { email: 'mistyped@profile.example' });
      const token = await tokenIn('mistyped@profile.example');

      expect((await cancel()).statusCode).toBe(401);
      expect((await cancel(brand)).statusCode).toBe(403);
      expect(await profileOf(ava)).toMatchObject({ pendingEmail: 'mistyped@profile.example' });

      const cancelled = await cancel(ava.authorization);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ email: ava.email, pendingEmail: null });
      expect((await confirm(token)).statusCode).toBe(400);
      expect((await profileOf(ava)).email).toBe(ava.email);

      // Nothing waiting: the same answer, nothing changes.
      const again = await cancel(ava.authorization);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ email: ava.email, pendingEmail: null });

      // A used link is history, not a waiting change: withdrawing after it changes nothing back.
      await change(ava, { email: 'kept@profile.example' });
      expect((await confirm(await tokenIn('kept@profile.example'))).statusCode).toBe(200);
      const relogged = (await createLogin(context, { id: ava.id, type: 'contentCreator' })).authorization;
      expect((await cancel(relogged)).json()).toMatchObject({ email: 'kept@profile.example', pendingEmail: null });
    });

    it('answers 409 on the e-mail field for an address another creator uses, at request and at confirmation', async () => {
      const ava = await passwordCreator();
      await createCreator(context.db, { email: 'taken@profile.example' });
      const taken = await change(ava, { email: 'taken@profile.example' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual([{ field: 'email', message: expect.stringContaining('already uses') }]);
      expect(await mailsTo(context.db, 'taken@profile.example')).toHaveLength(0);

      await change(ava, { email: 'later@profile.example' });
      const token = await tokenIn('later@profile.example');
      await createCreator(context.db, { email: 'later@profile.example' });
      expect((await confirm(token)).statusCode).toBe(409);
    });
  });
});
