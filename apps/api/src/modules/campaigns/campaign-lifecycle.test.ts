import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CAMPAIGN_MESSAGES } from '@equicreators/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns, files } from '../../db/schema/index.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCampaignRow,
  createCreator,
  tinyPng,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';

type Person = LoggedInAccount;
type CampaignJson = {
  _id: string;
  compensation: string;
  campaignTitle: string;
  images: string[];
  imageIds: string[];
  status: string;
  applicationDeadline: string | null;
  termsUpdatedAt: string | null;
  creatorsCount: number;
};

describe('the campaign lifecycle: edit, close, reopen, archive, delete', () => {
  let context: TestContext;
  let brand: Person;
  let otherBrand: Person;
  let ava: Person;
  let mateo: Person;
  let noah: Person;
  let png: Buffer;

  beforeAll(async () => {
    context = await createTestContext();
    const person = (account: AccountRow) => loggedIn(context, account);
    brand = await person(await createBrand(context.db));
    otherBrand = await person(await createBrand(context.db, { companyName: 'Northfield Feeds' }));
    ava = await person(await createCreator(context.db, { firstName: 'Ava' }));
    mateo = await person(await createCreator(context.db, { firstName: 'Mateo' }));
    noah = await person(await createCreator(context.db, { firstName: 'Noah' }));
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload: payload as FormData } : {}),
    });

  async function storedFileCount() {
    const stored = await readdir(join(context.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    const [rows] = await context.db.select({ total: count() }).from(files);
    return { bytes: stored.filter((entry) => /\.\w+$/.test(entry)).length, rows: rows?.total ?? 0 };
  }

  /** A campaign made through the API with two images (red, then green). */
  async function publish(fields: Record<string, string> = {}): Promise<CampaignJson> {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization: brand.authorization },
      payload: campaignForm(campaignFields(fields), [
        { name: 'red.png', data: await tinyPng({ r: 200, g: 10, b: 10 }) },
        { name: 'green.png', data: png },
      ]),
    });
    expect(response.statusCode).toBe(201);
    return response.json<CampaignJson>();
  }

  const edit = (
    id: string,
    fields: Record<string, string>,
    images: { name: string; data: Buffer }[] = [],
    by = brand,
  ) => inject('PUT', `/api/campaign/${id}`, by.authorization, campaignForm(campaignFields(fields), images));
  const apply = (id: string, creator: Person) =>
    inject('POST', `/api/campaign/${id}/influencer/${creator.id}`, creator.authorization, {});
  const invite = (id: string, creator: Person) =>
    inject('POST', `/api/campaign/${id}/influencer/${creator.id}`, brand.authorization);

  describe('edit (PUT /api/campaign/{id})', () => {
    it('changes every field, keeps, removes, reorders and adds images, and deletes removed bytes after commit', async () => {
      const campaign = await publish();
      const [red, green] = campaign.imageIds;
      const before = await storedFileCount();
      const blue = await tinyPng({ r: 10, g: 10, b: 200 });
      const response = await edit(campaign._id, { campaignTitle: 'Winter Rug Review', imageOrder: `new:0,${green}` }, [
        { name: 'blue.png', data: blue },
      ]);
      expect(response.statusCode).toBe(200);
      const edited = response.json<CampaignJson>();
      expect(edited.campaignTitle).toBe('Winter Rug Review');
      expect(edited.imageIds).toHaveLength(2);
      expect(edited.imageIds[1]).toBe(green);
      expect(edited.imageIds).not.toContain(red);
      // One image in (original and thumbnail), one out.
      expect(await storedFileCount()).toEqual(before);
      expect((await context.app.inject({ method: 'GET', url: `/api/files/${red}` })).statusCode).toBe(404);
      // Only a title changed: no 'Updated'.
      expect(edited.termsUpdatedAt).toBeNull();
    });

    it('keeps every image, in order, and appends new files when no imageOrder is sent', async () => {
      const campaign = await publish();
      const response = await edit(campaign._id, {}, [{ name: 'more.png', data: png }]);
      expect(response.statusCode).toBe(200);
      const edited = response.json<CampaignJson>();
      expect(edited.imageIds.slice(0, 2)).toEqual(campaign.imageIds);
      expect(edited.imageIds).toHaveLength(3);
    });

    it('refuses bad fields, foreign image ids and unplaced new files, writing and storing nothing', async () => {
      const campaign = await publish();
      const other = await publish();
      const before = await storedFileCount();
      const cases = [
        edit(campaign._id, { campaignTitle: '', compensation: '' }),
        edit(campaign._id, { imageOrder: other.imageIds[0] ?? '' }),
        edit(campaign._id, { imageOrder: campaign.imageIds.join(',') }, [{ name: 'x.png', data: png }]),
        edit(campaign._id, { imageOrder: 'new:0' }),
        edit(campaign._id, { applicationDeadline: new Date(context.clock.now().getTime() - 1000).toISOString() }),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      const [row] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign._id));
      expect(row?.title).toBe('Autumn Saddle Care Series');
      expect(await storedFileCount()).toEqual(before);
    });

    it('is the brand’s own campaign only: another brand and a creator get 404 and 403', async () => {
      const campaign = await publish();
      expect((await edit(campaign._id, {}, [], otherBrand)).statusCode).toBe(404);
      expect((await edit(campaign._id, {}, [], ava)).statusCode).toBe(403);
    });

    it('sets termsUpdatedAt and e-mails each creator in the campaign once when the terms change', async () => {
      const campaign = await publish();
      await apply(campaign._id, ava);
      await invite(campaign._id, mateo);
      await apply(campaign._id, noah);
      await inject('POST', `/api/campaign/${campaign._id}/withdraw`, noah.authorization);
      const sentBefore = await Promise.all([ava, mateo, noah].map((p) => mailsTo(context.db, p.email)));
      const response = await edit(campaign._id, { compensation: '$600 plus the care kit' });
      expect(response.statusCode).toBe(200);
      expect(response.json<CampaignJson>().termsUpdatedAt).toBe(context.clock.now().toISOString());
      const sentAfter = await Promise.all([ava, mateo, noah].map((p) => mailsTo(context.db, p.email)));
      expect(sentAfter.map((mails, i) => mails.length - (sentBefore[i]?.length ?? 0))).toEqual([1, 1, 0]);
      const mail = sentAfter[0]?.at(-1);
      expect(mail?.subject).toBe('"Autumn Saddle Care Series" was updated');
      expect(mail?.textBody).toContain('changed the compensation of');
      // The creators' feed carries it for their cards.
      const feed = await inject('GET', `/api/campaign/${campaign._id}`, ava.authorization);
      expect(feed.json()).toMatchObject({ termsUpdatedAt: expect.any(String), myStatus: 'Applied' });
    });

    it('loses no application made while an edit is under way', async () => {
      const campaign = await publish();
      const [edited, applied] = await Promise.all([
        edit(campaign._id, { deliverables: '2 Reels' }, [{ name: 'new.png', data: png }]),
        apply(campaign._id, ava),
      ]);
      expect(edited.statusCode).toBe(200);
      expect(applied.statusCode).toBe(200);
      const entries = await context.db
        .select()
        .from(campaignEntries)
        .where(eq(campaignEntries.campaignId, campaign._id));
      expect(entries).toMatchObject([{ creatorId: ava.id, status: 'Applied' }]);
      const [row] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign._id));
      expect(row?.deliverables).toBe('2 Reels');
    });
  });

  describe('close, reopen and the application deadline', () => {
    it('closes to applications and invitations with a clear 409, keeps entries, and reopens', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      expect((await apply(campaign.id, ava)).statusCode).toBe(200);
      const closed = await inject('POST', `/api/campaign/${campaign.id}/close`, brand.authorization);
      expect(closed.json()).toEqual({ success: true, status: 'closed', message: CAMPAIGN_MESSAGES.closedDone });
      const refused = await apply(campaign.id, mateo);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.closed);
      const invited = await invite(campaign.id, noah);
      expect(invited.statusCode).toBe(409);
      expect(invited.json().message).toBe(CAMPAIGN_MESSAGES.closedToInvitations);
      // Hiring an applicant of a closed campaign still works.
      const hired = await inject('POST', `/api/campaign/${campaign.id}/hire`, brand.authorization, {
        influencerId: ava.id,
      });
      expect(hired.statusCode).toBe(200);
      const read = await inject('GET', `/api/campaign/${campaign.id}`, brand.authorization);
      expect(read.json()).toMatchObject({ status: 'closed', hiredCount: 1 });
      // Closing again changes nothing; reopening lets applications in again.
      expect((await inject('POST', `/api/campaign/${campaign.id}/close`, brand.authorization)).statusCode).toBe(200);
      const reopened = await inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization);
      expect(reopened.json()).toEqual({ success: true, status: 'open', message: CAMPAIGN_MESSAGES.reopened });
      expect((await apply(campaign.id, mateo)).statusCode).toBe(200);
    });

    it('gives one order to a close racing applications: each application lands before the close or is refused', async () => {
      const campaign = await createCampaignRow(context.db, brand.id, { ownerEmail: 'race@hartwell.example' });
      const [closed, ...applied] = await Promise.all([
        inject('POST', `/api/campaign/${campaign.id}/close`, brand.authorization),
        apply(campaign.id, ava),
        apply(campaign.id, mateo),
        apply(campaign.id, noah),
      ]);
      expect(closed.statusCode).toBe(200);
      const entries = await context.db
        .select()
        .from(campaignEntries)
        .where(eq(campaignEntries.campaignId, campaign.id));
      const accepted = applied.filter((response) => response.statusCode === 200);
      expect(applied.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
      expect(entries).toHaveLength(accepted.length);
      expect(await mailsTo(context.db, campaign.ownerEmail)).toHaveLength(accepted.length);
    });

    it('counts a campaign past its application deadline as closed, with no task to flip it', async () => {
      const deadline = new Date(context.clock.now().getTime() + 60_000);
      const campaign = await createCampaignRow(context.db, brand.id, { applicationDeadline: deadline });
      const read = async () =>
        (await inject('GET', `/api/campaign/${campaign.id}`, ava.authorization)).json<Record<string, unknown>>();
      expect(await read()).toMatchObject({ status: 'open', applicationDeadline: deadline.toISOString() });
      context.clock.advance(60_000);
      expect(await read()).toMatchObject({ status: 'closed' });
      const refused = await apply(campaign.id, ava);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.closed);
      // Reopening removes the passed deadline.
      const reopened = await inject('POST', `/api/campaign/${campaign.id}/close`, brand.authorization).then(() =>
        inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization),
      );
      expect(reopened.json().status).toBe('open');
      expect(await read()).toMatchObject({ status: 'open', applicationDeadline: null });
    });

    it('reopens a campaign closed only by its passed deadline: the deadline goes and applications come in', async () => {
      const deadline = new Date(context.clock.now().getTime() + 60_000);
      const campaign = await createCampaignRow(context.db, brand.id, { applicationDeadline: deadline });
      context.clock.advance(60_000);
      const read = async () =>
        (await inject('GET', `/api/campaign/${campaign.id}`, brand.authorization)).json<Record<string, unknown>>();
      expect(await read()).toMatchObject({ status: 'closed' });
      // Straight to Reopen (the brand's screen offers it on a campaign that reads closed).
      const reopened = await inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization);
      expect(reopened.json()).toEqual({ success: true, status: 'open', message: CAMPAIGN_MESSAGES.reopened });
      expect(await read()).toMatchObject({ status: 'open', applicationDeadline: null });
      expect((await apply(campaign.id, ava)).statusCode).toBe(200);
      // A campaign already open (no deadline passed) stays as it is.
      const [before] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      context.clock.advance(1000);
      expect((await inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization)).json()).toEqual({
        success: true,
        status: 'open',
        message: CAMPAIGN_MESSAGES.reopened,
      });
      const [after] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(after?.updatedAt).toEqual(before?.updatedAt);
    });

    it('is for the campaign’s brand only', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      for (const action of ['close', 'reopen', 'archive', 'restore']) {
        expect(
          (await inject('POST', `/api/campaign/${campaign.id}/${action}`, otherBrand.authorization)).statusCode,
        ).toBe(404);
        expect((await inject('POST', `/api/campaign/${campaign.id}/${action}`, ava.authorization)).statusCode).toBe(
          403,
        );
      }
    });
  });

  describe('archive, restore and delete', () => {
    it('archives any campaign: everything kept, nothing reopens or edits it until it is restored', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      await apply(campaign.id, ava);
      const archived = await inject('POST', `/api/campaign/${campaign.id}/archive`, brand.authorization);
      expect(archived.json()).toEqual({ success: true, status: 'archived', message: CAMPAIGN_MESSAGES.archived });
      const reopen = await inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization);
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().message).toBe(CAMPAIGN_MESSAGES.archivedCannotChange);
      expect((await edit(campaign.id, {}, [{ name: 'x.png', data: png }])).statusCode).toBe(409);
      expect((await apply(campaign.id, mateo)).statusCode).toBe(409);
      const entries = await context.db
        .select()
        .from(campaignEntries)
        .where(eq(campaignEntries.campaignId, campaign.id));
      expect(entries).toHaveLength(1);
    });

    it('restores an archived campaign as closed: listed again, its creators kept, reopened only on request', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      await apply(campaign.id, ava);
      await inject('POST', `/api/campaign/${campaign.id}/archive`, brand.authorization);
      const restored = await inject('POST', `/api/campaign/${campaign.id}/restore`, brand.authorization);
      expect(restored.json()).toEqual({ success: true, status: 'closed', message: CAMPAIGN_MESSAGES.restored });
      // Closed, so still no applications; a second restore changes nothing.
      expect((await apply(campaign.id, mateo)).statusCode).toBe(409);
      expect((await inject('POST', `/api/campaign/${campaign.id}/restore`, brand.authorization)).json()).toEqual({
        success: true,
        status: 'closed',
        message: CAMPAIGN_MESSAGES.restored,
      });
      const shown = await inject('GET', `/api/campaign/${campaign.id}`, brand.authorization);
      expect(shown.json()).toMatchObject({ status: 'closed' });
      expect((await inject('POST', `/api/campaign/${campaign.id}/reopen`, brand.authorization)).json()).toMatchObject({
        status: 'open',
      });
      const entries = await context.db
        .select()
        .from(campaignEntries)
        .where(eq(campaignEntries.campaignId, campaign.id));
      expect(entries).toHaveLength(1);
    });

    it('refuses to restore a campaign that is not archived, and anyone else’s', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      const restore = await inject('POST', `/api/campaign/${campaign.id}/restore`, brand.authorization);
      expect(restore.statusCode).toBe(409);
      expect(restore.json().message).toBe(CAMPAIGN_MESSAGES.notArchived);
      const archived = await createCampaignRow(context.db, brand.id, { status: 'archived' });
      expect((await inject('POST', `/api/campaign/${archived.id}/restore`, otherBrand.authorization)).statusCode).toBe(
        404,
      );
      expect((await inject('POST', `/api/campaign/${archived.id}/restore`, ava.authorization)).statusCode).toBe(403);
    });

    it('deletes a campaign with no hire, with its entries, images and stored bytes', async () => {
      const before = await storedFileCount();
      const campaign = await publish();
      await apply(campaign._id, ava);
      await invite(campaign._id, mateo);
      const deleted = await inject('DELETE', `/api/campaign/${campaign._id}`, brand.authorization);
      expect(deleted.json()).toEqual({ success: true, message: CAMPAIGN_MESSAGES.deleted });
      expect(await context.db.select().from(campaigns).where(eq(campaigns.id, campaign._id))).toEqual([]);
      expect(
        await context.db.select().from(campaignEntries).where(eq(campaignEntries.campaignId, campaign._id)),
      ).toEqual([]);
      expect(await storedFileCount()).toEqual(before);
      expect((await inject('GET', `/api/campaign/${campaign._id}`, ava.authorization)).statusCode).toBe(404);
    });

    it('refuses to delete a campaign with a hire: archive it instead', async () => {
      const campaign = await createCampaignRow(context.db, brand.id);
      await apply(campaign.id, ava);
      const hired = await inject('POST', `/api/campaign/${campaign.id}/hire`, brand.authorization, {
        influencerId: ava.id,
      });
      expect(hired.statusCode, hired.body).toBe(200);
      const refused = await inject('DELETE', `/api/campaign/${campaign.id}`, brand.authorization);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.deleteHasHires);
      expect(await context.db.select().from(campaigns).where(eq(campaigns.id, campaign.id))).toHaveLength(1);
      expect((await inject('DELETE', `/api/campaign/${campaign.id}`, otherBrand.authorization)).statusCode).toBe(404);
    });
  });
});
