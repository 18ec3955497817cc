import {
  ACCOUNT_QUOTAS,
  CAMPAIGN_MESSAGES,
  SHORTLIST_MESSAGES,
  type ShortlistInviteSummary,
} from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, campaignEntries, campaigns } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { scaledQuota } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** A test server, a brand on it and the calls the tests make. */
function harness(env: Record<string, string> = {}) {
  const state = { context: undefined as unknown as TestContext, counter: 0 };
  beforeAll(async () => {
    state.context = await createTestContext({ env });
  });
  afterAll(() => state.context.close());
  const call = (by: LoggedInAccount, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    state.context.app.inject({
      method,
      url,
      headers: { authorization: by.authorization },
      ...(payload ? { payload } : {}),
    });
  return {
    state,
    brand: async (payment = true) => loggedIn(state.context, await createBrand(state.context.db, { payment })),
    creator: async (firstName: string) => {
      state.counter += 1;
      const email = `${firstName.toLowerCase()}${state.counter}@list.example`;
      return loggedIn(state.context, await createCreator(state.context.db, { firstName, email }));
    },
    /** A list of the brand holding these creators, saved in this order. */
    listOf: async (by: LoggedInAccount, name: string, members: LoggedInAccount[]) => {
      const list = (await call(by, 'POST', '/api/shortlists', { name })).json<{ id: string }>();
      for (const member of members) await call(by, 'PUT', `/api/shortlists/${list.id}/members/${member.id}`);
      return list.id;
    },
    invite: (by: LoggedInAccount, listId: string, campaignId: string) =>
      call(by, 'POST', `/api/shortlists/${listId}/invite`, { campaignId }),
    entryOf: async (campaignId: string, creatorId: string) => {
      const [row] = await state.context.db
        .select({ status: campaignEntries.status })
        .from(campaignEntries)
        .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
      return row?.status ?? null;
    },
  };
}

describe('inviting a whole shortlist to a campaign', () => {
  const { state, brand, creator, listOf, invite, entryOf } = harness();

  it('invites each member through the one invitation and reports the skipped with their reasons', async () => {
    const { db } = state.context;
    const hartwell = await brand();
    const campaign = await createCampaignRow(db, hartwell.id, { title: 'Dressage Saddle Story' });
    const [fresh1, fresh2, applied, hired, declined, blocked] = await Promise.all(
      ['Lena', 'Jonas', 'Ava', 'Mateo', 'Noah', 'Blocked'].map((name) => creator(name)),
    );
    await db.insert(campaignEntries).values([
      { campaignId: campaign.id, creatorId: applied!.id, status: 'Applied' },
      { campaignId: campaign.id, creatorId: hired!.id, status: 'Hired', hiredAt: state.context.clock.now() },
      { campaignId: campaign.id, creatorId: declined!.id, status: 'Invitation Declined' },
    ]);
    const listId = await listOf(hartwell, 'Dressage DE', [fresh1!, fresh2!, applied!, hired!, declined!, blocked!]);
    await db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, blocked!.id));

    const response = await invite(hartwell, listId, campaign.id);
    expect(response.statusCode).toBe(200);
    const summary = response.json<ShortlistInviteSummary>();
    expect(summary.invited).toBe(2);
    expect(summary.skipped.map((skip) => [skip.creatorId, skip.reason]).sort()).toEqual(
      [
        [applied!.id, 'alreadyOnCampaign'],
        [hired!.id, 'alreadyOnCampaign'],
        [declined!.id, 'declinedBefore'],
      ].sort(),
    );
    expect(summary.skipped.find((skip) => skip.creatorId === declined!.id)).toMatchObject({
      name: 'Noah Sinclair',
      message: CAMPAIGN_MESSAGES.creatorDeclinedInvitation,
    });
    expect(summary.message).toBe(
      'Invited 2 creators; skipped 3 (2 already on the campaign, 1 declined or withdrew before).',
    );
    // The invited got their invitation (entry and e-mail); the others were left as they were.
    expect(await entryOf(campaign.id, fresh1!.id)).toBe('Not Applied');
    expect(await entryOf(campaign.id, fresh2!.id)).toBe('Not Applied');
    expect(await mailsTo(db, fresh1!.email)).toHaveLength(1);
    expect(await entryOf(campaign.id, hired!.id)).toBe('Hired');
    expect(await entryOf(campaign.id, blocked!.id)).toBeNull();
    expect(await mailsTo(db, blocked!.email)).toHaveLength(0);
    // The creators see the invitation in their feed.
    const feed = await state.context.app.inject({
      method: 'GET',
      url: '/api/influencers/invitations',
      headers: { authorization: fresh2!.authorization },
    });
    expect(feed.json().items.map((item: { campaignTitle: string }) => item.campaignTitle)).toEqual([
      'Dressage Saddle Story',
    ]);
  });

  it('refuses a closed campaign (409), another brand’s campaign (404) and a brand without access (403)', async () => {
    const { db } = state.context;
    const hartwell = await brand();
    const member = await creator('Ava');
    const listId = await listOf(hartwell, 'Eventing', [member]);
    const closed = await createCampaignRow(db, hartwell.id);
    await db.update(campaigns).set({ status: 'closed' }).where(eq(campaigns.id, closed.id));
    const refused = await invite(hartwell, listId, closed.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CAMPAIGN_MESSAGES.closedToInvitations]);
    const others = await createCampaignRow(db, (await brand()).id);
    expect((await invite(hartwell, listId, others.id)).statusCode).toBe(404);
    const unpaid = await brand(false);
    const unpaidList = await listOf(unpaid, 'Unpaid', [member]);
    const ownCampaign = await createCampaignRow(db, unpaid.id);
    expect((await invite(unpaid, unpaidList, ownCampaign.id)).statusCode).toBe(403);
    expect(await entryOf(ownCampaign.id, member.id)).toBeNull();
    const notAList = await invite(hartwell, closed.id, closed.id);
    expect([notAList.statusCode, notAList.json().message]).toEqual([404, SHORTLIST_MESSAGES.notFound]);
  });

  it('skips the rest once the campaign is full', async () => {
    const { db } = state.context;
    const hartwell = await brand();
    const campaign = await createCampaignRow(db, hartwell.id);
    await db.update(campaigns).set({ spots: 1, hiredCount: 1 }).where(eq(campaigns.id, campaign.id));
    const members = await Promise.all(['Ava', 'Mateo'].map((name) => creator(name)));
    const summary = (await invite(hartwell, await listOf(hartwell, 'Full', members), campaign.id)).json();
    expect(summary.invited).toBe(0);
    expect(summary.skipped.map((skip: { reason: string }) => skip.reason)).toEqual(['campaignFull', 'campaignFull']);
    for (const member of members) expect(await entryOf(campaign.id, member.id)).toBeNull();
  });
});

