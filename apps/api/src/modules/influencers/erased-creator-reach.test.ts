import { DELETED_USER_NAME } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { eraseAccount } from '../account-erasure/account-erasure.service.ts';

type ListRow = { _id: string; firstName: string; email?: string };

// Issue 34: the threads and work a brand still needs stay reachable after its creator left.
describe('an erased creator, to the brands that worked with them', () => {
  let context: TestContext;
  let brand: string;
  let otherBrand: string;
  let erasedId: string;
  let blockedId: string;

  beforeAll(async () => {
    context = await createTestContext();
    const brandAccount = await createBrand(context.db);
    brand = (await createLogin(context, brandAccount)).authorization;
    otherBrand = (await createLogin(context, await createBrand(context.db, { companyName: 'Elsewhere' })))
      .authorization;
    const campaign = await createCampaignRow(context.db, brandAccount.id, { title: 'Spring Tack' });
    const erased = await createCreator(context.db, { firstName: 'Rosalind' });
    const blocked = await createCreator(context.db, { firstName: 'Blocked' });
    erasedId = erased.id;
    blockedId = blocked.id;
    await context.db.insert(campaignEntries).values([
      { campaignId: campaign.id, creatorId: erased.id, status: 'Hired' },
      { campaignId: campaign.id, creatorId: blocked.id, status: 'Hired' },
    ]);
    await changeAccountStatus(context.db, blocked.id, 'blocked', new Date());
    await eraseAccount(context, erased.id);
  });
  afterAll(() => context.close());

  const get = (url: string, authorization: string) =>
    context.app.inject({ method: 'GET', url, headers: { authorization } });

  it('stays on the brand’s influencer list as Deleted user, without an address; a blocked one does not', async () => {
    const list = await get('/api/influencers/campaignOfInfluencers', brand);
    const items = list.json<{ items: ListRow[] }>().items;
    expect(items.map((row) => [row._id, row.firstName])).toEqual([[erasedId, DELETED_USER_NAME]]);
    expect(items[0]?.email ?? '').toBe('');
  });

  it('opens as Deleted user for that brand only; a blocked creator stays unknown', async () => {
    const own = await get(`/api/influencers/${erasedId}`, brand);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: erasedId, firstName: DELETED_USER_NAME });
    expect(own.json()).not.toHaveProperty('email');
    expect((await get(`/api/influencers/${erasedId}`, otherBrand)).statusCode).toBe(404);
    expect((await get(`/api/influencers/${blockedId}`, brand)).statusCode).toBe(404);
  });

  it('keeps the brand’s campaigns with them, hired as they were, for the thread and the work', async () => {
    const campaigns = await get(`/api/brands/influencers/${erasedId}/campaigns`, brand);
    expect(campaigns.statusCode).toBe(200);
    expect(campaigns.json<{ items: { campaignTitle: string; entryStatus: string | null }[] }>().items).toEqual([
      expect.objectContaining({ campaignTitle: 'Spring Tack', entryStatus: 'Hired' }),
    ]);
  });
});
