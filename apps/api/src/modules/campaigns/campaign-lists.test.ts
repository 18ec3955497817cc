import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaignImages } from '../../db/schema/index.ts';
import {
  createAccount,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  tinyPng,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { revokeSession } from '../sessions/sessions.repository.ts';
import type { CampaignRow } from './campaigns.repository.ts';
import { storeImage } from '../files/files.service.ts';

type Campaign = { _id: string; campaignTitle: string; [key: string]: unknown };
type CampaignPage = { items: Campaign[]; page: number; pageSize: number; total: number };

describe('reading campaigns (GET /api/campaign and /api/campaign/{id})', () => {
  let context: TestContext;
  let hartwell: { id: string; authorization: string };
  let northfield: { id: string; authorization: string };
  let ava: { id: string; authorization: string };
  let admin: string;
  let saddleCare: CampaignRow;
  const created: CampaignRow[] = [];

  beforeAll(async () => {
    context = await createTestContext();
    const brandA = await createBrand(context.db);
    const brandB = await createBrand(context.db, { companyName: 'Northfield Feeds' });
    const creator = await createCreator(context.db, { firstName: 'Ava', niches: ['Fashion'] });
    hartwell = { id: brandA.id, authorization: (await createLogin(context, brandA)).authorization };
    northfield = { id: brandB.id, authorization: (await createLogin(context, brandB)).authorization };
    ava = { id: creator.id, authorization: (await createLogin(context, creator)).authorization };
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;

    // 25 campaigns one minute apart, oldest first: Hartwell's even ones, Northfield's odd ones.
    const start = context.clock.now().getTime() - 60 * 60_000;
    for (let index = 0; index < 25; index += 1) {
      const createdAt = new Date(start + index * 60_000);
      created.push(
        await createCampaignRow(context.db, index % 2 === 0 ? brandA.id : brandB.id, {
          title: index === 7 ? 'Spring Saddle Fitting 100% Guide' : `Campaign number ${index}`,
          price: index % 3 === 0 ? 'Unpaid' : 'Paid',
          socialMedia: index % 4 === 0 ? 'Facebook' : 'Instagram',
          createdAt,
          updatedAt: createdAt,
        }),
      );
    }
    saddleCare = created[24]!;
  });
  afterAll(() => context.close());

  const get = (url: string, authorization: string | null = ava.authorization) =>
    context.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const page = async (url: string, authorization?: string | null): Promise<CampaignPage> => {
    const response = await get(url, authorization);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const titles = (list: CampaignPage) => list.items.map((item) => item.campaignTitle);

  it('answers 401 without a login', async () => {
    expect((await get('/api/campaign', null)).statusCode).toBe(401);
    expect((await get(`/api/campaign/${saddleCare.id}`, null)).statusCode).toBe(401);
  });

  it('gives a creator every campaign, newest first, in pages, without the creators of each', async () => {
    const first = await page('/api/campaign?pageSize=10');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 25 });
    expect(first.items.map((item) => item._id)).toEqual(
      created
        .slice(15)
        .reverse()
        .map((row) => row.id),
    );
    expect(first.items[0]).not.toHaveProperty('influencers');
    const last = await page('/api/campaign?pageSize=10&page=3');
    expect(last.items.map((item) => item._id)).toEqual(
      created
        .slice(0, 5)
        .reverse()
        .map((row) => row.id),
    );
    expect(await page('/api/campaign?pageSize=10&page=4')).toEqual({ items: [], page: 4, pageSize: 10, total: 25 });
  });

  it('breaks ties of the same creation time by id, so pages never repeat or skip a campaign', async () => {
    const sameTime = new Date(context.clock.now().getTime() - 90 * 60_000);
    const twins = [];
    for (let index = 0; index < 3; index += 1) {
      twins.push(
        await createCampaignRow(context.db, hartwell.id, {
          title: `Twin ${index}`,
          createdAt: sameTime,
          updatedAt: sameTime,
        }),
      );
    }
    const seen = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      seen.push(...(await page(`/api/campaign?q=twin&pageSize=1&page=${pageNumber}`)).items.map((item) => item._id));
    }
    expect(seen).toEqual(
      twins
        .map((twin) => twin.id)
        .sort()
        .reverse(),
    );
  });

  it('searches titles case-insensitively anywhere in them, with wildcards taken literally', async () => {
    expect(titles(await page('/api/campaign?q=SADDLE%20fit'))).toEqual(['Spring Saddle Fitting 100% Guide']);
    expect(titles(await page('/api/campaign?q=100%25'))).toEqual(['Spring Saddle Fitting 100% Guide']);
    expect((await page('/api/campaign?q=number_1')).total).toBe(0);
    expect((await page('/api/campaign?q=')).total).toBe(28);
  });

  it('filters by price and platform on the server, alone and together', async () => {
    const unpaid = created.filter((row) => row.price === 'Unpaid');
    const facebook = created.filter((row) => row.socialMedia === 'Facebook');
    expect((await page('/api/campaign?type=Unpaid&pageSize=100')).total).toBe(unpaid.length);
    const onFacebook = await page('/api/campaign?platform=Facebook&pageSize=100');
    expect(onFacebook.items.every((item) => item.social_media === 'Facebook')).toBe(true);
    expect(onFacebook.total).toBe(facebook.length);
    const both = await page('/api/campaign?platform=Facebook&type=Unpaid&pageSize=100');
    expect(both.items.map((item) => item._id).sort()).toEqual(
      facebook
        .filter((row) => row.price === 'Unpaid')
        .map((row) => row.id)
        .sort(),
    );
    expect((await page('/api/campaign?platform=&type=')).total).toBe(28);
    expect((await get('/api/campaign?platform=Myspace')).statusCode).toBe(400);
  });

  it("gives a creator one brand's campaigns with brandid", async () => {
    const list = await page(`/api/campaign?brandid=${northfield.id}&pageSize=100`);
    expect(list.total).toBe(12);
    expect(list.items.every((item) => item.brandid === northfield.id)).toBe(true);
  });

  it('gives a brand only its own campaigns, whatever brandid it sends', async () => {
    const own = await page('/api/campaign?pageSize=100', northfield.authorization);
    expect(own.total).toBe(12);
    expect(own.items.every((item) => item.brandid === northfield.id)).toBe(true);
    expect((await page(`/api/campaign?brandid=${northfield.id}`, northfield.authorization)).total).toBe(12);
    expect(await page(`/api/campaign?brandid=${hartwell.id}`, northfield.authorization)).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
    });
  });

  it("answers 404 to a brand reading another brand's campaign, and the campaign to its own brand", async () => {
    const foreign = created.find((row) => row.brandId === hartwell.id)!;
    expect((await get(`/api/campaign/${foreign.id}`, northfield.authorization)).statusCode).toBe(404);
    const own = await get(`/api/campaign/${foreign.id}`, hartwell.authorization);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: foreign.id, influencers: [] });
    expect((await get('/api/campaign/4a93abed-136d-4c78-9133-015977ca651f')).statusCode).toBe(404);
    expect((await get('/api/campaign/not-an-id')).statusCode).toBe(400);
  });

  it('gives an admin every campaign with its creators', async () => {
    const list = await page('/api/campaign?pageSize=5', admin);
    expect(list.total).toBe(28);
    expect(list.items[0]).toHaveProperty('influencers');
  });

  describe('with creators in a campaign', () => {
    let others: { id: string; email: string }[];
    beforeAll(async () => {
      const names = ['Mateo', 'Maya', 'Theo', 'Leila', 'Felix'];
      others = [];
      for (const firstName of names) {
        const creator = await createCreator(context.db, { firstName, lastName: 'Rider', niches: ['Travel'] });
        others.push({ id: creator.id, email: creator.email });
      }
      const [mateo, maya, theo, leila, felix] = others;
      const entry = (creatorId: string, status: 'Not Applied' | 'Applied' | 'Hired', minutes: number) => ({
        campaignId: saddleCare.id,
        creatorId,
        status,
        createdAt: new Date(context.clock.now().getTime() - 60_000 * (10 - minutes)),
      });
      await context.db
        .insert(campaignEntries)
        .values([
          entry(mateo!.id, 'Hired', 1),
          entry(maya!.id, 'Applied', 2),
          entry(theo!.id, 'Not Applied', 3),
          entry(leila!.id, 'Applied', 4),
          entry(felix!.id, 'Hired', 5),
          entry(ava.id, 'Applied', 6),
        ]);
      await changeAccountStatus(context.db, felix!.id, 'blocked', context.clock.now());
      for (const [position, color] of [
        [1, { r: 10, g: 10, b: 200 }],
        [0, { r: 200, g: 10, b: 10 }],
      ] as const) {
        const file = await storeImage(context.db, context.storage, {
          bytes: await tinyPng(color),
          purpose: 'campaign-image',
          visibility: 'public',
          ownerAccountId: hartwell.id,
        });
        await context.db.insert(campaignImages).values({ campaignId: saddleCare.id, fileId: file.id, position });
      }
    });

    it('counts applied and hired creators, leaves blocked ones out, and tells a creator their own status', async () => {
      const [first] = (await page('/api/campaign?pageSize=1')).items;
      expect(first).toMatchObject({ _id: saddleCare.id, creatorsCount: 4, hiredCount: 1, myStatus: 'Applied' });
      const [asMateo] = (
        await page(
          '/api/campaign?pageSize=1',
          (await createLogin(context, { id: others[0]!.id, type: 'contentCreator' })).authorization,
        )
      ).items;
      expect(asMateo).toMatchObject({ myStatus: 'Hired' });
      const [second] = (await page('/api/campaign?pageSize=2')).items.slice(1);
      expect(second).toMatchObject({ creatorsCount: 0, hiredCount: 0, myStatus: null });
      const [asBrand] = (await page('/api/campaign?pageSize=1', northfield.authorization)).items;
      expect(asBrand?.myStatus).toBeNull();
    });

    it('lists the images in their position order, with thumbnails', async () => {
      const campaign = (await get(`/api/campaign/${saddleCare.id}`)).json();
      expect(campaign.images).toHaveLength(2);
      const first = await context.app.inject({ method: 'GET', url: campaign.images[0] });
      const second = await context.app.inject({ method: 'GET', url: campaign.thumbnails[1] });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const rows = await context.db.select().from(campaignImages);
      const byPosition = rows.filter((row) => row.campaignId === saddleCare.id).sort((a, b) => a.position - b.position);
      expect(campaign.images).toEqual(byPosition.map((row) => `/api/files/${row.fileId}`));
    });

    it("never shows a creator another creator's e-mail: the drawer gets applied and hired pictures and first names", async () => {
      const response = await get(`/api/campaign/${saddleCare.id}`);
      const campaign = response.json();
      expect(campaign.influencers).toEqual([
        { status: 'Hired', influencerId: { _id: others[0]!.id, firstName: 'Mateo', media: null } },
        { status: 'Applied', influencerId: { _id: others[1]!.id, firstName: 'Maya', media: null } },
        { status: 'Applied', influencerId: { _id: others[3]!.id, firstName: 'Leila', media: null } },
        { status: 'Applied', influencerId: { _id: ava.id, firstName: 'Ava', media: null } },
      ]);
      for (const other of others) expect(response.body).not.toContain(other.email);
      // Every account of these tests has an address at example.test; campaign contacts do not.
      const list = await get('/api/campaign?pageSize=100');
      expect(list.body).not.toContain('@example.test');
    });

    it('gives the owning brand every entry with contact details, blocked creators left out', async () => {
      const campaign = (await get(`/api/campaign/${saddleCare.id}`, hartwell.authorization)).json();
      expect(campaign.influencers.map((entry: { status: string }) => entry.status)).toEqual([
        'Hired',
        'Applied',
        'Not Applied',
        'Applied',
        'Applied',
      ]);
      expect(campaign.influencers[0]).toEqual({
        status: 'Hired',
        influencerId: {
          _id: others[0]!.id,
          firstName: 'Mateo',
          lastName: 'Rider',
          email: others[0]!.email,
          niche: ['Travel'],
          media: null,
          // Issue 46: who the applicant is (nothing given here), never more contact details.
          disciplines: [],
          country: null,
          totalFollowers: 0,
          mediaKitHandle: null,
        },
        // The hire's work (issue 22): no deliverables were given here.
        progress: { state: 'in_progress', approved: 0, total: 0, overdue: 0, awaitingReview: 0 },
        // Issue 31: the pitch they sent (none here) and the deal's fee (written straight in, no deal).
        pitch: { message: '', proposedFeeMinor: null, currency: expect.any(String), links: [] },
        agreedFeeMinor: null,
      });
      expect(JSON.stringify(campaign)).not.toContain(others[4]!.email);
      const [listed] = (await page('/api/campaign?pageSize=1', hartwell.authorization)).items;
      expect(listed?.influencers).toEqual(campaign.influencers);
    });

    it('hides the e-mail addresses from a brand whose payment was withdrawn', async () => {
      const unpaid = await createBrand(context.db, { payment: false });
      const campaign = await createCampaignRow(context.db, unpaid.id);
      await context.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: ava.id, status: 'Applied' });
      const login = await createLogin(context, unpaid);
      const response = await get(`/api/campaign/${campaign.id}`, login.authorization);
      expect(response.json().influencers).toEqual([
        {
          status: 'Applied',
          influencerId: {
            _id: ava.id,
            firstName: 'Ava',
            lastName: 'Sinclair',
            niche: ['Fashion'],
            media: null,
            disciplines: [],
            country: null,
            totalFollowers: 0,
            mediaKitHandle: null,
          },
          pitch: { message: '', proposedFeeMinor: null, currency: expect.any(String), links: [] },
        },
      ]);
      expect((await get('/api/campaign', login.authorization)).body).not.toContain('@example.test');
    });
  });

  it('answers 401 to a creator whose session ended or whose account was blocked (the feed checks it with their statuses)', async () => {
    const creator = await createCreator(context.db, { firstName: 'Nell' });
    const ended = await createLogin(context, creator);
    const blockedCreator = await createCreator(context.db, { firstName: 'Otto' });
    const blocked = await createLogin(context, blockedCreator);
    const live = await createLogin(context, creator);
    expect((await get('/api/campaign', ended.authorization)).statusCode).toBe(200);
    expect((await get('/api/campaign', blocked.authorization)).statusCode).toBe(200);

    await revokeSession(context.db, ended.sessionId, context.clock.now());
    await changeAccountStatus(context.db, blockedCreator.id, 'blocked', context.clock.now());
    for (const authorization of [ended.authorization, blocked.authorization]) {
      const response = await get('/api/campaign', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).not.toHaveProperty('items');
    }
    // The same filter's page is cached by now: the check does not depend on the cache missing.
    expect((await get('/api/campaign', live.authorization)).statusCode).toBe(200);
    expect((await get('/api/campaign', ended.authorization)).statusCode).toBe(401);
  });

  it("answers 401 to a brand whose session ended, with its cached page (the list checks it with the brand's hires)", async () => {
    const brand = await createBrand(context.db, { companyName: 'Ended Tack' });
    const ended = await createLogin(context, brand);
    const live = await createLogin(context, brand);
    const ownList = `/api/campaign/${brand.id}/campaigns`;
    for (const url of ['/api/campaign', ownList]) {
      expect((await get(url, ended.authorization)).statusCode).toBe(200);
    }
    await revokeSession(context.db, ended.sessionId, context.clock.now());
    // Its own list by id, and another's id (404 for a live session), are checked the same way.
    for (const url of ['/api/campaign', ownList, `/api/campaign/${hartwell.id}/campaigns`]) {
      const refused = await get(url, ended.authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).not.toHaveProperty('items');
    }
    expect((await get('/api/campaign', live.authorization)).statusCode).toBe(200);
    expect((await get(ownList, live.authorization)).statusCode).toBe(200);
    expect((await get(`/api/campaign/${hartwell.id}/campaigns`, live.authorization)).statusCode).toBe(404);
  });
});
