import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';

type Row = {
  _id: string;
  firstName: string;
  email?: string;
  status: string;
  campaigns: { campaignTitle: string; status: string }[];
  unreadCount: number;
  notificationSent: boolean;
};

describe("the brand's influencer list (GET /api/influencers/campaignOfInfluencers)", () => {
  let context: TestContext;
  let brand: string;
  let unpaidBrand: string;
  let creatorLogin: string;
  let admin: string;

  beforeAll(async () => {
    context = await createTestContext();
    const brandAccount = await createBrand(context.db);
    const otherBrand = await createBrand(context.db, { companyName: 'Northfield Feeds' });
    const unpaid = await createBrand(context.db, { payment: false });
    brand = (await createLogin(context, brandAccount)).authorization;
    unpaidBrand = (await createLogin(context, unpaid)).authorization;
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    const spring = await createCampaignRow(context.db, brandAccount.id, { title: 'Spring Tack' });
    const autumn = await createCampaignRow(context.db, brandAccount.id, { title: 'Autumn Care' });
    const foreign = await createCampaignRow(context.db, otherBrand.id, { title: 'Feed Trial' });
    const unpaidCampaign = await createCampaignRow(context.db, unpaid.id, { title: 'Unpaid Trial' });
    const ava = await createCreator(context.db, { firstName: 'Ava', niches: ['Art'], followers: 12_000 });
    const mateo = await createCreator(context.db, { firstName: 'Mateo' });
    const lily = await createCreator(context.db, { firstName: 'Lily' });
    const elsewhere = await createCreator(context.db, { firstName: 'Elsewhere' });
    const blocked = await createCreator(context.db, { firstName: 'Blocked' });
    creatorLogin = (await createLogin(context, ava)).authorization;
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    await context.db.insert(campaignEntries).values([
      // Ava: hired on Spring, invited to Autumn → Hired.
      { campaignId: spring.id, creatorId: ava.id, status: 'Hired', updatedAt: at(5) },
      { campaignId: autumn.id, creatorId: ava.id, status: 'Not Applied', updatedAt: at(1) },
      // Mateo: applied → Pending; hired elsewhere only, which does not count here.
      { campaignId: autumn.id, creatorId: mateo.id, status: 'Applied', updatedAt: at(3) },
      { campaignId: foreign.id, creatorId: mateo.id, status: 'Hired', updatedAt: at(9) },
      // Lily: invited → Pending, more recent than Mateo.
      { campaignId: spring.id, creatorId: lily.id, status: 'Not Applied', updatedAt: at(7) },
      { campaignId: foreign.id, creatorId: elsewhere.id, status: 'Hired', updatedAt: at(2) },
      { campaignId: spring.id, creatorId: blocked.id, status: 'Hired', updatedAt: at(8) },
      { campaignId: unpaidCampaign.id, creatorId: ava.id, status: 'Hired', updatedAt: at(4) },
    ]);
    const message = (
      campaignId: string,
      creatorId: string,
      seq: number,
      senderType: 'brand' | 'contentCreator',
      read = false,
    ) => ({
      campaignId,
      creatorId,
      seq,
      senderAccountId: senderType === 'brand' ? brandAccount.id : creatorId,
      senderType,
      content: 'Hello',
      readAt: read ? new Date() : null,
    });
    await context.db
      .insert(messages)
      .values([
        message(spring.id, ava.id, 1, 'contentCreator'),
        message(spring.id, ava.id, 2, 'contentCreator'),
        message(spring.id, ava.id, 3, 'contentCreator', true),
        message(spring.id, ava.id, 4, 'brand'),
        message(unpaidCampaign.id, ava.id, 1, 'contentCreator'),
      ]);
    await changeAccountStatus(context.db, blocked.id, 'blocked', new Date());
  });
  afterAll(() => context.close());

  const get = (query: string, authorization: string | null = brand, path = 'campaignOfInfluencers') =>
    context.app.inject({
      method: 'GET',
      url: `/api/influencers/${path}${query}`,
      headers: authorization ? { authorization } : {},
    });

  it('lists the creators hired on the brand’s own campaigns (the default), with campaigns and unread counts', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, total: 1 });
    const [ava] = page.items as Row[];
    expect(ava).toMatchObject({
      firstName: 'Ava',
      status: 'Hired',
      niche: ['Art'],
      unreadCount: 2,
      notificationSent: true,
      campaigns: [
        { campaignTitle: 'Spring Tack', status: 'Hired' },
        { campaignTitle: 'Autumn Care', status: 'Not Applied' },
      ],
    });
    expect(ava?.email).toMatch(/@example\.test$/);
  });

  it('lists Pending: invited or applied on its campaigns and hired on none, latest activity first', async () => {
    const page = (await get('?status=Pending')).json();
    expect(page.total).toBe(2);
    expect(
      (page.items as Row[]).map((row) => [row.firstName, row.status, row.unreadCount, row.notificationSent]),
    ).toEqual([
      ['Lily', 'Pending', 0, false],
      ['Mateo', 'Pending', 0, false],
    ]);
    expect((page.items as Row[])[1]?.campaigns).toEqual([
      expect.objectContaining({ campaignTitle: 'Autumn Care', status: 'Applied' }),
    ]);
    const second = (await get('?status=Pending&page=2&pageSize=1')).json();
    expect(second).toMatchObject({ total: 2, items: [{ firstName: 'Mateo' }] });
  });

  it('answers on the misspelt path too; e-mails of its hires only, paid or not (DECISIONS)', async () => {
    expect((await get('?status=Hired', brand, 'campaignOfInfluncers')).json().items[0].firstName).toBe('Ava');
    const unpaid = (await get('', unpaidBrand)).json();
    expect(unpaid.items).toHaveLength(1);
    expect(unpaid.items[0]).toMatchObject({
      firstName: 'Ava',
      unreadCount: 1,
      campaigns: [{ campaignTitle: 'Unpaid Trial' }],
    });
    // It hired Ava on its campaign: a lapsed subscription does not take her address back.
    expect(unpaid.items[0]?.email).toMatch(/@example\.test$/);
    for (const row of (await get('?status=Pending')).json().items as Row[]) expect(row).not.toHaveProperty('email');
  });

  it('is for brands only', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('', creatorLogin)).statusCode).toBe(403);
    expect((await get('', admin)).statusCode).toBe(403);
    expect((await get('?status=Invited')).statusCode).toBe(400);
  });
});
