import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';
import {
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { revokeSession } from '../sessions/sessions.repository.ts';
import { FEED_PAGE_TTL_MS } from './campaign-feed-cache.ts';

describe('GET /api/influencers/invitations: the invitations a creator has not answered', () => {
  let context: TestContext;
  let brand: LoggedInAccount;
  let ava: LoggedInAccount;
  let mateo: LoggedInAccount;
  let counter = 0;

  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
  });
  afterAll(() => context.close());

  async function newCampaign(title: string) {
    counter += 1;
    return createCampaignRow(context.db, brand.id, { title, ownerEmail: `invitations${counter}@hartwell.example` });
  }
  const post = (url: string, authorization: string, payload?: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const invite = (id: string, creator: LoggedInAccount = ava) =>
    post(`/api/campaign/${id}/influencer/${creator.id}`, brand.authorization);
  const apply = (id: string) => post(`/api/campaign/${id}/influencer/${ava.id}`, ava.authorization, {});
  const withdraw = (id: string) => post(`/api/campaign/${id}/withdraw`, ava.authorization);
  const invitations = (authorization?: string, query = '') =>
    context.app.inject({
      method: 'GET',
      url: `/api/influencers/invitations${query}`,
      ...(authorization ? { headers: { authorization } } : {}),
    });
  const titlesOf = async (authorization: string) =>
    (await invitations(authorization)).json<{ items: { campaignTitle: string }[] }>().items.map((c) => c.campaignTitle);

  it('lists only open campaigns she is invited to and has not answered, newest first, with her status', async () => {
    const first = await newCampaign('Hay Net Review');
    const second = await newCampaign('Stable Boots Shoot');
    const closed = await newCampaign('Closed Saddle Story');
    const applied = await newCampaign('Applied Bridle Story');
    await invite(first.id);
    await invite(second.id);
    await invite(closed.id);
    await post(`/api/campaign/${closed.id}/close`, brand.authorization);
    await apply(applied.id);

    const response = await invitations(ava.authorization);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, total: 2 });
    expect(page.items.map((c: { campaignTitle: string }) => c.campaignTitle)).toEqual([
      'Stable Boots Shoot',
      'Hay Net Review',
    ]);
    expect(page.items.every((c: { myStatus: string }) => c.myStatus === 'Not Applied')).toBe(true);
    // No creator's contact details ride along.
    expect(page.items[0]).not.toHaveProperty('influencers');
    expect(await titlesOf(mateo.authorization)).toEqual([]);
  });

  it('drops an invitation as soon as she accepts or declines it', async () => {
    const accepted = await newCampaign('Accepted Grooming Kit');
    const declined = await newCampaign('Declined Fly Sheet');
    await invite(accepted.id);
    await invite(declined.id);
    expect(await titlesOf(ava.authorization)).toEqual(
      expect.arrayContaining(['Accepted Grooming Kit', 'Declined Fly Sheet']),
    );
    expect((await apply(accepted.id)).statusCode).toBe(200);
    expect((await withdraw(declined.id)).json().status).toBe('Invitation Declined');
    const left = await titlesOf(ava.authorization);
    expect(left).not.toContain('Accepted Grooming Kit');
    expect(left).not.toContain('Declined Fly Sheet');
  });

  it('pages like every list', async () => {
    const response = await invitations(ava.authorization, '?page=1&pageSize=1');
    expect(response.json()).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(response.json().items).toHaveLength(1);
    // The pages are slices of one ordered read: the second holds the other one, the third none.
    const second = (await invitations(ava.authorization, '?page=2&pageSize=1')).json();
    expect(second).toMatchObject({ page: 2, total: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]._id).not.toBe(response.json().items[0]._id);
    const both = (await invitations(ava.authorization, '?pageSize=2')).json();
    expect(both.items.map((item: { _id: string }) => item._id)).toEqual([
      response.json().items[0]._id,
      second.items[0]._id,
    ]);
    expect((await invitations(ava.authorization, '?page=3&pageSize=1')).json()).toMatchObject({ items: [], total: 2 });
    expect((await invitations(ava.authorization, '?pageSize=0')).statusCode).toBe(400);
  });

  it('reads her invitations fresh, and the campaigns every creator shares for as long as a feed page', async () => {
    // A brand of its own: the first brand has used its invitations for the hour.
    const numnahs = await loggedIn(context, await createBrand(context.db, { companyName: 'Numnah House' }));
    const shared = await createCampaignRow(context.db, numnahs.id, { title: 'Shared Numnah Story' });
    for (const creator of [ava, mateo]) {
      const invited = await post(`/api/campaign/${shared.id}/influencer/${creator.id}`, numnahs.authorization);
      expect(invited.statusCode).toBe(200);
    }
    expect(await titlesOf(ava.authorization)).toContain('Shared Numnah Story');
    const asMateo = (await invitations(mateo.authorization)).json<{ items: { _id: string; myStatus: string }[] }>();
    expect(asMateo.items).toEqual([expect.objectContaining({ _id: shared.id, myStatus: 'Not Applied' })]);

    // Written behind this process's back (another process): the title shows once its time is up...
    await context.db.update(campaigns).set({ title: 'Renamed Numnah Story' }).where(eq(campaigns.id, shared.id));
    expect(await titlesOf(mateo.authorization)).toEqual(['Shared Numnah Story']);
    context.clock.advance(FEED_PAGE_TTL_MS);
    expect(await titlesOf(mateo.authorization)).toEqual(['Renamed Numnah Story']);
    // ...but her answer, wherever it was made, takes the invitation off at once.
    await context.db
      .update(campaignEntries)
      .set({ status: 'Invitation Declined' })
      .where(and(eq(campaignEntries.campaignId, shared.id), eq(campaignEntries.creatorId, mateo.id)));
    expect((await invitations(mateo.authorization)).json()).toMatchObject({ items: [], total: 0 });
    expect(await titlesOf(ava.authorization)).toContain('Renamed Numnah Story');
  });

  it('answers 401 once her session ended (checked in the statement that reads her invitations)', async () => {
    const creator = await createCreator(context.db, { firstName: 'Nell' });
    const ended = await createLogin(context, creator);
    expect((await invitations(ended.authorization)).statusCode).toBe(200);
    await revokeSession(context.db, ended.sessionId, context.clock.now());
    const refused = await invitations(ended.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).not.toHaveProperty('items');
  });

  it('is for creators only: no token 401, a brand 403', async () => {
    expect((await invitations()).statusCode).toBe(401);
    expect((await invitations(brand.authorization)).statusCode).toBe(403);
  });
});
