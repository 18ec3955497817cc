import { DELETED_USER_NAME, type Campaign } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { paidOffer } from '../../test/offers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { eraseAccount } from './account-erasure.service.ts';

/** Issue 46: erasing a hired creator leaves her hire on the campaign: spots, hired, fees. */
describe("an erased creator's hire", () => {
  let context: TestContext;
  let brand: LoggedInAccount;
  let reader: LoggedInAccount;

  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
    reader = await loggedIn(context, await createCreator(context.db, { firstName: 'Mia' }));
  });
  afterAll(() => context.close());

  const post = (url: string, authorization: string, payload: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const read = async (id: string, as: LoggedInAccount) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/campaign/${id}`,
      headers: { authorization: as.authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Campaign>();
  };
  const counts = ({ creatorsCount, hiredCount, spotsLeft, agreedFeesTotalMinor }: Campaign) => ({
    creatorsCount,
    hiredCount,
    spotsLeft,
    agreedFeesTotalMinor,
  });

  it('still takes its spot, counts as hired and keeps its fee, shown as Deleted user', async () => {
    const campaign = await createCampaignRow(context.db, brand.id, {
      title: 'Winter dressage saddle fitting stories',
      offer: paidOffer({ currency: 'EUR', feeMinor: 45_000, spots: 2 }),
    });
    const ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    const apply = await post(`/api/campaign/${campaign.id}/influencer/${ava.id}`, ava.authorization, {
      pitch: 'I film every fitting.',
      proposedFeeMinor: 52_000,
    });
    expect(apply.statusCode).toBe(200);
    expect(
      (await post(`/api/campaign/${campaign.id}/hire`, brand.authorization, { influencerId: ava.id })).statusCode,
    ).toBe(200);
    const before = await read(campaign.id, brand);
    expect(counts(before)).toEqual({ creatorsCount: 1, hiredCount: 1, spotsLeft: 1, agreedFeesTotalMinor: 52_000 });
    const publicBefore = counts(await read(campaign.id, reader));

    expect(await eraseAccount(context, ava.id)).toMatchObject({ erased: true });

    const after = await read(campaign.id, brand);
    expect(counts(after)).toEqual(counts(before));
    expect(counts(await read(campaign.id, reader))).toEqual(publicBefore);
    const hires = (after.influencers ?? []).filter((entry) => entry.status === 'Hired');
    expect(hires).toHaveLength(1);
    expect(hires[0]?.agreedFeeMinor).toBe(52_000);
    expect(hires[0]?.influencerId).toMatchObject({ _id: ava.id, firstName: DELETED_USER_NAME, media: null });
    expect(hires[0]?.influencerId.email).toBeFalsy();
  });

  it('of an applicant, not hired, is no longer counted or listed', async () => {
    const campaign = await createCampaignRow(context.db, brand.id, { title: 'Spring fly sheets', offer: paidOffer() });
    const leo = await loggedIn(context, await createCreator(context.db, { firstName: 'Leo' }));
    expect((await post(`/api/campaign/${campaign.id}/influencer/${leo.id}`, leo.authorization, {})).statusCode).toBe(
      200,
    );
    expect((await read(campaign.id, brand)).creatorsCount).toBe(1);
    await eraseAccount(context, leo.id);
    const after = await read(campaign.id, brand);
    expect(after.creatorsCount).toBe(0);
    expect(after.influencers ?? []).toEqual([]);
  });
});
