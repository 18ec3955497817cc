import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';

type Contact = { _id: string; email?: string; phoneNumber?: string };
type CampaignBody = { _id: string; influencers?: { influencerId: Contact }[] };

/**
 * DECISIONS 'Contact details', decision 029 'Contact after hire only': a creator's e-mail and phone
 * go to admins and to a brand that hired them on one of its campaigns, never to another brand
 * (paid or not) nor to a creator; every answer that carries them decides so.
 */
describe('contact details after a hire only', () => {
  let context: TestContext;
  let brand: string;
  let otherBrand: string;
  let admin: string;
  let creatorLogin: string;
  let campaignId: string;
  let closedCampaignId: string;
  let ava: AccountRow;
  let noah: AccountRow;
  let lily: AccountRow;

  beforeAll(async () => {
    context = await createTestContext();
    const brandAccount = await createBrand(context.db);
    const otherAccount = await createBrand(context.db, { companyName: 'Northfield Feeds' });
    brand = (await createLogin(context, brandAccount)).authorization;
    otherBrand = (await createLogin(context, otherAccount)).authorization;
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    // Unusual names, so a search finds these creators only.
    ava = await createCreator(context.db, { firstName: 'Avaqz', lastName: 'Contactly' });
    noah = await createCreator(context.db, { firstName: 'Noahqz', lastName: 'Contactly' });
    lily = await createCreator(context.db, { firstName: 'Lilyqz', lastName: 'Contactly' });
    creatorLogin = (await createLogin(context, noah)).authorization;
    campaignId = (await createCampaignRow(context.db, brandAccount.id, { title: 'Spring Tack' })).id;
    const closed = await createCampaignRow(context.db, brandAccount.id, { title: 'Winter Rugs' });
    closedCampaignId = closed.id;
    await context.db.update(campaigns).set({ status: 'closed' }).where(eq(campaigns.id, closed.id));
    const foreign = await createCampaignRow(context.db, otherAccount.id, { title: 'Feed Trial' });
    await context.db.insert(campaignEntries).values([
      { campaignId, creatorId: ava.id, status: 'Applied' },
      { campaignId, creatorId: noah.id, status: 'Applied' },
      // Lily's order with this brand is closed: she was hired, so her contact stays visible to it.
      {
        campaignId: closedCampaignId,
        creatorId: lily.id,
        status: 'Hired',
        hiredAt: new Date(),
        closedAt: new Date(),
        closeOutcome: 'completed',
      },
      { campaignId: foreign.id, creatorId: ava.id, status: 'Applied' },
    ]);
  });
  afterAll(() => context.close());

  const get = (url: string, authorization: string) =>
    context.app.inject({ method: 'GET', url, headers: { authorization } });
  const browse = async (authorization: string) => {
    const response = await get('/api/influencers?q=contactly', authorization);
    expect(response.statusCode).toBe(200);
    return new Map((response.json().items as Contact[]).map((item) => [item._id, item]));
  };
  const drawer = async (id: string, authorization: string) => {
    const response = await get(`/api/influencers/${id}`, authorization);
    expect(response.statusCode).toBe(200);
    return response.json<Contact>();
  };
  const campaignEntriesSeen = async (authorization: string) => {
    const one = await get(`/api/campaign/${campaignId}`, authorization);
    expect(one.statusCode).toBe(200);
    const list = await get('/api/campaign', authorization);
    expect(list.statusCode).toBe(200);
    const listed = (list.json().items as CampaignBody[]).find((item) => item._id === campaignId);
    const byId = (body: CampaignBody | undefined) =>
      new Map((body?.influencers ?? []).map((entry) => [entry.influencerId._id, entry.influencerId]));
    return { one: byId(one.json<CampaignBody>()), listed: byId(listed) };
  };
  const brandList = async (authorization: string) => {
    const response = await get('/api/influencers/campaignOfInfluencers?status=Pending', authorization);
    expect(response.statusCode).toBe(200);
    return new Map((response.json().items as Contact[]).map((item) => [item._id, item]));
  };
  const expectHidden = (item: Contact | undefined) => {
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('email');
    expect(item).not.toHaveProperty('phoneNumber');
  };

  it('hides e-mail and phone from a paid brand that has not hired the creator, everywhere', async () => {
    const page = await browse(brand);
    expectHidden(page.get(ava.id));
    expectHidden(page.get(noah.id));
    expectHidden(await drawer(ava.id, brand));
    const { one, listed } = await campaignEntriesSeen(brand);
    expectHidden(one.get(ava.id));
    expectHidden(listed.get(ava.id));
    expectHidden((await brandList(brand)).get(ava.id));
  });

  it('shows them for a hire of a closed order', async () => {
    expect((await browse(brand)).get(lily.id)).toMatchObject({ email: lily.email, phoneNumber: '2025550100' });
    expect(await drawer(lily.id, brand)).toMatchObject({ email: lily.email, phoneNumber: '2025550100' });
    expectHidden((await browse(otherBrand)).get(lily.id));
  });

  it('shows them once the brand hires the creator, to that brand only and for that creator only', async () => {
    // Read once before the hire, so the pages are in the caches the hire must not leave stale.
    await browse(brand);
    await campaignEntriesSeen(brand);
    const hired = await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaignId}/hire`,
      headers: { authorization: brand },
      payload: { influencerId: ava.id },
    });
    expect(hired.statusCode).toBe(200);

    const page = await browse(brand);
    expect(page.get(ava.id)).toMatchObject({ email: ava.email, phoneNumber: '2025550100' });
    expectHidden(page.get(noah.id));
    expect(await drawer(ava.id, brand)).toMatchObject({ email: ava.email, phoneNumber: '2025550100' });
    expectHidden(await drawer(noah.id, brand));
    const { one, listed } = await campaignEntriesSeen(brand);
    expect(one.get(ava.id)?.email).toBe(ava.email);
    expect(listed.get(ava.id)?.email).toBe(ava.email);
    expect(one.get(noah.id)).not.toHaveProperty('email');
    expect(listed.get(noah.id)).not.toHaveProperty('email');
    const hiredRows = await get('/api/influencers/campaignOfInfluencers?status=Hired', brand);
    const avaRow = (hiredRows.json().items as Contact[]).find((item) => item._id === ava.id);
    expect(avaRow?.email).toBe(ava.email);
    expectHidden((await brandList(brand)).get(noah.id));

    // Another paid brand, which has Ava in one of its own campaigns but did not hire her.
    const other = await browse(otherBrand);
    expectHidden(other.get(ava.id));
    expectHidden(await drawer(ava.id, otherBrand));
    const otherBody = await get('/api/influencers?q=contactly', otherBrand);
    expect(otherBody.body).not.toContain(ava.email);
    const otherList = await get('/api/campaign', otherBrand);
    expect(otherList.body).not.toContain(ava.email);
  });

  it('shows every creator’s to admins', async () => {
    const page = await browse(admin);
    for (const creator of [ava, noah, lily]) expect(page.get(creator.id)?.email).toBe(creator.email);
    expect((await drawer(noah.id, admin)).phoneNumber).toBe('2025550100');
    const { one } = await campaignEntriesSeen(admin);
    expect(one.get(noah.id)?.email).toBe(noah.email);
  });

  it('never shows a creator another creator’s', async () => {
    expect((await get('/api/influencers?q=contactly', creatorLogin)).statusCode).toBe(403);
    expect((await get(`/api/influencers/${ava.id}`, creatorLogin)).statusCode).toBe(403);
    const seen = await get(`/api/campaign/${campaignId}`, creatorLogin);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(ava.email);
    const feed = await get('/api/campaign', creatorLogin);
    expect(feed.body).not.toContain(ava.email);
  });
});
