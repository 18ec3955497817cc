import { ACCOUNT_QUOTAS, type QuotaRule } from '@equicreators/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns, files } from '../../db/schema/index.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  tinyPng,
} from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { expectRefusedBy, scaledQuota } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Lowers the quotas as the attack suite does: 4 invitations a brand, 1 per creator, 1 campaign.
const QUOTA_SCALE = 0.02;
const allowed = (rule: QuotaRule) => scaledQuota(rule, QUOTA_SCALE);

describe('quotas of invitations and campaign creation', () => {
  let context: TestContext;
  let creatorCounter = 0;
  beforeAll(async () => {
    context = await createTestContext({ env: { QUOTA_SCALE: String(QUOTA_SCALE) } });
  });
  afterAll(() => context.close());

  async function brand() {
    const account = await createBrand(context.db);
    return { id: account.id, authorization: (await createLogin(context, account)).authorization };
  }
  type Brand = Awaited<ReturnType<typeof brand>>;
  async function creator() {
    creatorCounter += 1;
    const account = await createCreator(context.db, { email: `invited${creatorCounter}@quota.example` });
    return { id: account.id, email: account.email, authorization: (await createLogin(context, account)).authorization };
  }
  const campaignOf = (owner: Brand) => createCampaignRow(context.db, owner.id);
  const invite = (by: Brand, campaignId: string, creatorId: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaignId}/influencer/${creatorId}`,
      headers: { authorization: by.authorization },
    });
  async function entriesOf(creatorId: string) {
    const [row] = await context.db
      .select({ total: count() })
      .from(campaignEntries)
      .where(eq(campaignEntries.creatorId, creatorId));
    return row?.total;
  }

  it('counts invitations of one creator by one brand across its campaigns; a refused one writes and sends nothing', async () => {
    const hartwell = await brand();
    const ava = await creator();
    const perCreator = allowed(ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand);
    for (let index = 0; index < perCreator; index += 1) {
      expect((await invite(hartwell, (await campaignOf(hartwell)).id, ava.id)).statusCode).toBe(200);
    }
    expectRefusedBy(
      await invite(hartwell, (await campaignOf(hartwell)).id, ava.id),
      ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand,
    );
    expect(await entriesOf(ava.id)).toBe(perCreator);
    expect(await mailsTo(context.db, ava.email)).toHaveLength(perCreator);
    // Another brand may still invite her.
    const northfield = await brand();
    expect((await invite(northfield, (await campaignOf(northfield)).id, ava.id)).statusCode).toBe(200);
  });

  it('counts invitations per brand; one that sends nothing (already in the campaign) costs nothing', async () => {
    const hartwell = await brand();
    const campaign = await campaignOf(hartwell);
    const applicant = await creator();
    const applied = await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/influencer/${applicant.id}`,
      headers: { authorization: applicant.authorization },
      payload: { firstName: 'Ava', email: applicant.email, cname: 'Hartwell' },
    });
    expect(applied.statusCode).toBe(200);
    expect((await invite(hartwell, campaign.id, applicant.id)).statusCode).toBe(409);

    const perBrand = allowed(ACCOUNT_QUOTAS.invitationsPerBrand);
    // The applicant's invitation to another campaign still counts as their first from this brand.
    expect((await invite(hartwell, (await campaignOf(hartwell)).id, applicant.id)).statusCode).toBe(200);
    for (let index = 1; index < perBrand; index += 1) {
      expect((await invite(hartwell, campaign.id, (await creator()).id)).statusCode).toBe(200);
    }
    const oneTooMany = await creator();
    expectRefusedBy(await invite(hartwell, campaign.id, oneTooMany.id), ACCOUNT_QUOTAS.invitationsPerBrand);
    expect(await entriesOf(oneTooMany.id)).toBe(0);
    expect(await mailsTo(context.db, oneTooMany.email)).toHaveLength(0);
  });

  it('counts campaign creations per brand; a refused one stores no campaign and no file', async () => {
    const hartwell = await brand();
    const png = await tinyPng();
    const create = (by: Brand) =>
      context.app.inject({
        method: 'POST',
        url: '/api/campaign',
        headers: { authorization: by.authorization },
        payload: campaignForm(campaignFields(), [{ name: 'cover.png', data: png }]),
      });
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.campaignCreationsPerBrand); index += 1) {
      expect((await create(hartwell)).statusCode).toBe(201);
    }
    const [campaignsBefore] = await context.db.select({ total: count() }).from(campaigns);
    const [filesBefore] = await context.db.select({ total: count() }).from(files);
    expectRefusedBy(await create(hartwell), ACCOUNT_QUOTAS.campaignCreationsPerBrand);
    expect((await context.db.select({ total: count() }).from(campaigns))[0]).toEqual(campaignsBefore);
    expect((await context.db.select({ total: count() }).from(files))[0]).toEqual(filesBefore);
    expect((await create(await brand())).statusCode).toBe(201);
  });

  it('counts edits per campaign, before the form is read; another campaign has its own count', async () => {
    const hartwell = await brand();
    const png = await tinyPng();
    const edit = (campaignId: string) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/campaign/${campaignId}`,
        headers: { authorization: hartwell.authorization },
        payload: campaignForm(campaignFields({ compensation: `$${campaignId.length}` }), [
          { name: 'c.png', data: png },
        ]),
      });
    const saddleCare = await campaignOf(hartwell);
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.campaignEditsPerCampaign); index += 1) {
      expect((await edit(saddleCare.id)).statusCode).toBe(200);
    }
    const [filesBefore] = await context.db.select({ total: count() }).from(files);
    expectRefusedBy(await edit(saddleCare.id), ACCOUNT_QUOTAS.campaignEditsPerCampaign);
    expect((await context.db.select({ total: count() }).from(files))[0]).toEqual(filesBefore);
    expect((await edit((await campaignOf(hartwell)).id)).statusCode).toBe(200);
  });
});
