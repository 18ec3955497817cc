import { CAMPAIGN_MESSAGES, type CampaignOffer } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import {
  createAccount,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { giftedOffer, paidOffer } from '../../test/offers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Person = LoggedInAccount;

describe('applying with a pitch (issue 31)', () => {
  let context: TestContext;
  let brand: Person;
  let ava: Person;
  let mateo: Person;
  let admin: string;

  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
  });
  afterAll(() => context.close());

  const newCampaign = (offer: CampaignOffer = paidOffer()) =>
    createCampaignRow(context.db, brand.id, { title: 'Winter Blanket Review', offer });
  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    context.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const apply = (campaignId: string, creator: Person, pitch: object = {}) =>
    call('POST', `/api/campaign/${campaignId}/influencer/${creator.id}`, creator.authorization, pitch);
  const entryOf = async (campaignId: string, creatorId: string) => {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
    return row;
  };

  const pitch = {
    pitch: 'I ride daily and film every hack; my winter blanket reel reached 40k.',
    proposedFeeMinor: 30_000,
    links: ['https://instagram.example/p/blanket-reel'],
  };

  it('stores the pitch and shows it to the campaign’s brand and admins only', async () => {
    const campaign = await newCampaign();
    expect((await apply(campaign.id, ava, pitch)).statusCode).toBe(200);
    expect(await entryOf(campaign.id, ava.id)).toMatchObject({
      pitch: pitch.pitch,
      proposedFeeMinor: 30_000,
      pitchLinks: pitch.links,
    });
    const expected = { message: pitch.pitch, proposedFeeMinor: 30_000, currency: 'GBP', links: pitch.links };
    for (const authorization of [brand.authorization, admin]) {
      const view = (await call('GET', `/api/campaign/${campaign.id}`, authorization)).json();
      expect(view.influencers[0].pitch).toEqual(expected);
    }
    const brandList = (await call('GET', '/api/campaign?pageSize=100', brand.authorization)).json();
    const listed = brandList.items.find((item: { _id: string }) => item._id === campaign.id);
    expect(listed.influencers[0].pitch).toEqual(expected);
  });

  it('never shows a pitch to other creators, to the creator’s own view, or in the feed', async () => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava, pitch);
    for (const viewer of [mateo, ava]) {
      const view = await call('GET', `/api/campaign/${campaign.id}`, viewer.authorization);
      expect(view.json().influencers[0].pitch).toBeUndefined();
      expect(view.body).not.toContain(pitch.pitch);
      expect(view.body).not.toContain('blanket-reel');
    }
    const feed = await call('GET', '/api/campaign?pageSize=100', mateo.authorization);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(pitch.pitch);
    expect(feed.body).not.toContain('agreedFeesTotalMinor');
  });

  it('takes an application without a pitch, as the spec’s body sends it (the listed fee accepted)', async () => {
    const campaign = await newCampaign();
    const response = await apply(campaign.id, ava, { firstName: 'Ava', email: 'x@example.test', cname: 'Hartwell' });
    expect(response.statusCode).toBe(200);
    expect(await entryOf(campaign.id, ava.id)).toMatchObject({ pitch: '', proposedFeeMinor: null, pitchLinks: [] });
  });

  it('refuses a proposed rate on a campaign without a fee, naming the field', async () => {
    const campaign = await newCampaign(giftedOffer());
    const response = await apply(campaign.id, ava, pitch);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'proposedFeeMinor', message: CAMPAIGN_MESSAGES.proposedFeeWithoutFee },
    ]);
    expect(await entryOf(campaign.id, ava.id)).toBeUndefined();
    const withoutRate = await apply(campaign.id, ava, { pitch: 'Happy to review the kit.', links: [] });
    expect(withoutRate.statusCode).toBe(200);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -500],
    ['a float', 300.5],
    ['a text', '300'],
    ['too large an amount', 1_000_000_000],
  ])('refuses %s as the proposed rate', async (_label, proposedFeeMinor) => {
    const campaign = await newCampaign();
    const response = await apply(campaign.id, ava, { pitch: 'Hello', proposedFeeMinor });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('proposedFeeMinor');
    expect(await entryOf(campaign.id, ava.id)).toBeUndefined();
  });

  it('refuses more than five links, links that are not web addresses, and a pitch too long', async () => {
    const campaign = await newCampaign();
    const six = Array.from({ length: 6 }, (_, index) => `https://example.test/${String(index)}`);
    expect((await apply(campaign.id, ava, { links: six })).statusCode).toBe(400);
    expect((await apply(campaign.id, ava, { links: ['javascript:alert(1)'] })).statusCode).toBe(400);
    expect((await apply(campaign.id, ava, { pitch: 'x'.repeat(1501) })).statusCode).toBe(400);
    expect(await entryOf(campaign.id, ava.id)).toBeUndefined();
  });

  it('accepting an invitation carries the pitch, and applying again after withdrawing replaces it', async () => {
    const campaign = await newCampaign();
    expect(
      (await call('POST', `/api/campaign/${campaign.id}/influencer/${ava.id}`, brand.authorization)).statusCode,
    ).toBe(200);
    expect((await entryOf(campaign.id, ava.id))?.pitch).toBe('');
    expect((await apply(campaign.id, ava, pitch)).statusCode).toBe(200);
    expect(await entryOf(campaign.id, ava.id)).toMatchObject({ status: 'Applied', pitch: pitch.pitch });
    expect((await call('POST', `/api/campaign/${campaign.id}/withdraw`, ava.authorization)).statusCode).toBe(200);
    expect((await apply(campaign.id, ava, { pitch: 'Second thoughts: the listed fee suits me.' })).statusCode).toBe(
      200,
    );
    expect(await entryOf(campaign.id, ava.id)).toMatchObject({
      status: 'Applied',
      pitch: 'Second thoughts: the listed fee suits me.',
      proposedFeeMinor: null,
      pitchLinks: [],
    });
  });

  it('refuses applications and invitations once every spot is taken', async () => {
    const campaign = await newCampaign(paidOffer({ spots: 1 }));
    await apply(campaign.id, ava, pitch);
    const hired = await call('POST', `/api/campaign/${campaign.id}/hire`, brand.authorization, {
      influencerId: ava.id,
    });
    expect(hired.statusCode).toBe(200);
    const late = await apply(campaign.id, mateo, { pitch: 'Still room?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CAMPAIGN_MESSAGES.full);
    expect(await entryOf(campaign.id, mateo.id)).toBeUndefined();
    const invited = await call('POST', `/api/campaign/${campaign.id}/influencer/${mateo.id}`, brand.authorization);
    expect(invited.statusCode).toBe(409);
    expect(invited.json().message).toBe(CAMPAIGN_MESSAGES.fullToInvitations);
    const view = (await call('GET', `/api/campaign/${campaign.id}`, mateo.authorization)).json();
    expect(view.spotsLeft).toBe(0);
  });
});
