import { ACCOUNT_QUOTAS, type QuotaRule } from '@equicreators/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, campaignFields, campaignForm, tinyPng } from '../factories.ts';
import { createThreads, type AttackThread } from './attack-cast.ts';
import { START_TIMEOUT_MS, startAttackServer, type AttackServer, type SeedTools } from './attack-server.ts';

/**
 * Issue 18, "the proof" (c): every per-account quota reached through the real API and answered
 * 429 with Retry-After and the rule's own message, while the honest path (another account, or
 * the same account elsewhere) still works. QUOTA_SCALE lowers every quota at once for this
 * server, so each is reached in a few requests (see docs/decisions/013 and 015).
 */
const QUOTA_SCALE = 0.01;
/** What a quota allows on this server (limit-store: at least one remains). */
const allowed = (rule: QuotaRule) => Math.max(1, Math.floor(rule.points * QUOTA_SCALE));

let server: AttackServer;
let cast: Awaited<ReturnType<typeof seed>>;

async function seed(tools: SeedTools) {
  const { db, login } = tools;
  const [threadQuota, attachmentQuota, honest] = await createThreads(tools, 3);
  // One brand with a thread on each of its campaigns, to cross the per-account count of messages.
  const busyBrand = await createBrand(db, { companyName: 'Busy Bridles' });
  const busyCreator = await createCreator(db, { firstName: 'Busy' });
  const threadCount =
    Math.ceil(allowed(ACCOUNT_QUOTAS.messagesPerAccount) / allowed(ACCOUNT_QUOTAS.messagesPerThread)) + 1;
  const busyCampaigns = [];
  for (let index = 0; index < threadCount; index += 1) {
    busyCampaigns.push(await createCampaignRow(db, busyBrand.id, { title: `Busy campaign ${String(index)}` }));
  }
  await db.insert(campaignEntries).values(
    busyCampaigns.map((campaign) => ({
      campaignId: campaign.id,
      creatorId: busyCreator.id,
      status: 'Hired' as const,
      hiredAt: new Date(),
    })),
  );
  // Inviting: a brand with two campaigns, and creators to invite.
  const inviter = await createBrand(db, { companyName: 'Inviting Stables' });
  const inviterCampaigns = [
    await createCampaignRow(db, inviter.id, { title: 'Spring show' }),
    await createCampaignRow(db, inviter.id, { title: 'Summer show' }),
  ];
  const invitees = [];
  for (let index = 0; index <= allowed(ACCOUNT_QUOTAS.invitationsPerBrand); index += 1) {
    invitees.push(await createCreator(db, { firstName: `Invitee${String(index)}` }));
  }
  const otherInviter = await createBrand(db, { companyName: 'Other Inviter' });
  const otherCampaign = await createCampaignRow(db, otherInviter.id, { title: 'Autumn show' });
  const editors = [await createCreator(db, { firstName: 'Edith' }), await createCreator(db, { firstName: 'Edgar' })];
  const creatorsOfBrands = [await createBrand(db), await createBrand(db)];
  return {
    threadQuota: threadQuota as AttackThread,
    attachmentQuota: attachmentQuota as AttackThread,
    honest: honest as AttackThread,
    busy: {
      brand: await login(busyBrand),
      threads: busyCampaigns.map((campaign) => ({ campaignId: campaign.id, creatorId: busyCreator.id })),
    },
    inviter: { brand: await login(inviter), campaigns: inviterCampaigns.map((campaign) => campaign.id) },
    invitees: invitees.map((creator) => creator.id),
    otherInviter: { brand: await login(otherInviter), campaign: otherCampaign.id },
    editors: await Promise.all(editors.map((creator) => login(creator))),
    campaignMakers: await Promise.all(creatorsOfBrands.map((brand) => login(brand))),
  };
}

type Answer = { status: number; retryAfter: string | null; body: { message?: string; code?: string } };

async function call(path: string, init: RequestInit & { authorization: string }): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), authorization: init.authorization },
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Answer['body']) : {},
  };
}

function send(authorization: string, thread: { campaignId: string; creatorId: string }, files: Buffer[] = []) {
  const form = new FormData();
  form.append('from', thread.campaignId);
  form.append('to', thread.creatorId);
  form.append('content', 'How is the new saddle?');
  for (const [index, data] of files.entries()) {
    form.append('attachments', new Blob([data], { type: 'image/png' }), `photo-${String(index)}.png`);
  }
  return call('/api/messages/send', { method: 'POST', body: form, authorization });
}

