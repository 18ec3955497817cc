import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, creatorProfiles } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** Issue 46: an applicant row says who the creator is (discipline, country, reach, kit), nothing more. */
describe("a campaign's applicants as its brand reads them", () => {
  let context: TestContext;
  let campaignId: string;
  let brand: string;
  let otherCreator: string;
  let applicantId: string;

  beforeAll(async () => {
    context = await createTestContext();
    const owner = await createBrand(context.db, { payment: false, companyName: 'Applicant Tack' });
    brand = (await createLogin(context, owner)).authorization;
    campaignId = (await createCampaignRow(context.db, owner.id)).id;
    const applicant = await createCreator(context.db, { firstName: 'Greta', lastName: 'Falk', followers: 64_000 });
    applicantId = applicant.id;
    await context.db
      .update(creatorProfiles)
      .set({ disciplines: ['dressage'], country: 'DE', handle: 'greta-falk', mediaKitVisibility: 'brands' })
      .where(eq(creatorProfiles.accountId, applicant.id));
    const hidden = await createCreator(context.db, { firstName: 'Hanna', lastName: 'Still', followers: 900 });
    await context.db
      .update(creatorProfiles)
      .set({ handle: 'hanna-still', mediaKitVisibility: 'nobody' })
      .where(eq(creatorProfiles.accountId, hidden.id));
    await context.db.insert(campaignEntries).values([
      { campaignId, creatorId: applicant.id, status: 'Applied' },
      { campaignId, creatorId: hidden.id, status: 'Applied' },
    ]);
    otherCreator = (await createLogin(context, await createCreator(context.db, { firstName: 'Ida' }))).authorization;
  });
  afterAll(() => context.close());

  const campaignAs = async (authorization: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaignId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ influencers: { influencerId: Record<string, unknown> }[] }>();
  };

  it('gives the brand each applicant’s disciplines, country, followers and media kit, without contact details', async () => {
    const rows = (await campaignAs(brand)).influencers.map((entry) => entry.influencerId);
    const greta = rows.find((row) => row._id === applicantId);
    const hanna = rows.find((row) => row._id !== applicantId);
    expect(greta).toMatchObject({
      _id: applicantId,
      disciplines: ['dressage'],
      country: 'DE',
      totalFollowers: 64_000,
      mediaKitHandle: 'greta-falk',
    });
    // A hidden kit is not named, and an unpaid brand that hired no one sees no address.
    expect(hanna).toMatchObject({ disciplines: [], country: null, totalFollowers: 900, mediaKitHandle: null });
    expect(greta).not.toHaveProperty('email');
    expect(greta).not.toHaveProperty('phoneNumber');
  });

  it('gives another creator none of it', async () => {
    const campaign = await campaignAs(otherCreator);
    for (const { influencerId } of campaign.influencers) {
      expect(Object.keys(influencerId).sort()).toEqual(['_id', 'firstName', 'media']);
    }
  });
});
