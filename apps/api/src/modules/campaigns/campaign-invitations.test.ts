import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

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
    expect((await invitations(ava.authorization, '?pageSize=0')).statusCode).toBe(400);
  });

  it('is for creators only: no token 401, a brand 403', async () => {
    expect((await invitations()).statusCode).toBe(401);
    expect((await invitations(brand.authorization)).statusCode).toBe(403);
  });
});