/** A refusal by `rule`: 429, its message, and a Retry-After in whole seconds. */
function expectRefusedBy(answer: Answer, rule: QuotaRule) {
  expect(answer.status, server.output()).toBe(429);
  expect(answer.body).toMatchObject({ code: 'RATE_LIMITED', message: rule.message });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe('per-account quotas on a real server process', () => {
  beforeAll(async () => {
    ({ server, seeded: cast } = await startAttackServer({
      env: { NODE_ENV: 'test', QUOTA_SCALE: String(QUOTA_SCALE) },
      seed,
    }));
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.dispose();
  });

  it('caps the messages of one conversation; the same brand still writes elsewhere', async () => {
    const thread = cast.threadQuota;
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.messagesPerThread); index += 1) {
      expect((await send(thread.brand, thread)).status, server.output()).toBe(201);
    }
    expectRefusedBy(await send(thread.brand, thread), ACCOUNT_QUOTAS.messagesPerThread);
    expect((await send(cast.honest.brand, cast.honest)).status).toBe(201);
  });

  it('caps the messages of one account across its conversations; another account still writes', async () => {
    const perThread = allowed(ACCOUNT_QUOTAS.messagesPerThread);
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.messagesPerAccount); index += 1) {
      const thread = cast.busy.threads[Math.floor(index / perThread)];
      if (!thread) throw new Error('Not enough threads for the account quota');
      expect((await send(cast.busy.brand, thread)).status, server.output()).toBe(201);
    }
    const lastThread = cast.busy.threads.at(-1);
    if (!lastThread) throw new Error('No thread');
    expectRefusedBy(await send(cast.busy.brand, lastThread), ACCOUNT_QUOTAS.messagesPerAccount);
    expect((await send(cast.honest.brand, cast.honest)).status).toBe(201);
  });

  it('caps the attachment bytes an account sends in a day', async () => {
    // Uncompressed PNGs of about 7.8 MiB (under the 10 MB image cap): the quota counts what arrives.
    const big = await sharp({ create: { width: 1600, height: 1700, channels: 3, background: '#6a8f5c' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const quotaBytes = allowed(ACCOUNT_QUOTAS.attachmentMebibytesPerAccount) * 1024 * 1024;
    const perMessage = Math.max(1, Math.floor(quotaBytes / big.length) - 1);
    const thread = cast.attachmentQuota;
    expect(
      (
        await send(
          thread.brand,
          thread,
          Array.from({ length: perMessage }, () => big),
        )
      ).status,
    ).toBe(201);
    expectRefusedBy(
      await send(
        thread.brand,
        thread,
        Array.from({ length: 2 }, () => big),
      ),
      ACCOUNT_QUOTAS.attachmentMebibytesPerAccount,
    );
    // Under the quota, the same account still sends text and another account sends pictures.
    expect((await send(thread.brand, thread)).status).toBe(201);
    expect((await send(cast.honest.brand, cast.honest, [await tinyPng()])).status).toBe(201);
  });

  it('caps invitations per brand, and per creator of one brand', async () => {
    const [first, second] = cast.inviter.campaigns;
    const invite = (authorization: string, campaignId: string | undefined, creatorId: string | undefined) =>
      call(`/api/campaign/${campaignId ?? ''}/influencer/${creatorId ?? ''}`, { method: 'POST', authorization });
    expect((await invite(cast.inviter.brand, first, cast.invitees[0])).status, server.output()).toBe(200);
    // The same creator again, on the brand's other campaign.
    for (let index = 1; index < allowed(ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand); index += 1) {
      expect((await invite(cast.inviter.brand, second, cast.invitees[0])).status).toBe(200);
    }
    expectRefusedBy(
      await invite(cast.inviter.brand, second, cast.invitees[0]),
      ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand,
    );
    // Other creators up to the brand's daily count, then one more.
    const perBrand = allowed(ACCOUNT_QUOTAS.invitationsPerBrand);
    const sent = allowed(ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand);
    for (let index = sent; index < perBrand; index += 1) {
      expect((await invite(cast.inviter.brand, first, cast.invitees[index - sent + 1])).status).toBe(200);
    }
    const next = cast.invitees[perBrand - sent + 1];
    expectRefusedBy(await invite(cast.inviter.brand, first, next), ACCOUNT_QUOTAS.invitationsPerBrand);
    // Another brand may still invite that creator.
    expect((await invite(cast.otherInviter.brand, cast.otherInviter.campaign, next)).status).toBe(200);
  });

  it('caps campaign creations per brand; another brand still creates', async () => {
    const [maker, other] = cast.campaignMakers as [string, string];
    const create = async (authorization: string) =>
      call('/api/campaign', {
        method: 'POST',
        body: campaignForm(campaignFields(), [{ name: 'cover.png', data: await tinyPng() }]),
        authorization,
      });
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.campaignCreationsPerBrand); index += 1) {
      expect((await create(maker)).status, server.output()).toBe(201);
    }
    expectRefusedBy(await create(maker), ACCOUNT_QUOTAS.campaignCreationsPerBrand);
    expect((await create(other)).status).toBe(201);
  });

  it('caps profile edits per account; another creator still saves', async () => {
    const [editor, other] = cast.editors as [string, string];
    const save = async (authorization: string) => {
      const profile = await call('/api/influencers/profile', { method: 'GET', authorization });
      const { email } = profile.body as { email?: string };
      const form = new FormData();
      for (const [name, value] of Object.entries({ firstName: 'Edie', lastName: 'Rider', email: email ?? '' })) {
        form.append(name, value);
      }
      return call('/api/influencers/profile/edit', { method: 'PUT', body: form, authorization });
    };
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.profileEditsPerAccount); index += 1) {
      expect((await save(editor)).status, server.output()).toBe(200);
    }
    expectRefusedBy(await save(editor), ACCOUNT_QUOTAS.profileEditsPerAccount);
    expect((await save(other)).status).toBe(200);
  });
});
