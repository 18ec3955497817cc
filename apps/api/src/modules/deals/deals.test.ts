import { DEAL_MESSAGES, type Deal, type DealChangeResponse, type NotificationPage } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfiles, campaignEntries, orderDeals } from '../../db/schema/index.ts';
import { createDealCast, dealCalls, hireTerms, proposalOf, type DealCalls } from '../../test/deals.ts';
import { campaignFields, campaignForm, tinyPng } from '../../test/factories.ts';
import { createOrderCast, type OrderCast } from '../../test/order-work.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * The order's deal after the hire (issue 31): both parties read it; one side proposes, the other
 * accepts or declines, the author may withdraw; the entry's agreed fee follows accepted versions
 * only, and editing the campaign never rewrites it.
 */
describe('the deal of an order', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  async function newDeal(): Promise<{ cast: OrderCast; calls: DealCalls }> {
    const cast = await createDealCast(context);
    return { cast, calls: dealCalls(context, cast) };
  }

  const notificationsOf = async (authorization: string) =>
    (
      await context.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization } })
    ).json<NotificationPage>().items;

  it('is read by both parties of the order and nobody else', async () => {
    const { cast, calls } = await newDeal();
    const creator = await calls.get({ authorization: cast.hired.authorization });
    expect(creator.statusCode).toBe(200);
    const deal = creator.json<Deal>();
    expect(deal.current).toMatchObject({ version: 1, status: 'accepted', proposedBy: 'hire', terms: hireTerms() });
    expect(deal.proposal).toBeNull();
    expect(deal.history.map((version) => version.version)).toEqual([1]);
    expect((await calls.get()).json<Deal>()).toEqual(deal);
    for (const outsider of [cast.otherBrand, cast.outsider, cast.applied]) {
      expect((await calls.get(outsider)).statusCode).toBe(404);
    }
    expect((await calls.get(cast.admin)).statusCode).toBe(403);
    expect((await calls.get({ authorization: null })).statusCode).toBe(401);
    // Nobody else may propose or answer either.
    expect((await calls.propose(proposalOf({ feeMinor: 50_000 }), cast.otherBrand)).statusCode).toBe(404);
    expect((await calls.propose(proposalOf({ feeMinor: 50_000 }), cast.outsider)).statusCode).toBe(404);
  });

  it('answers 404 for an order hired before deals were recorded', async () => {
    const cast = await createOrderCast(context);
    const response = await dealCalls(context, cast).get();
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(DEAL_MESSAGES.noDeal);
  });

  it('changes when the other side accepts a proposal, and the agreed fee follows', async () => {
    const { cast, calls } = await newDeal();
    expect(await calls.agreedFee()).toBe(40_000);
    context.clock.advance(60_000);
    const proposed = await calls.proposed(proposalOf({ feeMinor: 55_000, note: 'Two more stories.' }));
    expect(proposed.message).toBe(DEAL_MESSAGES.proposed);
    expect(proposed.deal.current.version).toBe(1);
    expect(proposed.deal.proposal).toMatchObject({
      version: 2,
      status: 'proposed',
      proposedBy: 'brand',
      note: 'Two more stories.',
      terms: { ...hireTerms(), feeMinor: 55_000 },
      decidedAt: null,
    });
    // Proposed is not agreed.
    expect(await calls.agreedFee()).toBe(40_000);

    // The creator is told, in the bell and by e-mail, with what changes.
    const [notice] = await notificationsOf(cast.hired.authorization);
    expect(notice).toMatchObject({
      kind: 'deal-proposed',
      title: 'Deal change proposed',
      line: 'Hartwell Saddlery proposes a change to the deal for "Autumn Saddle Care".',
      link: `/orders/${cast.campaign.id}`,
    });
    const [mail] = await mailsTo(context.db, await calls.emailOf(cast.hired.id));
    expect(mail?.subject).toBe('Hartwell Saddlery proposes a change to the deal for "Autumn Saddle Care"');
    expect(mail?.textBody).toContain('Fee: £400 → £550');

    const proposalId = proposed.deal.proposal!._id;
    // The author cannot accept their own proposal, nor the other side withdraw it.
    expect((await calls.answer(proposalId, 'accept')).json<{ message: string }>().message).toBe(
      DEAL_MESSAGES.notYourProposal,
    );
    const withdrawByOther = await calls.answer(proposalId, 'withdraw', cast.hired);
    expect(withdrawByOther.statusCode).toBe(403);
    expect(withdrawByOther.json<{ message: string }>().message).toBe(DEAL_MESSAGES.onlyAuthorWithdraws);

    context.clock.advance(60_000);
    const accepted = await calls.answer(proposalId, 'accept', cast.hired);
    expect(accepted.statusCode).toBe(200);
    const after = accepted.json<DealChangeResponse>();
    expect(after.message).toBe(DEAL_MESSAGES.accepted);
    expect(after.deal.current).toMatchObject({ version: 2, status: 'accepted', terms: { feeMinor: 55_000 } });
    expect(after.deal.current.decidedAt).toBe(context.clock.now().toISOString());
    expect(after.deal.proposal).toBeNull();
    expect(after.deal.history.map((version) => [version.version, version.status])).toEqual([
      [2, 'accepted'],
      [1, 'accepted'],
    ]);
    expect(await calls.agreedFee()).toBe(55_000);
    const [brandNotice] = await notificationsOf(cast.brand.authorization);
    expect(brandNotice).toMatchObject({
      kind: 'deal-accepted',
      line: 'Ava Sinclair accepted your proposed change to the deal for "Autumn Saddle Care".',
      link: `/orders-influencer/${cast.hired.id}?campaign=${cast.campaign.id}`,
    });

    // Another order's proposal, or none, is not found here.
    const unknown = await calls.answer('00000000-0000-4000-8000-000000000000', 'decline', cast.hired);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(DEAL_MESSAGES.proposalNotFound);

    // Answered once: a second answer finds it gone.
    const again = await calls.answer(proposalId, 'decline', cast.hired);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(DEAL_MESSAGES.proposalGone);
  });

  it('stays as it was when a proposal is declined or withdrawn, and keeps them in the history', async () => {
    const { cast, calls } = await newDeal();
    const fromCreator = await calls.proposed(
      proposalOf({ usageRights: { kind: 'paid_ads', months: 6 }, note: 'Ads cost more.' }),
      cast.hired,
    );
    // One proposal at a time, whoever asks.
    const second = await calls.propose(proposalOf({ feeMinor: 45_000 }));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(DEAL_MESSAGES.proposalOpen);

    const declined = await calls.answer(fromCreator.deal.proposal!._id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<DealChangeResponse>().message).toBe(DEAL_MESSAGES.declined);
    const [creatorNotice] = await notificationsOf(cast.hired.authorization);
    expect(creatorNotice).toMatchObject({ kind: 'deal-declined' });

    const byBrand = await calls.proposed(proposalOf({ exclusivity: { days: 30, category: 'Saddle care' } }));
    const withdrawn = await calls.answer(byBrand.deal.proposal!._id, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<DealChangeResponse>().message).toBe(DEAL_MESSAGES.withdrawn);

    const deal = await calls.deal();
    expect(deal.current.version).toBe(1);
    expect(deal.proposal).toBeNull();
    expect(deal.history.map((version) => [version.version, version.status, version.proposedBy])).toEqual([
      [3, 'withdrawn', 'brand'],
      [2, 'declined', 'contentCreator'],
      [1, 'accepted', 'hire'],
    ]);
    expect(await calls.agreedFee()).toBe(40_000);
    const [withdrawNotice] = await notificationsOf(cast.hired.authorization);
    expect(withdrawNotice).toMatchObject({ kind: 'deal-withdrawn' });
  });

  it('refuses a proposal that changes nothing, and a fee on a deal that pays none', async () => {
    const { calls } = await newDeal();
    const same = await calls.propose(proposalOf({}));
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toBe(DEAL_MESSAGES.nothingChanged);
    // The same fee is no change either.
    expect((await calls.propose(proposalOf({ feeMinor: 40_000 }))).statusCode).toBe(400);
    const invalid = await calls.propose(proposalOf({ contentStart: '2099-11-01', contentEnd: '2099-10-01' }));
    expect(invalid.statusCode).toBe(400);
    // A window that already ended, in the deal's zone, is refused beside its field.
    const ended = await calls.propose(proposalOf({ contentStart: '2020-01-01', contentEnd: '2020-01-31' }));
    expect(ended.statusCode).toBe(400);
    expect(ended.json<{ fields: unknown[] }>().fields).toEqual([
      { field: 'contentEnd', message: DEAL_MESSAGES.windowEnded },
    ]);
    expect(await context.db.select().from(orderDeals).where(eq(orderDeals.status, 'proposed'))).toEqual([]);

    const gifted = await createDealCast(
      context,
      hireTerms({ kinds: ['gifted'], feeMinor: null, productName: 'Saddle soap' }),
    );
    const giftedCalls = dealCalls(context, gifted);
    const withFee = await giftedCalls.propose(proposalOf({ feeMinor: 10_000 }));
    expect(withFee.statusCode).toBe(400);
    expect(withFee.json<{ message: string }>().message).toBe(DEAL_MESSAGES.feeNeedsKind);
    // Without a fee, the other terms may change.
    expect((await giftedCalls.propose(proposalOf({ contentEnd: '2099-11-15' }))).statusCode).toBe(201);
    expect(await giftedCalls.agreedFee()).toBeNull();
  });

  it('no longer changes once the order is closed', async () => {
    const { cast, calls } = await newDeal();
    const open = await calls.proposed(proposalOf({ feeMinor: 50_000 }), cast.hired);
    const now = context.clock.now();
    await context.db
      .update(campaignEntries)
      .set({ closedAt: now, closeOutcome: 'cancelled', decision: 'Closed', decidedAt: now })
      .where(and(eq(campaignEntries.campaignId, cast.order.campaignId), eq(campaignEntries.creatorId, cast.hired.id)));
    const accept = await calls.answer(open.deal.proposal!._id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json<{ message: string }>().message).toBe(DEAL_MESSAGES.orderClosed);
    // A proposal left open may still be withdrawn, so nothing waits on a closed order.
    expect((await calls.answer(open.deal.proposal!._id, 'withdraw', cast.hired)).statusCode).toBe(200);
    const proposal = await calls.propose(proposalOf({ feeMinor: 60_000 }));
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json<{ message: string }>().message).toBe(DEAL_MESSAGES.orderClosed);
    expect((await calls.deal()).current.version).toBe(1);
    expect(await calls.agreedFee()).toBe(40_000);
  });

  it('lets a brand without access decline, not propose or accept (decision 018)', async () => {
    const { cast, calls } = await newDeal();
    const fromCreator = await calls.proposed(proposalOf({ feeMinor: 50_000 }), cast.hired);
    await context.db.update(brandProfiles).set({ payment: false }).where(eq(brandProfiles.accountId, cast.brand.id));
    expect((await calls.answer(fromCreator.deal.proposal!._id, 'accept')).statusCode).toBe(403);
    expect((await calls.answer(fromCreator.deal.proposal!._id, 'decline')).statusCode).toBe(200);
    expect((await calls.propose(proposalOf({ feeMinor: 45_000 }))).statusCode).toBe(403);
    // The creator still may; the brand may then only decline.
    const again = await calls.proposed(proposalOf({ feeMinor: 45_000 }), cast.hired);
    expect((await calls.answer(again.deal.proposal!._id, 'accept')).statusCode).toBe(403);
    expect((await calls.get()).statusCode).toBe(200);
    expect(await calls.agreedFee()).toBe(40_000);
  });

  it('is never rewritten by editing the campaign afterwards', async () => {
    const { cast, calls } = await newDeal();
    const before = await calls.deal();
    const offer = {
      kinds: ['fee'],
      currency: 'GBP',
      feeMinor: 90_000,
      spots: 3,
      timeZone: 'Europe/London',
      contentStart: '2099-11-01',
      contentEnd: '2099-11-30',
      deliverables: [{ platform: 'Instagram', format: 'post', quantity: 2, dueDate: '2099-11-20', notes: '' }],
      usageRights: { kind: 'perpetual', months: null },
      exclusivity: { days: 30, category: 'Saddle care' },
    };
    const form = campaignForm(campaignFields({ offer: JSON.stringify(offer) }), [
      { name: 'a.png', data: await tinyPng() },
    ]);
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/campaign/${cast.campaign.id}`,
      headers: { authorization: cast.brand.authorization },
      payload: form,
    });
    expect(edited.statusCode).toBe(200);
    expect(await calls.deal()).toEqual(before);
    expect(await calls.agreedFee()).toBe(40_000);
  });
});
