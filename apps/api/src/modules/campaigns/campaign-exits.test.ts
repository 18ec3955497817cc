import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { latestMailTo, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';

type Person = LoggedInAccount;

describe('declining applicants and withdrawing (the entry machine over HTTP)', () => {
  let context: TestContext;
  let brand: Person;
  let otherBrand: Person;
  let ava: Person;
  let mateo: Person;
  let counter = 0;

  beforeAll(async () => {
    context = await createTestContext();
    const person = (account: AccountRow) => loggedIn(context, account);
    brand = await person(await createBrand(context.db));
    otherBrand = await person(await createBrand(context.db, { companyName: 'Northfield Feeds' }));
    ava = await person(await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await person(await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
  });
  afterAll(() => context.close());

  async function newCampaign() {
    counter += 1;
    return createCampaignRow(context.db, brand.id, {
      title: 'Winter Blanket Review',
      ownerEmail: `exits${counter}@hartwell.example`,
    });
  }
  const post = (url: string, authorization: string, payload?: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const apply = (id: string, creator: Person = ava) =>
    post(`/api/campaign/${id}/influencer/${creator.id}`, creator.authorization, {});
  const invite = (id: string, creator: Person = ava) =>
    post(`/api/campaign/${id}/influencer/${creator.id}`, brand.authorization);
  const decline = (id: string, creator: Person = ava, by: Person = brand) =>
    post(`/api/campaign/${id}/applicants/${creator.id}/decline`, by.authorization);
  const withdraw = (id: string, creator: Person = ava) => post(`/api/campaign/${id}/withdraw`, creator.authorization);
  const hire = (id: string, creator: Person = ava) =>
    post(`/api/campaign/${id}/hire`, brand.authorization, { influencerId: creator.id });
  async function statusOf(campaignId: string, creatorId = ava.id) {
    const [row] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
    return row?.status ?? null;
  }

  describe('decline', () => {
    it('declines an applicant, e-mails them politely, and shows the creator their status', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      const response = await decline(campaign.id);
      expect(response.json()).toEqual({ success: true, status: 'Declined', message: CAMPAIGN_MESSAGES.declined });
      expect(await statusOf(campaign.id)).toBe('Declined');
      const mail = await latestMailTo(context.db, ava.email);
      expect(mail.subject).toBe('About your application to "Winter Blanket Review"');
      expect(mail.textBody).toContain('you were not selected this time');
      const read = await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaign.id}`,
        headers: { authorization: ava.authorization },
      });
      expect(read.json()).toMatchObject({ myStatus: 'Declined', creatorsCount: 0 });
    });

    it('is final for the creator: no new application, no withdrawal; declining again changes nothing', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      await decline(campaign.id);
      const again = await apply(campaign.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CAMPAIGN_MESSAGES.notSelected);
      expect((await withdraw(campaign.id)).statusCode).toBe(409);
      const mailsBefore = (await mailsTo(context.db, ava.email)).length;
      expect((await decline(campaign.id)).statusCode).toBe(200);
      expect(await mailsTo(context.db, ava.email)).toHaveLength(mailsBefore);
      expect(await statusOf(campaign.id)).toBe('Declined');
    });

    it('declines only applicants: not an invitation, a hire, or someone not in the campaign', async () => {
      const campaign = await newCampaign();
      await invite(campaign.id, ava);
      expect((await decline(campaign.id, ava)).statusCode).toBe(409);
      await apply(campaign.id, mateo);
      await hire(campaign.id, mateo);
      expect((await decline(campaign.id, mateo)).statusCode).toBe(409);
      const other = await newCampaign();
      expect((await decline(other.id, mateo)).statusCode).toBe(404);
      expect(await statusOf(campaign.id, ava.id)).toBe('Not Applied');
      expect(await statusOf(campaign.id, mateo.id)).toBe('Hired');
    });

    it('is the campaign’s brand’s: another brand 404, a creator 403', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      expect((await decline(campaign.id, ava, otherBrand)).statusCode).toBe(404);
      expect((await decline(campaign.id, ava, mateo)).statusCode).toBe(403);
      expect(await statusOf(campaign.id)).toBe('Applied');
    });
  });

  describe('withdraw', () => {
    it('withdraws an application; the brand cannot hire or invite back; the creator may apply again while open', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      const response = await withdraw(campaign.id);
      expect(response.json()).toEqual({ success: true, status: 'Withdrawn', message: CAMPAIGN_MESSAGES.withdrawn });
      const brandView = await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaign.id}`,
        headers: { authorization: brand.authorization },
      });
      expect(brandView.json().influencers).toMatchObject([{ status: 'Withdrawn', influencerId: { _id: ava.id } }]);
      const hired = await hire(campaign.id);
      expect(hired.statusCode).toBe(409);
      expect(hired.json().message).toBe(CAMPAIGN_MESSAGES.creatorWithdrew);
      const invited = await invite(campaign.id);
      expect(invited.statusCode).toBe(409);
      expect(invited.json().message).toBe(CAMPAIGN_MESSAGES.creatorWithdrew);
      expect((await withdraw(campaign.id)).statusCode).toBe(200);
      const reapplied = await apply(campaign.id);
      expect(reapplied.statusCode).toBe(200);
      expect(await statusOf(campaign.id)).toBe('Applied');
      // The brand was told of both applications.
      expect(await mailsTo(context.db, campaign.ownerEmail)).toHaveLength(2);
    });

    it('declines an invitation as Invitation Declined, which the brand sees; she may still apply while open', async () => {
      const campaign = await newCampaign();
      await invite(campaign.id);
      const response = await withdraw(campaign.id);
      expect(response.json()).toEqual({
        success: true,
        status: 'Invitation Declined',
        message: CAMPAIGN_MESSAGES.invitationDeclined,
      });
      expect((await withdraw(campaign.id)).json().status).toBe('Invitation Declined');
      const brandView = await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaign.id}`,
        headers: { authorization: brand.authorization },
      });
      expect(brandView.json().influencers).toMatchObject([{ status: 'Invitation Declined' }]);
      const invitedAgain = await invite(campaign.id);
      expect(invitedAgain.statusCode).toBe(409);
      expect(invitedAgain.json().message).toBe(CAMPAIGN_MESSAGES.creatorDeclinedInvitation);
      expect((await hire(campaign.id)).json().message).toBe(CAMPAIGN_MESSAGES.creatorDeclinedInvitation);
      expect((await apply(campaign.id)).statusCode).toBe(200);
      expect(await statusOf(campaign.id)).toBe('Applied');
      // Withdrawing that application is a withdrawal, not a second declined invitation.
      expect((await withdraw(campaign.id)).json().status).toBe('Withdrawn');
    });

    it('refuses a re-application to a declined invitation once the campaign is closed', async () => {
      const campaign = await newCampaign();
      await invite(campaign.id);
      await withdraw(campaign.id);
      await post(`/api/campaign/${campaign.id}/close`, brand.authorization);
      const refused = await apply(campaign.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.closed);
    });

    it('refuses a hired creator, and one with nothing to withdraw; brands cannot call it', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      await hire(campaign.id);
      expect((await withdraw(campaign.id)).statusCode).toBe(409);
      expect(await statusOf(campaign.id)).toBe('Hired');
      expect((await withdraw(campaign.id, mateo)).statusCode).toBe(404);
      expect((await post(`/api/campaign/${campaign.id}/withdraw`, brand.authorization)).statusCode).toBe(403);
    });
  });

  describe('races', () => {
    it('a decline racing a withdrawal: exactly one happens, and the e-mail only with a decline', async () => {
      for (let round = 0; round < 5; round += 1) {
        const campaign = await newCampaign();
        await apply(campaign.id, mateo);
        const before = (await mailsTo(context.db, mateo.email)).length;
        const [declined, withdrawn] = await Promise.all([decline(campaign.id, mateo), withdraw(campaign.id, mateo)]);
        const status = await statusOf(campaign.id, mateo.id);
        const mails = (await mailsTo(context.db, mateo.email)).length - before;
        if (status === 'Declined') {
          expect([declined.statusCode, withdrawn.statusCode, mails]).toEqual([200, 409, 1]);
        } else {
          expect(status).toBe('Withdrawn');
          expect([declined.statusCode, withdrawn.statusCode, mails]).toEqual([409, 200, 0]);
        }
      }
    });

    it('a hire racing a withdrawal: exactly one happens', async () => {
      for (let round = 0; round < 5; round += 1) {
        const campaign = await newCampaign();
        await apply(campaign.id, mateo);
        const [hired, withdrawn] = await Promise.all([hire(campaign.id, mateo), withdraw(campaign.id, mateo)]);
        const status = await statusOf(campaign.id, mateo.id);
        expect(status === 'Hired' ? [200, 409] : [409, 200]).toEqual([hired.statusCode, withdrawn.statusCode]);
        expect(['Hired', 'Withdrawn']).toContain(status);
      }
    });

    it('parallel withdrawals and re-applications leave one consistent entry', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      await Promise.all([withdraw(campaign.id), withdraw(campaign.id), apply(campaign.id), apply(campaign.id)]);
      const rows = await context.db.select().from(campaignEntries).where(eq(campaignEntries.campaignId, campaign.id));
      expect(rows).toHaveLength(1);
      expect(['Applied', 'Withdrawn']).toContain(rows[0]?.status);
    });
  });
});
