import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, creatorProfiles } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';

type Item = { _id: string; firstName: string; email?: string; phoneNumber?: string; totalFollowers: number };

describe('browsing creators (GET /api/influencers)', () => {
  let context: TestContext;
  let paidBrand: string;
  let unpaidBrand: string;
  let admin: string;
  let creatorLogin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext();
    paidBrand = (await createLogin(context, await createBrand(context.db))).authorization;
    unpaidBrand = (await createLogin(context, await createBrand(context.db, { payment: false }))).authorization;
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    // One creator on each side of every boundary of the ranges, oldest first.
    const people: [string, string, number, string[]][] = [
      ['Zero', 'Rider', 0, ['Sports']],
      ['Hundred', 'Thousand', 100_000, ['Art', 'Books']],
      ['Justover', 'Hundred', 100_001, ['Art']],
      ['Eight', 'Hundredk', 800_000, ['Travel']],
      ['Above', 'Eight', 800_001, ['Sports', 'Travel']],
      ['Blocked', 'Person', 50_000, ['Art']],
    ];
    let minute = 0;
    for (const [firstName, lastName, followers, niches] of people) {
      const account = await createCreator(context.db, { firstName, lastName, followers, niches });
      minute += 1;
      await context.db
        .update(creatorProfiles)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)), verified: firstName === 'Hundred' })
        .where(eq(creatorProfiles.accountId, account.id));
      ids[firstName] = account.id;
    }
    creatorLogin = (await createLogin(context, { id: ids.Zero ?? '', type: 'contentCreator' })).authorization;
    await changeAccountStatus(context.db, ids.Blocked ?? '', 'blocked', new Date());
  });
  afterAll(() => context.close());

  const get = (url: string, authorization: string | null = paidBrand) =>
    context.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const names = async (query: string, authorization = paidBrand) => {
    const response = await get(`/api/influencers${query}`, authorization);
    expect(response.statusCode).toBe(200);
    return (response.json().items as Item[]).map((item) => item.firstName);
  };

  it('lists active creators newest first in the page envelope, never a blocked one', async () => {
    const response = await get('/api/influencers');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.items.map((item: Item) => item.firstName)).toEqual(['Above', 'Eight', 'Justover', 'Hundred', 'Zero']);
    expect(page.items[3]).toMatchObject({
      lastName: 'Thousand',
      niche: ['Art', 'Books'],
      verified: true,
      totalFollowers: 100_000,
      media: null,
      thumbnail: null,
      socialMediaLinks: [{ link: 'https://instagram.com/hundred', followerCount: '100000', followers: 100_000 }],
    });
  });

  it('matches niches in any casing, any of several', async () => {
    expect(await names('?niche=art')).toEqual(['Justover', 'Hundred']);
    expect(await names('?niche=ART&niche=travel')).toEqual(['Above', 'Eight', 'Justover', 'Hundred']);
    expect((await get('/api/influencers?niche=Knitting')).statusCode).toBe(400);
  });

  it('puts each boundary count in the right range (0-100k includes 100,000; 800k+ starts above 800,000)', async () => {
    expect(await names('?followers=0-100k')).toEqual(['Hundred', 'Zero']);
    expect(await names('?followers=100k-200k')).toEqual(['Justover']);
    expect(await names('?followers=700k-800k')).toEqual(['Eight']);
    expect(await names('?followers=800k%2B')).toEqual(['Above']);
    expect(await names('?followers=0-100k&followers=800k%2B')).toEqual(['Above', 'Hundred', 'Zero']);
    expect(await names('?followers=0-100k&followers=100k-200k')).toEqual(['Justover', 'Hundred', 'Zero']);
    expect((await get('/api/influencers?followers=1m')).statusCode).toBe(400);
  });

  it('needs niche AND range', async () => {
    expect(await names('?niche=Art&followers=0-100k')).toEqual(['Hundred']);
    expect(await names('?niche=Sports&niche=Travel&followers=800k%2B&followers=700k-800k')).toEqual(['Above', 'Eight']);
    const none = await get('/api/influencers?niche=Books&followers=800k%2B');
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it('searches first name, last name and "first last", ignoring case', async () => {
    expect(await names('?q=hundred')).toEqual(['Eight', 'Justover', 'Hundred']);
    expect(await names('?q=RED%20THOU')).toEqual(['Hundred']);
    expect(await names('?q=o%20r')).toEqual(['Zero']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=person')).toEqual([]);
  });

  it('sorts by followers and verified first', async () => {
    expect(await names('?sort=followers')).toEqual(['Above', 'Eight', 'Justover', 'Hundred', 'Zero']);
    expect(await names('?sort=verified')).toEqual(['Hundred', 'Above', 'Eight', 'Justover', 'Zero']);
    expect((await get('/api/influencers?sort=random')).statusCode).toBe(400);
  });

  it('pages with the total of every match', async () => {
    const second = (await get('/api/influencers?sort=followers&page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.items.map((item: Item) => item.firstName)).toEqual(['Justover', 'Hundred']);
    const past = (await get('/api/influencers?page=9&pageSize=2')).json();
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('pages a search with the total of every match, also past its end', async () => {
    // Each search text is new to the process, so nothing of it is cached yet.
    const second = (await get('/api/influencers?q=undr&page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((item: Item) => item.firstName)).toEqual(['Hundred']);
    expect((await get('/api/influencers?q=undre&page=9&pageSize=2')).json()).toMatchObject({ items: [], total: 3 });
    expect((await get('/api/influencers?q=nobody&page=3')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('shows e-mail and phone to admins and to a brand that hired the creator only (DECISIONS)', async () => {
    const byAdmin = (await get('/api/influencers?q=zero', admin)).json().items[0];
    expect(byAdmin.email).toMatch(/@example\.test$/);
    expect(byAdmin.phoneNumber).toBe('2025550100');
    const hiring = await createBrand(context.db, { companyName: 'Zero Hires' });
    const campaign = await createCampaignRow(context.db, hiring.id);
    await context.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: ids.Zero ?? '', status: 'Hired', hiredAt: new Date() });
    const hirer = (await createLogin(context, hiring)).authorization;
    // The same reused page, in the admin's JSON, then the hiring brand's, then the others'.
    expect((await get('/api/influencers?q=zero', hirer)).json().items[0]).toMatchObject({
      email: byAdmin.email,
      phoneNumber: '2025550100',
    });
    for (const brand of [paidBrand, unpaidBrand]) {
      const other = await get('/api/influencers?q=zero', brand);
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(other.json().items[0]).not.toHaveProperty('email');
      expect(other.json().items[0]).not.toHaveProperty('phoneNumber');
      expect(other.body).not.toContain(byAdmin.email);
    }

    for (const brand of [paidBrand, unpaidBrand]) {
      const one = await get(`/api/influencers/${ids.Zero}`, brand);
      expect(one.statusCode).toBe(200);
      expect(one.json()).not.toHaveProperty('email');
      expect(one.json()).not.toHaveProperty('phoneNumber');
    }
    expect((await get(`/api/influencers/${ids.Zero}`, hirer)).json()).toMatchObject({
      email: byAdmin.email,
      firstName: 'Zero',
    });
    expect((await get(`/api/influencers/${ids.Zero}`, admin)).json().phoneNumber).toBe('2025550100');
  });

  it('refuses a missing token (401) and creators (403), on the list and on one creator', async () => {
    expect((await get('/api/influencers', null)).statusCode).toBe(401);
    expect((await get('/api/influencers', creatorLogin)).statusCode).toBe(403);
    expect((await get(`/api/influencers/${ids.Above}`, creatorLogin)).statusCode).toBe(403);
    expect((await get(`/api/influencers/${ids.Above}`, null)).statusCode).toBe(401);
    expect((await get('/api/influencers', admin)).statusCode).toBe(200);
  });

  it('answers 404 for a blocked or unknown creator', async () => {
    expect((await get(`/api/influencers/${ids.Blocked}`)).statusCode).toBe(404);
    expect((await get(`/api/influencers/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/influencers/not-an-id')).statusCode).toBe(400);
  });
});