describe('a shortlist’s invitations within the quotas', () => {
  // 4 invitations a brand a day, 1 per creator a week (as campaign-quotas.test.ts lowers them).
  const QUOTA_SCALE = 0.02;
  const { state, brand, creator, listOf, invite, entryOf } = harness({ QUOTA_SCALE: String(QUOTA_SCALE) });

  it('invites what fits when the brand’s daily quota runs out mid-list and reports the rest, writing nothing for them', async () => {
    const { db } = state.context;
    const hartwell = await brand();
    const perBrand = scaledQuota(ACCOUNT_QUOTAS.invitationsPerBrand, QUOTA_SCALE);
    const members = await Promise.all(Array.from({ length: perBrand + 2 }, (_, index) => creator(`Rider${index}`)));
    const campaign = await createCampaignRow(db, hartwell.id);
    const summary = (
      await invite(hartwell, await listOf(hartwell, 'Many', members), campaign.id)
    ).json<ShortlistInviteSummary>();
    expect(summary.invited).toBe(perBrand);
    expect(summary.skipped).toHaveLength(2);
    expect(summary.skipped.every((skip) => skip.reason === 'limitReached')).toBe(true);
    expect(summary.skipped[0]!.message).toBe(ACCOUNT_QUOTAS.invitationsPerBrand.message);
    for (const skip of summary.skipped) {
      expect(await entryOf(campaign.id, skip.creatorId)).toBeNull();
      const email = members.find((member) => member.id === skip.creatorId)!.email;
      expect(await mailsTo(db, email)).toHaveLength(0);
    }
  });

  it('skips a creator this brand already invited too often this week, and invites the others', async () => {
    const { db } = state.context;
    const hartwell = await brand();
    const [often, fresh] = await Promise.all([creator('Often'), creator('Fresh')]);
    const first = await createCampaignRow(db, hartwell.id);
    expect((await invite(hartwell, await listOf(hartwell, 'One', [often]), first.id)).json().invited).toBe(1);
    const second = await createCampaignRow(db, hartwell.id);
    const summary = (await invite(hartwell, await listOf(hartwell, 'Two', [often, fresh]), second.id)).json();
    expect(summary.invited).toBe(1);
    expect(summary.skipped).toEqual([
      {
        creatorId: often.id,
        name: 'Often Sinclair',
        reason: 'limitReached',
        message: ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand.message,
      },
    ]);
    expect(await entryOf(second.id, fresh.id)).toBe('Not Applied');
  });
});
