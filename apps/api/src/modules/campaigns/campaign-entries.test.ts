import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import {
  createAccount,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { latestMailTo, linkIn, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';

type Person = LoggedInAccount;

describe('applying, inviting and hiring', () => {
  let context: TestContext;
  let brand: Person;
  let otherBrand: Person;
  let ava: Person;
  let mateo: Person;
  let admin: string;
  let campaignCounter = 0;

  beforeAll(async () => {
    context = await createTestContext();
    const person = (account: AccountRow) => loggedIn(context, account);
    brand = await person(await createBrand(context.db));
    otherBrand = await person(await createBrand(context.db, { companyName: 'Northfield Feeds' }));
    ava = await person(await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await person(await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
  });
  afterAll(() => context.close());

  /** A campaign of `brand` with a contact address of its own, so its e-mails can be counted. */
  async function newCampaign(title = 'Autumn Saddle Care Series') {
    campaignCounter += 1;
    return createCampaignRow(context.db, brand.id, {
      title,
      ownerEmail: `campaign${campaignCounter}@hartwell.example`,
    });
  }

  const call = (method: 'GET' | 'POST', url: string, authorization: string | null, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const entryUrl = (campaignId: string, creatorId: string) => `/api/campaign/${campaignId}/influencer/${creatorId}`;
  const apply = (campaignId: string, creator: Person = ava) =>
    call('POST', entryUrl(campaignId, creator.id), creator.authorization, {
      firstName: creator.id === ava.id ? 'Ava' : 'Mateo',
      email: 'ignored@example.test',
      cname: 'ignored',
    });
  const invite = (campaignId: string, creatorId: string, by: Person = brand) =>
    call('POST', entryUrl(campaignId, creatorId), by.authorization);
  const hire = (campaignId: string, influencerId: string, by: string = brand.authorization) =>
    call('POST', `/api/campaign/${campaignId}/hire`, by, { influencerId, email: 'x@example.test' });
  const statusOf = (campaignId: string, creatorId: string, authorization: string) =>
    call('GET', `${entryUrl(campaignId, creatorId)}/status`, authorization);
  async function entriesOf(campaignId: string) {
    return context.db.select().from(campaignEntries).where(eq(campaignEntries.campaignId, campaignId));
  }

  describe('status', () => {
    it('tells a creator, and the campaign’s brand, whether the creator applied', async () => {
      const campaign = await newCampaign();
      expect((await statusOf(campaign.id, ava.id, ava.authorization)).json()).toEqual({
        hasApplied: false,
        status: null,
        offer: null,
      });
      await apply(campaign.id);
      expect((await statusOf(campaign.id, ava.id, ava.authorization)).json()).toEqual({
        hasApplied: true,
        status: 'Applied',
        offer: null,
      });
      expect((await statusOf(campaign.id, ava.id, brand.authorization)).json()).toEqual({
        hasApplied: true,
        status: 'Applied',
        offer: null,
      });
    });

    it('answers 404 for someone else’s status or another brand’s campaign, 401 anonymous, 403 for admins', async () => {
      const campaign = await newCampaign();
      expect((await statusOf(campaign.id, mateo.id, ava.authorization)).statusCode).toBe(404);
      expect((await statusOf(campaign.id, ava.id, otherBrand.authorization)).statusCode).toBe(404);
      expect((await call('GET', `${entryUrl(campaign.id, ava.id)}/status`, null)).statusCode).toBe(401);
      expect((await statusOf(campaign.id, ava.id, admin)).statusCode).toBe(403);
    });
  });

  describe('apply', () => {
    it('records the application, answers the spec message and e-mails the brand', async () => {
      const campaign = await newCampaign('Winter Blanket Review');
      const response = await apply(campaign.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, status: 'Applied', message: CAMPAIGN_MESSAGES.applied });
      expect(await entriesOf(campaign.id)).toMatchObject([{ creatorId: ava.id, status: 'Applied' }]);
      const mail = await latestMailTo(context.db, campaign.ownerEmail);
      expect(mail.subject).toBe('Ava Sinclair applied to "Winter Blanket Review"');
      expect(linkIn(mail, '/manage-campaign')).toBe('http://equicreators.test/manage-campaign');
    });

    it('refuses a second application with the spec message and sends nothing more', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      const again = await apply(campaign.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CAMPAIGN_MESSAGES.alreadyApplied);
      expect(await mailsTo(context.db, campaign.ownerEmail)).toHaveLength(1);
    });

    it('lets a creator apply only as themselves', async () => {
      const campaign = await newCampaign();
      const response = await call('POST', entryUrl(campaign.id, mateo.id), ava.authorization);
      expect(response.statusCode).toBe(404);
      expect(await entriesOf(campaign.id)).toEqual([]);
      expect(await mailsTo(context.db, campaign.ownerEmail)).toEqual([]);
    });

    it('answers 404 for an unknown campaign and 401 without a login', async () => {
      expect((await apply('0d9c7c59-95a0-4a0f-9d8a-d1a1c1d1e1f1')).statusCode).toBe(404);
      const campaign = await newCampaign();
      expect((await call('POST', entryUrl(campaign.id, ava.id), null)).statusCode).toBe(401);
      expect((await call('POST', entryUrl(campaign.id, ava.id), admin)).statusCode).toBe(403);
    });

    it('makes one entry and one e-mail out of 50 parallel applications', async () => {
      const campaign = await newCampaign();
      const responses = await Promise.all(Array.from({ length: 50 }, () => apply(campaign.id)));
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      expect(await entriesOf(campaign.id)).toHaveLength(1);
      expect(await mailsTo(context.db, campaign.ownerEmail)).toHaveLength(1);
    });
  });

  describe('invite', () => {
    it('adds the creator as Not Applied and e-mails them a link that opens the campaign highlighted', async () => {
      const campaign = await newCampaign('Spring Saddle Fitting');
      const response = await invite(campaign.id, ava.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, status: 'Not Applied', message: CAMPAIGN_MESSAGES.invited });
      expect(await entriesOf(campaign.id)).toMatchObject([{ creatorId: ava.id, status: 'Not Applied' }]);
      const mail = await latestMailTo(context.db, ava.email);
      expect(mail.subject).toBe('Hartwell Saddlery invites you to "Spring Saddle Fitting"');
      expect(linkIn(mail, '/contentCreator')).toBe(`http://equicreators.test/contentCreator?campaign=${campaign.id}`);
      expect(mail.htmlBody).toContain(`/contentCreator?campaign=${campaign.id}`);
    });

    it('refuses to invite a creator who already has an entry, with the spec message', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id, mateo);
      const mailsBefore = (await mailsTo(context.db, mateo.email)).length;
      const response = await invite(campaign.id, mateo.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(CAMPAIGN_MESSAGES.alreadyAssigned);
      await invite(campaign.id, ava.id);
      expect((await invite(campaign.id, ava.id)).json().message).toBe(CAMPAIGN_MESSAGES.alreadyAssigned);
      expect(await mailsTo(context.db, mateo.email)).toHaveLength(mailsBefore);
    });

    it('lets a brand invite only to its own campaigns, and only active creators', async () => {
      const campaign = await newCampaign();
      expect((await invite(campaign.id, ava.id, otherBrand)).statusCode).toBe(404);
      const blocked = await createCreator(context.db, { firstName: 'Felix' });
      await changeAccountStatus(context.db, blocked.id, 'blocked', context.clock.now());
      expect((await invite(campaign.id, blocked.id)).statusCode).toBe(404);
      expect((await invite(campaign.id, otherBrand.id)).statusCode).toBe(404);
      expect(await entriesOf(campaign.id)).toEqual([]);
      expect(await mailsTo(context.db, blocked.email)).toEqual([]);
    });

    it('turns an invitation into an application when the creator applies (once, under a race)', async () => {
      const campaign = await newCampaign();
      await invite(campaign.id, mateo.id);
      expect((await statusOf(campaign.id, mateo.id, mateo.authorization)).json()).toEqual({
        hasApplied: false,
        status: 'Not Applied',
        offer: null,
      });
      const responses = await Promise.all(Array.from({ length: 20 }, () => apply(campaign.id, mateo)));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(await entriesOf(campaign.id)).toMatchObject([{ creatorId: mateo.id, status: 'Applied' }]);
      expect(await mailsTo(context.db, campaign.ownerEmail)).toHaveLength(1);
    });
  });

  describe('hire', () => {
    it('hires an applicant, e-mails them, and a second hire changes nothing', async () => {
      const campaign = await newCampaign('Summer Show Diaries');
      await apply(campaign.id);
      const mailsBefore = (await mailsTo(context.db, ava.email)).length;
      const first = await hire(campaign.id, ava.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, status: 'hired' });
      const [entry] = await entriesOf(campaign.id);
      expect(entry).toMatchObject({ status: 'Hired' });
      const mail = await latestMailTo(context.db, ava.email);
      expect(mail.subject).toBe('You are hired for "Summer Show Diaries"');
      expect(linkIn(mail, '/orders/')).toBe(`http://equicreators.test/orders/${campaign.id}`);
      context.clock.advance(60_000);
      const second = await hire(campaign.id, ava.id);
      expect(second.json()).toMatchObject({ success: true, status: 'hired' });
      expect(await entriesOf(campaign.id)).toEqual([entry]);
      expect(await mailsTo(context.db, ava.email)).toHaveLength(mailsBefore + 1);
    });

    it('makes one hire and one e-mail out of parallel hires', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id, mateo);
      const mailsBefore = (await mailsTo(context.db, mateo.email)).length;
      const responses = await Promise.all(Array.from({ length: 20 }, () => hire(campaign.id, mateo.id)));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(await mailsTo(context.db, mateo.email)).toHaveLength(mailsBefore + 1);
    });

    it('refuses to hire an invited creator who has not applied, or one without an entry', async () => {
      const campaign = await newCampaign();
      await invite(campaign.id, ava.id);
      const invited = await hire(campaign.id, ava.id);
      expect(invited.statusCode).toBe(409);
      expect(invited.json().message).toBe('This creator has not applied yet. You can hire them once they apply.');
      expect(await entriesOf(campaign.id)).toMatchObject([{ status: 'Not Applied' }]);
      expect((await hire(campaign.id, mateo.id)).statusCode).toBe(404);
    });

    it('lets only the campaign’s brand hire', async () => {
      const campaign = await newCampaign();
      await apply(campaign.id);
      expect((await hire(campaign.id, ava.id, otherBrand.authorization)).statusCode).toBe(404);
      expect((await hire(campaign.id, ava.id, ava.authorization)).statusCode).toBe(403);
      expect((await hire(campaign.id, ava.id, '')).statusCode).toBe(401);
      expect(await entriesOf(campaign.id)).toMatchObject([{ status: 'Applied' }]);
    });
  });

  describe('orders (GET /api/campaign/{userId}/campaigns)', () => {
    let creator: Person;
    beforeAll(async () => {
      const account = await createCreator(context.db, { firstName: 'Orla' });
      creator = {
        id: account.id,
        email: account.email,
        authorization: (await createLogin(context, account)).authorization,
      };
    });

    it('lists the campaigns the creator is hired on, newest hire first, with unread brand messages', async () => {
      const older = await newCampaign('Older order');
      const newer = await newCampaign('Newer order');
      const appliedOnly = await newCampaign('Applied only');
      for (const campaign of [older, newer, appliedOnly]) await apply(campaign.id, creator);
      await hire(older.id, creator.id);
      context.clock.advance(60_000);
      await hire(newer.id, creator.id);
      const thread = { campaignId: older.id, creatorId: creator.id };
      await context.db.insert(messages).values([
        { ...thread, seq: 1, senderAccountId: brand.id, senderType: 'brand', content: 'Unread one' },
        { ...thread, seq: 2, senderAccountId: brand.id, senderType: 'brand', content: 'Unread two' },
        {
          ...thread,
          seq: 3,
          senderAccountId: brand.id,
          senderType: 'brand',
          content: 'Read',
          readAt: context.clock.now(),
        },
        { ...thread, seq: 4, senderAccountId: creator.id, senderType: 'contentCreator', content: 'Mine' },
      ]);

      const response = await call('GET', `/api/campaign/${creator.id}/campaigns`, creator.authorization);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(page.items).toEqual([
        expect.objectContaining({
          _id: newer.id,
          campaignTitle: 'Newer order',
          unreadCount: 0,
          notificationSent: false,
        }),
        expect.objectContaining({
          _id: older.id,
          campaignTitle: 'Older order',
          COEmail: older.ownerEmail,
          companyName: 'Hartwell Saddlery',
          compensation: older.compensation,
          deadlines: older.deadlines,
          unreadCount: 2,
          notificationSent: true,
        }),
      ]);
      expect(new Date(page.items[0].hiredAt).getTime()).toBeGreaterThan(new Date(page.items[1].hiredAt).getTime());
      const second = await call(
        'GET',
        `/api/campaign/${creator.id}/campaigns?pageSize=1&page=2`,
        creator.authorization,
      );
      expect(second.json().items.map((item: { _id: string }) => item._id)).toEqual([older.id]);
    });

    it("answers 404 for anyone else's orders (a brand's own id answers its campaigns: campaign-list-filters.test.ts)", async () => {
      const url = `/api/campaign/${creator.id}/campaigns`;
      expect((await call('GET', url, ava.authorization)).statusCode).toBe(404);
      expect((await call('GET', url, brand.authorization)).statusCode).toBe(404);
      expect((await call('GET', `/api/campaign/${brand.id}/campaigns`, ava.authorization)).statusCode).toBe(404);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    });
  });

  it('keeps the entries of one creator apart from another’s', async () => {
    const campaign = await newCampaign();
    await apply(campaign.id, ava);
    await apply(campaign.id, mateo);
    const [avaEntry] = await context.db
      .select()
      .from(campaignEntries)
      .where(and(eq(campaignEntries.campaignId, campaign.id), eq(campaignEntries.creatorId, ava.id)));
    expect(avaEntry?.status).toBe('Applied');
    expect(await entriesOf(campaign.id)).toHaveLength(2);
  });
});
