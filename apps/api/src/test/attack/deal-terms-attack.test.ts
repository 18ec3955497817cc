import {
  ACCOUNT_QUOTAS,
  HIRE_OFFER_MESSAGES,
  SPLIT_MESSAGES,
  type ApplicationStatus,
  type CampaignOffer,
  type PaymentDisputeAnswer,
} from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns, notifications, orderPayments } from '../../db/schema/index.ts';
import { listDealVersions } from '../../modules/deals/deals.repository.ts';
import { offerColumns } from '../../modules/campaigns/campaign-offer.ts';
import { createBillingTestContext, type BillingTestContext } from '../billing.ts';
import { createDealCast, dealCalls, proposalOf } from '../deals.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../factories.ts';
import { paidOffer } from '../offers.ts';
import { mailsTo } from '../outbox.ts';
import { createPaidOrder, paymentNow } from '../paid-orders.ts';
import type { TestContext } from '../test-context.ts';

/**
 * Issue 46, items 1, 3 and 4: money moves only on terms both parties accepted. Each case is tried
 * as the other party: the brand hiring at a fee the creator never agreed, a rate read in another
 * currency, a proposal swapped between the other party's reading and her click, and a flood of
 * proposals and withdrawals filling her mailbox.
 */
describe('deal terms, attacked by the other party (issue 46)', () => {
  let billing: BillingTestContext;
  let context: TestContext;
  let brand: LoggedInAccount;

  beforeAll(async () => {
    billing = await createBillingTestContext();
    context = billing.context;
    brand = await loggedIn(context, await createBrand(context.db));
  });
  afterAll(() => billing.close());

  const post = (url: string, authorization: string, payload?: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const newCreator = async (firstName: string) => loggedIn(context, await createCreator(context.db, { firstName }));
  const newCampaign = (offer: Partial<CampaignOffer> = {}) =>
    createCampaignRow(context.db, brand.id, {
      title: 'Spring Fly Sheet Launch',
      offer: paidOffer({ feeMinor: 10_000, ...offer }),
    });
  const apply = (campaignId: string, creator: LoggedInAccount, pitch: object) =>
    post(`/api/campaign/${campaignId}/influencer/${creator.id}`, creator.authorization, pitch);
  const hire = (campaignId: string, creatorId: string, agreedFeeMinor?: number) =>
    post(`/api/campaign/${campaignId}/hire`, brand.authorization, {
      influencerId: creatorId,
      ...(agreedFeeMinor === undefined ? {} : { agreedFeeMinor }),
    });
  const statusOf = async (campaignId: string, creator: LoggedInAccount) =>
    (
      await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaignId}/influencer/${creator.id}/status`,
        headers: { authorization: creator.authorization },
      })
    ).json<ApplicationStatus>();
  const answerOffer = (campaignId: string, creator: LoggedInAccount, offerId: string, answer: string) =>
    post(`/api/orders/${campaignId}/${creator.id}/offer/${offerId}/answer`, creator.authorization, { answer });
  const entryOf = async (campaignId: string, creatorId: string) => {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
    return row;
  };
  const paymentsOf = (campaignId: string, creatorId: string) =>
    context.db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.campaignId, campaignId), eq(orderPayments.creatorId, creatorId)));
  const hiredCountOf = async (campaignId: string) =>
    (await context.db.select({ count: campaigns.hiredCount }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]
      ?.count;
  const kindsTo = async (accountId: string) =>
    (await context.db.select().from(notifications).where(eq(notifications.recipientId, accountId))).map(
      (row) => row.kind,
    );

  it('a brand hiring at 1 minor unit makes an offer: no hire, no charge, until the creator accepts; she can decline', async () => {
    const campaign = await newCampaign();
    const ella = await newCreator('Ella');
    expect((await apply(campaign.id, ella, { pitch: 'My rate.', proposedFeeMinor: 50_000 })).statusCode).toBe(200);

    const offered = await hire(campaign.id, ella.id, 1);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'offered', message: HIRE_OFFER_MESSAGES.sent });
    // Not hired: no spot, no fee in force, no payment (nothing to charge), no order to work on.
    expect(await entryOf(campaign.id, ella.id)).toMatchObject({ status: 'Applied', agreedFeeMinor: null });
    expect(await hiredCountOf(campaign.id)).toBe(0);
    expect(await paymentsOf(campaign.id, ella.id)).toEqual([]);
    const deal = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${campaign.id}/${ella.id}/deal`,
      headers: { authorization: ella.authorization },
    });
    expect(deal.statusCode).toBe(404);
    expect(await kindsTo(ella.id)).toContain('hire-offered');

    const { offer } = await statusOf(campaign.id, ella);
    expect(offer).toMatchObject({ feeMinor: 1, currency: 'GBP' });
    // The brand cannot accept its own offer for her.
    const forged = await post(
      `/api/orders/${campaign.id}/${ella.id}/offer/${offer?._id ?? ''}/answer`,
      brand.authorization,
      {
        answer: 'accept',
      },
    );
    expect(forged.statusCode).toBe(403);
    const declined = await answerOffer(campaign.id, ella, offer?._id ?? '', 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await entryOf(campaign.id, ella.id)).toMatchObject({ status: 'Applied', agreedFeeMinor: null });
    expect(await paymentsOf(campaign.id, ella.id)).toEqual([]);
    expect(await kindsTo(brand.id)).toContain('hire-offer-declined');
    // Declined, it cannot be accepted later.
    expect((await answerOffer(campaign.id, ella, offer?._id ?? '', 'accept')).statusCode).toBe(409);
    // She can still leave: her application was never a hire.
    expect((await post(`/api/campaign/${campaign.id}/withdraw`, ella.authorization)).statusCode).toBe(200);
  });

  it('a hire at her own rate hires at once, and an accepted offer starts the order and its payment at the offer', async () => {
    const campaign = await newCampaign();
    const finn = await newCreator('Finn');
    const gus = await newCreator('Gus');
    await apply(campaign.id, finn, { proposedFeeMinor: 50_000 });
    await apply(campaign.id, gus, {});
    expect((await hire(campaign.id, finn.id, 50_000)).json()).toMatchObject({ status: 'hired' });
    expect(await entryOf(campaign.id, finn.id)).toMatchObject({ status: 'Hired', agreedFeeMinor: 50_000 });
    expect((await hire(campaign.id, gus.id, 12_000)).json()).toMatchObject({ status: 'offered' });
    const { offer } = await statusOf(campaign.id, gus);
    expect((await answerOffer(campaign.id, gus, offer?._id ?? '', 'accept')).json()).toMatchObject({
      status: 'accepted',
    });
    expect(await entryOf(campaign.id, gus.id)).toMatchObject({ status: 'Hired', agreedFeeMinor: 12_000 });
    expect(await hiredCountOf(campaign.id)).toBe(2);
    const [payment] = await paymentsOf(campaign.id, gus.id);
    expect(payment).toMatchObject({ agreedFeeMinor: 12_000, status: 'awaiting_payment', dealVersion: 1 });
    const [version] = await listDealVersions(context.db, { campaignId: campaign.id, creatorId: gus.id });
    expect(version).toMatchObject({ status: 'accepted', proposedBy: 'brand', feeMinor: 12_000 });
  });

  it('refuses a pitch in another currency than the campaign’s, rather than reading USD 350 as GBP 350', async () => {
    const campaign = await newCampaign();
    const hana = await newCreator('Hana');
    const refused = await apply(campaign.id, hana, { proposedFeeMinor: 35_000, currency: 'USD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'currency', message: expect.stringContaining('GBP') }]);
    expect(await entryOf(campaign.id, hana.id)).toBeUndefined();
    expect((await apply(campaign.id, hana, { proposedFeeMinor: 35_000, currency: 'GBP' })).statusCode).toBe(200);
    expect(await entryOf(campaign.id, hana.id)).toMatchObject({ proposedFeeMinor: 35_000, pitchCurrency: 'GBP' });
  });

  it('does not hire on the old numbers once the campaign’s currency changed: only an offer in the new one', async () => {
    const campaign = await newCampaign();
    const ines = await newCreator('Ines');
    await apply(campaign.id, ines, { proposedFeeMinor: 35_000 });
    const euros = paidOffer({ feeMinor: 10_000, currency: 'EUR' });
    await context.db.update(campaigns).set(offerColumns(euros)).where(eq(campaigns.id, campaign.id));

    const refused = await hire(campaign.id, ines.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HIRE_OFFER_MESSAGES.currencyChanged);
    // Even her old number, in the new currency, is only an offer she answers.
    expect((await hire(campaign.id, ines.id, 35_000)).json()).toMatchObject({ status: 'offered' });
    expect(await entryOf(campaign.id, ines.id)).toMatchObject({ status: 'Applied' });
    expect((await statusOf(campaign.id, ines)).offer).toMatchObject({ feeMinor: 35_000, currency: 'EUR' });
  });

  it('does not hire at a fee lowered after she applied: the new terms are an offer she answers', async () => {
    const campaign = await newCampaign({ feeMinor: 45_000 });
    const lena = await newCreator('Lena');
    expect((await apply(campaign.id, lena, { pitch: 'At the listed fee.' })).statusCode).toBe(200);
    const appliedAt = (await entryOf(campaign.id, lena.id))?.appliedAt ?? new Date(0);
    // The brand lowers the listed fee between her application and its hire.
    await context.db
      .update(campaigns)
      .set({ ...offerColumns(paidOffer({ feeMinor: 1 })), termsUpdatedAt: new Date(appliedAt.getTime() + 1_000) })
      .where(eq(campaigns.id, campaign.id));

    expect((await hire(campaign.id, lena.id)).json()).toMatchObject({ status: 'offered' });
    expect(await entryOf(campaign.id, lena.id)).toMatchObject({ status: 'Applied', agreedFeeMinor: null });
    expect(await hiredCountOf(campaign.id)).toBe(0);
    expect((await statusOf(campaign.id, lena)).offer).toMatchObject({ feeMinor: 1 });
  });

  it('an offer swapped between the creator’s reading and her click is refused, never accepted in its new form', async () => {
    const campaign = await newCampaign();
    const jo = await newCreator('Jo');
    await apply(campaign.id, jo, { proposedFeeMinor: 50_000 });
    await hire(campaign.id, jo.id, 45_000);
    const read = (await statusOf(campaign.id, jo)).offer;
    await hire(campaign.id, jo.id, 1);
    const accepted = await answerOffer(campaign.id, jo, read?._id ?? '', 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(HIRE_OFFER_MESSAGES.gone);
    expect(await entryOf(campaign.id, jo.id)).toMatchObject({ status: 'Applied', agreedFeeMinor: null });
    expect((await statusOf(campaign.id, jo)).offer).toMatchObject({ feeMinor: 1 });
  });

  it('a deal proposal swapped between the creator’s reading and her click is refused', async () => {
    const cast = await createDealCast(context);
    const calls = dealCalls(context, cast);
    const creator = { authorization: cast.hired.authorization };
    const first = await calls.proposed(proposalOf({ feeMinor: 50_000 }));
    const readId = first.deal.proposal?._id ?? '';
    expect((await calls.answer(readId, 'withdraw')).statusCode).toBe(200);
    const swapped = await calls.proposed(proposalOf({ feeMinor: 1 }));
    expect((await calls.answer(readId, 'accept', creator)).statusCode).toBe(409);
    expect(await calls.agreedFee()).toBe(40_000);
    // What stands is still only the swapped one, waiting for her; the history keeps both.
    const deal = await calls.deal();
    expect(deal.proposal?._id).toBe(swapped.deal.proposal?._id);
    expect(deal.history.map((version) => [version.status, version.terms.feeMinor])).toEqual([
      ['proposed', 1],
      ['withdrawn', 50_000],
      ['accepted', 40_000],
    ]);
  });

  it('a dispute split swapped between the creator’s reading and her click is refused; each split is kept and announced', async () => {
    const order = await createPaidOrder(context, billing.fake);
    const base = `/api/orders/${order.order.campaignId}/${order.order.creatorId}/payment/dispute`;
    expect((await post(base, order.brand.authorization, { reason: 'The reel was late.' })).statusCode).toBe(200);
    const generous = await post(`${base}/proposal`, order.brand.authorization, {
      creatorShareMinor: order.amounts.agreedFeeMinor,
    });
    const readId = generous.json<PaymentDisputeAnswer>().dispute.proposalId;
    expect(readId).not.toBeNull();
    const stingy = await post(`${base}/proposal`, order.brand.authorization, { creatorShareMinor: 0 });
    const stingyDispute = stingy.json<PaymentDisputeAnswer>().dispute;
    expect(stingyDispute.proposals.map((proposal) => proposal.creatorShareMinor)).toEqual([
      0,
      order.amounts.agreedFeeMinor,
    ]);

    const accepted = await post(`${base}/accept`, order.hired.authorization, { proposalId: readId });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(SPLIT_MESSAGES.changed);
    expect(await paymentNow(context, order.payment.id)).toMatchObject({ status: 'frozen', refundMinor: null });
    expect(billing.fake.refunds().filter((refund) => refund.metadata.paymentId === order.payment.id)).toEqual([]);
    // Each split was told to her, by notification and (one, the latest) e-mail.
    expect((await kindsTo(order.hired.id)).filter((kind) => kind === 'dispute-split-proposed')).toHaveLength(2);
    const [mail, ...older] = (
      await mailsTo(context.db, await dealCalls(context, order).emailOf(order.hired.id))
    ).filter((row) => row.subject.includes('proposes a split'));
    expect(older).toEqual([]);
    expect(mail?.textBody).toContain('would be £0 of');
    // The accept that names what stands settles on it.
    const settled = await post(`${base}/accept`, order.hired.authorization, { proposalId: stingyDispute.proposalId });
    expect(settled.statusCode).toBe(200);
    expect(settled.json<PaymentDisputeAnswer>().dispute).toMatchObject({ resolution: 'split', resolvedShareMinor: 0 });
  });

  it('a flood of proposals and withdrawals is stopped by the quota and e-mails the other side nothing', async () => {
    const cast = await createDealCast(context);
    const calls = dealCalls(context, cast);
    const statuses: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const proposed = await calls.propose(proposalOf({ feeMinor: 41_000 + round }));
      statuses.push(proposed.statusCode);
      if (proposed.statusCode !== 201) continue;
      const id = proposed.json<{ deal: { proposal: { _id: string } } }>().deal.proposal._id;
      expect((await calls.answer(id, 'withdraw')).statusCode).toBe(200);
    }
    const allowed = ACCOUNT_QUOTAS.dealProposalsPerOrder.points;
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    // Every withdrawal came within minutes of its proposal: no e-mail about either is left to send.
    const creatorMail = await mailsTo(context.db, await calls.emailOf(cast.hired.id));
    expect(creatorMail.filter((row) => row.coalesceKey !== null)).toEqual([]);
    const bell = (await kindsTo(cast.hired.id)).filter((kind) => kind.startsWith('deal-'));
    expect(bell.length).toBeLessThanOrEqual(2 * allowed);
  });

  it('one order’s deal e-mails coalesce: a newer one replaces the one still waiting', async () => {
    const cast = await createDealCast(context);
    const calls = dealCalls(context, cast);
    const first = await calls.proposed(proposalOf({ feeMinor: 42_000 }));
    // Declined by the creator: the brand's one e-mail; then the brand proposes again.
    await calls.answer(first.deal.proposal?._id ?? '', 'decline', { authorization: cast.hired.authorization });
    await calls.proposed(proposalOf({ feeMinor: 43_000 }));
    const waiting = (await mailsTo(context.db, await calls.emailOf(cast.hired.id))).filter(
      (row) => row.coalesceKey !== null,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.textBody).toContain('£400 → £430');
    expect(waiting[0]?.nextAttemptAt?.getTime()).toBeGreaterThan(context.clock.now().getTime());
  });
});
