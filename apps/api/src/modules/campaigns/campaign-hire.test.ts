import { CAMPAIGN_MESSAGES, type CampaignOffer } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns, orderDeals } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { giftedOffer, paidOffer } from '../../test/offers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { listDealVersions } from '../deals/deals.repository.ts';

type Person = LoggedInAccount;

describe('hiring at an agreed fee, within the spots (issue 31)', () => {
  let context: TestContext;
  let brand: Person;
  let ava: Person;
  let mateo: Person;

  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    mateo = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo' }));
  });
  afterAll(() => context.close());

  const newCampaign = (offer: CampaignOffer = paidOffer()) =>
    createCampaignRow(context.db, brand.id, { title: 'Spring Fly Sheet Launch', offer });
  const post = (url: string, authorization: string, payload?: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const apply = (campaignId: string, creator: Person, pitch: object = {}) =>
    post(`/api/campaign/${campaignId}/influencer/${creator.id}`, creator.authorization, pitch);
  const hire = (campaignId: string, creatorId: string, agreedFeeMinor?: number) =>
    post(`/api/campaign/${campaignId}/hire`, brand.authorization, {
      influencerId: creatorId,
      ...(agreedFeeMinor === undefined ? {} : { agreedFeeMinor }),
    });
  const agreedFeeOf = async (campaignId: string, creatorId: string) => {
    const [row] = await context.db
      .select({ fee: campaignEntries.agreedFeeMinor })
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
    return row?.fee;
  };
  const hiredCountOf = async (campaignId: string) => {
    const [row] = await context.db
      .select({ count: campaigns.hiredCount })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    return row?.count;
  };

  it('agrees the creator’s proposed rate by default and records the deal’s first version', async () => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava, { pitch: 'Counter-rate please.', proposedFeeMinor: 30_000 });
    expect((await hire(campaign.id, ava.id)).statusCode).toBe(200);
    expect(await agreedFeeOf(campaign.id, ava.id)).toBe(30_000);
    expect(await hiredCountOf(campaign.id)).toBe(1);
    const [deal, ...older] = await listDealVersions(context.db, { campaignId: campaign.id, creatorId: ava.id });
    expect(older).toEqual([]);
    expect(deal).toMatchObject({
      version: 1,
      status: 'accepted',
      proposedBy: 'hire',
      feeMinor: 30_000,
      currency: 'GBP',
    });
    expect(deal?.proposerAccountId).toBe(brand.id);
    expect(deal?.terms).toMatchObject({ kinds: ['fee'], feeMinor: 30_000, currency: 'GBP', timeZone: 'Europe/London' });
    expect(deal?.terms.deliverables).toHaveLength(1);
  });

  it('agrees the listed fee when the creator accepted it, and the brand’s amount once the creator accepts it', async () => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava, { pitch: 'The listed fee suits me.' });
    await apply(campaign.id, mateo, { proposedFeeMinor: 40_000 });
    expect((await hire(campaign.id, ava.id)).json()).toMatchObject({ status: 'hired' });
    // Another fee than his rate is an offer (issue 46): he is hired only once he accepts it.
    expect((await hire(campaign.id, mateo.id, 27_550)).json()).toMatchObject({ status: 'offered' });
    expect(await agreedFeeOf(campaign.id, mateo.id)).toBeNull();
    const status = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/influencer/${mateo.id}/status`,
      headers: { authorization: mateo.authorization },
    });
    const offer = status.json().offer as { _id: string; feeMinor: number };
    expect(offer.feeMinor).toBe(27_550);
    const accepted = await post(
      `/api/orders/${campaign.id}/${mateo.id}/offer/${offer._id}/answer`,
      mateo.authorization,
      { answer: 'accept' },
    );
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(await agreedFeeOf(campaign.id, ava.id)).toBe(25_000);
    expect(await agreedFeeOf(campaign.id, mateo.id)).toBe(27_550);

    const view = (
      await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaign.id}`,
        headers: { authorization: brand.authorization },
      })
    ).json();
    // Both applied at the same (manual) time: read each by id, not by order.
    const entries = view.influencers as { influencerId: { _id: string }; agreedFeeMinor?: number }[];
    const feeOf = (id: string) => entries.find((entry) => entry.influencerId._id === id)?.agreedFeeMinor;
    expect([feeOf(ava.id), feeOf(mateo.id)]).toEqual([25_000, 27_550]);
    expect(view.agreedFeesTotalMinor).toBe(52_550);
    expect(view.hiredCount).toBe(2);
    expect(view.spotsLeft).toBe(1);
    const list = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${brand.id}/campaigns?pageSize=100`,
      headers: { authorization: brand.authorization },
    });
    const listed = list.json().items.find((item: { _id: string }) => item._id === campaign.id);
    expect(listed.agreedFeesTotalMinor).toBe(52_550);
  });

  it('hires without a fee on a campaign that pays none, and refuses an amount there', async () => {
    const campaign = await newCampaign(giftedOffer());
    await apply(campaign.id, ava, { pitch: 'Love the kit.' });
    const refused = await hire(campaign.id, ava.id, 10_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'agreedFeeMinor', message: CAMPAIGN_MESSAGES.agreedFeeWithoutFee },
    ]);
    expect(await hiredCountOf(campaign.id)).toBe(0);
    expect((await hire(campaign.id, ava.id)).statusCode).toBe(200);
    expect(await agreedFeeOf(campaign.id, ava.id)).toBeNull();
    const [deal] = await listDealVersions(context.db, { campaignId: campaign.id, creatorId: ava.id });
    expect(deal).toMatchObject({ feeMinor: null, terms: { kinds: ['gifted'], productName: 'Leather care kit' } });
  });

  it.each([
    ['zero', 0],
    ['a float', 250.5],
    ['a text', '250'],
  ])('refuses %s as the agreed fee', async (_label, agreedFeeMinor) => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava);
    const response = await post(`/api/campaign/${campaign.id}/hire`, brand.authorization, {
      influencerId: ava.id,
      agreedFeeMinor,
    });
    expect(response.statusCode).toBe(400);
    expect(await hiredCountOf(campaign.id)).toBe(0);
  });

  it('counts a repeated hire once: one spot, one deal', async () => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava);
    expect((await hire(campaign.id, ava.id)).statusCode).toBe(200);
    expect((await hire(campaign.id, ava.id, 99_900)).statusCode).toBe(200);
    expect(await hiredCountOf(campaign.id)).toBe(1);
    expect(await listDealVersions(context.db, { campaignId: campaign.id, creatorId: ava.id })).toHaveLength(1);
    expect(await agreedFeeOf(campaign.id, ava.id)).toBe(25_000);
  });

  it('refuses a hire once every spot is taken, leaving the applicant as they were', async () => {
    const campaign = await newCampaign(paidOffer({ spots: 1 }));
    await apply(campaign.id, ava);
    await apply(campaign.id, mateo);
    expect((await hire(campaign.id, ava.id)).statusCode).toBe(200);
    const refused = await hire(campaign.id, mateo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.fullToHires);
    const [entry] = await context.db
      .select({ status: campaignEntries.status })
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaign.id), eq(campaignEntries.creatorId, mateo.id)));
    expect(entry?.status).toBe('Applied');
    expect(await listDealVersions(context.db, { campaignId: campaign.id, creatorId: mateo.id })).toEqual([]);
  });

  /**
   * Thirty hires sent at once on three spots: on PGlite the transactions run one after the other,
   * on PostgreSQL they race for the campaign's row; either way exactly three take a spot.
   */
  it('takes exactly three of thirty parallel hires on three spots', { timeout: 60_000 }, async () => {
    const campaign = await newCampaign(paidOffer({ spots: 3 }));
    const applicants = await Promise.all(
      Array.from({ length: 30 }, async (_, index) =>
        loggedIn(context, await createCreator(context.db, { firstName: `Rider${String(index)}` })),
      ),
    );
    for (const applicant of applicants) expect((await apply(campaign.id, applicant)).statusCode).toBe(200);
    const answers = await Promise.all(applicants.map((applicant) => hire(campaign.id, applicant.id)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(27);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json().message).toBe(CAMPAIGN_MESSAGES.fullToHires);
    }
    const hired = await context.db
      .select({ creatorId: campaignEntries.creatorId })
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaign.id), eq(campaignEntries.status, 'Hired')));
    expect(hired).toHaveLength(3);
    expect(await hiredCountOf(campaign.id)).toBe(3);
    const deals = await context.db.select().from(orderDeals).where(eq(orderDeals.campaignId, campaign.id));
    expect(deals).toHaveLength(3);
    expect(new Set(deals.map((deal) => deal.creatorId))).toEqual(new Set(hired.map((row) => row.creatorId)));
  });
});
