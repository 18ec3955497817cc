import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type InviteOptionPage = {
  items: { _id: string; campaignTitle: string; entries: { creatorId: string; status: string }[] }[];
  page: number;
  pageSize: number;
  total: number;
};

describe('the invite lists (GET /api/brands/invite-options)', () => {
  let context: TestContext;
  let brand: LoggedInAccount;
  let otherBrand: LoggedInAccount;
  let ava: LoggedInAccount;
  let mateo: LoggedInAccount;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext();
    const { db } = context;
    brand = await loggedIn(context, await createBrand(db));
    otherBrand = await loggedIn(context, await createBrand(db, { companyName: 'Northfield Feeds' }));
    ava = await loggedIn(context, await createCreator(db, { firstName: 'Ava' }));
    mateo = await loggedIn(context, await createCreator(db, { firstName: 'Mateo' }));
    // Oldest first, so the newest-first answer reads bottom up.
    const start = context.clock.now().getTime() - 60 * 60_000;
    const titles = ['Saddle Invited', 'Saddle Applied', 'Saddle Fresh', 'Closed Saddle', 'Archived Saddle'];
    for (const [index, title] of titles.entries()) {
      const createdAt = new Date(start + index * 60_000);
      const status = title.startsWith('Closed') ? 'closed' : title.startsWith('Archived') ? 'archived' : 'open';
      ids[title] = (await createCampaignRow(db, brand.id, { title, status, createdAt, updatedAt: createdAt })).id;
    }
    ids.foreign = (await createCampaignRow(db, otherBrand.id, { title: 'Saddle Elsewhere' })).id;
    const now = context.clock.now();
    await db.insert(campaignEntries).values([
      { campaignId: ids['Saddle Invited']!, creatorId: ava.id, status: 'Not Applied' },
      { campaignId: ids['Saddle Applied']!, creatorId: ava.id, status: 'Applied', appliedAt: now },
      { campaignId: ids['Saddle Fresh']!, creatorId: mateo.id, status: 'Hired', appliedAt: now, hiredAt: now },
    ]);
  });
  afterAll(() => context.close());

  const options = async (query: string, authorization = brand.authorization) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/brands/invite-options?${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InviteOptionPage>();
  };
  /** Each campaign's title with the statuses of the asked creators in it, by first name. */
  const marks = (page: InviteOptionPage) =>
    page.items.map((item) => [
      item.campaignTitle,
      item.entries.map((entry) => `${entry.creatorId === ava.id ? 'Ava' : 'Mateo'} ${entry.status}`).sort(),
    ]);

  it("answers the brand's open campaigns, newest first, each with the asked creators' statuses in it", async () => {
    const page = await options(`creatorId=${ava.id}&creatorId=${mateo.id}&pageSize=20`);
    expect(marks(page)).toEqual([
      ['Saddle Fresh', ['Mateo Hired']],
      ['Saddle Applied', ['Ava Applied']],
      ['Saddle Invited', ['Ava Not Applied']],
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(page.items[0]).toEqual({
      _id: ids['Saddle Fresh'],
      campaignTitle: 'Saddle Fresh',
      entries: [{ creatorId: mateo.id, status: 'Hired' }],
    });
  });

  it('reads only the creators asked about', async () => {
    expect(marks(await options(`creatorId=${mateo.id}`))).toEqual([
      ['Saddle Fresh', ['Mateo Hired']],
      ['Saddle Applied', []],
      ['Saddle Invited', []],
    ]);
  });

  it('searches titles and pages on the server', async () => {
    const found = await options(`creatorId=${ava.id}&q=applied&pageSize=1`);
    expect(marks(found)).toEqual([['Saddle Applied', ['Ava Applied']]]);
    expect(found.total).toBe(1);
    const second = await options(`creatorId=${ava.id}&pageSize=2&page=2`);
    expect(marks(second)).toEqual([['Saddle Invited', ['Ava Not Applied']]]);
    expect(second.total).toBe(3);
  });

  it('gives another brand only its own campaigns, refuses a creator, and needs a creator to ask about', async () => {
    const theirs = await options(`creatorId=${ava.id}`, otherBrand.authorization);
    expect(theirs.items).toEqual([{ _id: ids.foreign, campaignTitle: 'Saddle Elsewhere', entries: [] }]);
    const get = (url: string, authorization: string) =>
      context.app.inject({ method: 'GET', url, headers: { authorization } });
    expect((await get(`/api/brands/invite-options?creatorId=${ava.id}`, ava.authorization)).statusCode).toBe(403);
    expect((await get('/api/brands/invite-options', brand.authorization)).statusCode).toBe(400);
    expect((await get('/api/brands/invite-options?creatorId=nope', brand.authorization)).statusCode).toBe(400);
  });
});
