import { ACCOUNT_QUOTAS, mebibytesOf, type QuotaRule } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFields, campaignForm, tinyPng } from '../factories.ts';
import { START_TIMEOUT_MS, startAttackServer, type AttackServer } from './attack-server.ts';
import {
  allowed,
  CREATOR_PASSWORD,
  paddedPng,
  QUOTA_SCALE,
  seedQuotaCast,
  type QuotaCast,
  type QuotaCreator,
} from './quota-cast.ts';

/**
 * Issue 18, "the proof" (c): every per-account quota reached through the real API and answered
 * 429 with Retry-After and the rule's own message, while the honest path (another account, or
 * the same account elsewhere) still works. QUOTA_SCALE lowers every quota at once for this
 * server (refused in production, so it runs with NODE_ENV=test), so each is reached in a few
 * requests (docs/decisions/013 and 015).
 */
let server: AttackServer;
let cast: QuotaCast;

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

/** Saves the creator's profile; with `newEmail`, asks to change the login e-mail (current password given). */
function editProfile(creator: QuotaCreator, newEmail?: string) {
  const form = new FormData();
  const fields = {
    firstName: 'Quinn',
    lastName: 'Rider',
    email: newEmail ?? creator.email,
    ...(newEmail ? { currentPassword: CREATOR_PASSWORD } : {}),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call('/api/influencers/profile/edit', { method: 'PUT', body: form, authorization: creator.authorization });
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
      seed: seedQuotaCast,
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
    // Pictures of exactly 7 MiB (under the 10 MB image cap), cheap to check: the quota counts what
    // arrives, a message's files together, in whole MiB.
    const picture = await paddedPng(7 * 1024 * 1024);
    const perPicture = mebibytesOf(picture.length);
    const quota = allowed(ACCOUNT_QUOTAS.attachmentMebibytesPerAccount);
    const thread = cast.attachmentQuota;
    let charged = 0;
    while (charged + perPicture <= quota) {
      const count = Math.min(9, Math.floor((quota - charged) / perPicture));
      const answer = await send(
        thread.brand,
        thread,
        Array.from({ length: count }, () => picture),
      );
      expect(answer.status, server.output()).toBe(201);
      charged += count * perPicture;
    }
    expectRefusedBy(await send(thread.brand, thread, [picture]), ACCOUNT_QUOTAS.attachmentMebibytesPerAccount);
    // The same account still sends words, and another account pictures.
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

  it('caps a burst of deliverable edits of one order; the same brand still writes', async () => {
    const order = cast.deliverablesQuota;
    const path = `/api/orders/${order.campaignId}/${order.creatorId}/deliverables`;
    const edit = (index: number) =>
      call(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deliverables: [{ title: `Reel, take ${String(index)}` }] }),
        authorization: order.brand,
      });
    // 40 edits at once (issue 28: they all passed, each telling both parties and flushing caches).
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => edit(index)));
    const passed = answers.filter((answer) => answer.status === 200);
    expect(passed.length, server.output()).toBe(allowed(ACCOUNT_QUOTAS.deliverableEditsPerOrder));
    for (const answer of answers.filter((item) => item.status !== 200)) {
      expectRefusedBy(answer, ACCOUNT_QUOTAS.deliverableEditsPerOrder);
    }
    expect((await send(order.brand, order)).status).toBe(201);
  });

  it('caps a burst of rating edits of one order; the other side still rates', async () => {
    const order = cast.ratingQuota;
    const path = `/api/orders/${order.campaignId}/${order.creatorId}/rating`;
    const rate = (authorization: string, stars: number) =>
      call(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stars }),
        authorization,
      });
    // 60 saves one after the other, each a change (the stars go round), so none is a no-op.
    const answers: Answer[] = [];
    for (let index = 0; index < 60; index += 1) answers.push(await rate(order.brand, 1 + (index % 5)));
    const passed = answers.filter((answer) => answer.status < 300);
    expect(passed.length, server.output()).toBe(allowed(ACCOUNT_QUOTAS.ratingEditsPerOrder));
    for (const answer of answers.slice(passed.length)) expectRefusedBy(answer, ACCOUNT_QUOTAS.ratingEditsPerOrder);
    expect((await rate(order.creator, 5)).status).toBe(201);
  });

  it('caps profile edits per account; another creator still saves', async () => {
    const [editor, other] = cast.creators as [QuotaCreator, QuotaCreator];
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.profileEditsPerAccount); index += 1) {
      expect((await editProfile(editor)).status, server.output()).toBe(200);
    }
    expectRefusedBy(await editProfile(editor), ACCOUNT_QUOTAS.profileEditsPerAccount);
    expect((await editProfile(other)).status).toBe(200);
  });

  it('caps e-mail changes per account; another creator still changes theirs', async () => {
    const [, , changer, other] = cast.creators as [QuotaCreator, QuotaCreator, QuotaCreator, QuotaCreator];
    for (let index = 0; index < allowed(ACCOUNT_QUOTAS.emailChangesPerAccount); index += 1) {
      const answer = await editProfile(changer, `changer.new${String(index)}@example.test`);
      expect(answer.status, server.output()).toBe(200);
    }
    expectRefusedBy(await editProfile(changer, 'changer.again@example.test'), ACCOUNT_QUOTAS.emailChangesPerAccount);
    expect((await editProfile(other, 'other.new@example.test')).status).toBe(200);
  });

  it('caps the confirmation links one address receives, whoever asks', async () => {
    const askers = cast.creators.slice(4);
    const target = 'target.mailbox@example.test';
    const perAddress = allowed(ACCOUNT_QUOTAS.emailChangesPerAddress);
    expect(askers.length).toBeGreaterThan(perAddress);
    for (const asker of askers.slice(0, perAddress)) {
      expect((await editProfile(asker, target)).status, server.output()).toBe(200);
    }
    const next = askers[perAddress] as QuotaCreator;
    expectRefusedBy(await editProfile(next, target), ACCOUNT_QUOTAS.emailChangesPerAddress);
    // The refused request cost its account nothing: it may still change to another address.
    expect((await editProfile(next, 'next.own@example.test')).status).toBe(200);
  });
});
