import type { Order, OrderPage } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { paidOffer } from '../../test/offers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** Issue 46: wherever a creator's order is shown, its fee is the deal's, not the campaign's listing. */
describe("the fee a creator's order shows", () => {
  let context: TestContext;
  let brand: LoggedInAccount;

  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
  });
  afterAll(() => context.close());

  const post = (url: string, authorization: string, payload: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const get = (url: string, authorization: string) =>
    context.app.inject({ method: 'GET', url, headers: { authorization } });

  /** A creator hired on a €450 campaign after pitching `proposedFeeMinor` (none: the listed fee). */
  async function hiredAt(proposedFeeMinor?: number) {
    const campaign = await createCampaignRow(context.db, brand.id, {
      title: 'Winter dressage saddle fitting stories',
      offer: paidOffer({ currency: 'EUR', feeMinor: 45_000 }),
    });
    const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    const pitch = { pitch: 'Happy to film at the workshop.', ...(proposedFeeMinor ? { proposedFeeMinor } : {}) };
    expect(
      (await post(`/api/campaign/${campaign.id}/influencer/${creator.id}`, creator.authorization, pitch)).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/campaign/${campaign.id}/hire`, brand.authorization, { influencerId: creator.id })).statusCode,
    ).toBe(200);
    const list = await get(`/api/campaign/${creator.id}/campaigns`, creator.authorization);
    expect(list.statusCode).toBe(200);
    const one = await get(`/api/orders/${campaign.id}`, creator.authorization);
    expect(one.statusCode).toBe(200);
    return { campaign, creator, row: list.json<OrderPage>().items[0], order: one.json<Order>() };
  }

  it('is the agreed counter-rate in her Orders table and on the order itself', async () => {
    const { campaign, row, order } = await hiredAt(52_000);
    expect(row).toMatchObject({ _id: campaign.id, agreedFeeMinor: 52_000, compensation: '€520 fee per creator' });
    expect(order).toEqual(row);
  });

  it("names the order by the hire's own id, never the campaign's (the Order Id the pages show)", async () => {
    const { campaign, row, order } = await hiredAt();
    expect(order).toEqual(row);
    expect(order.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(order.orderId).not.toBe(campaign.id);
    const other = await hiredAt();
    expect(other.order.orderId).not.toBe(order.orderId);
  });

  it("keeps the campaign's words while the deal gives what it lists", async () => {
    const { campaign, order } = await hiredAt();
    expect(order).toMatchObject({ agreedFeeMinor: 45_000, compensation: campaign.compensation });
    expect(order.compensation).toBe('€450 fee per creator');
  });

  it('is no order of a campaign she is not hired on, nor of another creator', async () => {
    const { campaign } = await hiredAt(52_000);
    const stranger = await loggedIn(context, await createCreator(context.db, { firstName: 'Mia' }));
    expect((await get(`/api/orders/${campaign.id}`, stranger.authorization)).statusCode).toBe(404);
    expect((await get(`/api/orders/${campaign.id}`, brand.authorization)).statusCode).toBe(403);
  });
});
