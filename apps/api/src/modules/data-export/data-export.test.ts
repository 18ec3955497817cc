import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES, type DataExportState } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, creatorProfiles, dataExports, files } from '../../db/schema/index.ts';
import { createCreator, loggedIn, tinyPng, type LoggedInAccount } from '../../test/factories.ts';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { latestMailTo, linkIn, mailsTo } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { readZipEntries, zipJson } from '../../test/zip-entries.ts';
import { DATA_EXPORT_WORKER_RULES, exportStorageKey, processDataExports } from './data-export-worker.ts';
import { EXPORT_LAYOUT } from './export-layout.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Download my data', () => {
  let context: TestContext;
  let cast: ThreadCast;

  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    await givePicture(cast.hired.id);
    const calls = messageCalls(context, cast);
    expect(
      (
        await calls.creatorSends({ content: 'Here is my draft' }, [
          { name: 'my: draft*?.png', data: await tinyPng(), type: 'image/png' },
        ])
      ).statusCode,
    ).toBe(201);
    const brandPicture = await tinyPng({ r: 200, g: 20, b: 20 });
    expect(
      (await calls.brandSends({ content: 'Lovely' }, [{ name: 'brief.png', data: brandPicture }])).statusCode,
    ).toBe(201);
  });
  afterAll(() => context.close());

  /** Her profile picture, stored as the upload pipeline would (the file row and its bytes). */
  async function givePicture(accountId: string): Promise<void> {
    const storageKey = `images/${randomUUID()}.webp`;
    await context.storage.put(storageKey, Buffer.from('RIFF0000WEBPVP8 picture'));
    const [file] = await context.db
      .insert(files)
      .values({
        ownerAccountId: accountId,
        purpose: 'avatar',
        kind: 'image',
        visibility: 'public',
        contentType: 'image/webp',
        byteSize: 23,
        storageKey,
        originalName: 'Me on Bramble.jpg',
      })
      .returning();
    await context.db
      .update(creatorProfiles)
      .set({ avatarFileId: file?.id })
      .where(eq(creatorProfiles.accountId, accountId));
  }

  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    context.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const ask = (who: { authorization: string }) => call('POST', '/api/account/data-export', who.authorization);
  const state = async (who: { authorization: string }) =>
    (await call('GET', '/api/account/data-export', who.authorization)).json<DataExportState>();
  const download = (who: { authorization: string }, token: string) =>
    call('POST', '/api/account/data-export/download', who.authorization, { token });
  const emailOf = async (id: string) => {
    const [row] = await context.db.select().from(accounts).where(eq(accounts.id, id));
    if (!row) throw new Error('No account');
    return row;
  };
  const tokenFrom = async (email: string) => {
    const link = new URL(linkIn(await latestMailTo(context.db, email), '/account/export'));
    return link.searchParams.get('token') ?? '';
  };
  const rowsOf = (accountId: string) =>
    context.db.select().from(dataExports).where(eq(dataExports.accountId, accountId));

  it('takes one request a day: a second is refused with when the next may be asked, and writes nothing', async () => {
    const first = await ask(cast.hired);
    expect(first.statusCode).toBe(202);
    expect(first.json<DataExportState>().latest).toMatchObject({ status: 'pending', readyAt: null });
    const second = await ask(cast.hired);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/You can ask for the next one from .* UTC\./);
    expect(second.headers['retry-after']).toBeDefined();
    expect(await rowsOf(cast.hired.id)).toHaveLength(1);
    const read = await state(cast.hired);
    expect(read.latest?.status).toBe('pending');
    expect(new Date(read.nextRequestAt ?? 0).getTime()).toBe(context.clock.now().getTime() + DAY_MS);
  });

  it('builds a zip of the layout with her records and own files, nothing secret and no other e-mail, downloaded once', async () => {
    const ava = await emailOf(cast.hired.id);
    const brand = await emailOf(cast.brand.id);
    expect(await processDataExports(context)).toMatchObject({ built: 1 });
    const mail = await latestMailTo(context.db, ava.email);
    expect(mail.category).toBe('essential');
    const token = await tokenFrom(ava.email);
    expect((await state(cast.hired)).latest).toMatchObject({ status: 'ready' });

    const response = await download(cast.hired, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="equicreators-data-.*\.zip"$/);
    const entries = readZipEntries(response.rawPayload);
    const names = [...entries.keys()];
    for (const [path] of EXPORT_LAYOUT) {
      if (path !== 'files/') expect(names).toContain(path);
    }
    const ownFile = names.find((name) => name.startsWith('files/message-attachments/'));
    expect(ownFile).toMatch(/^files\/message-attachments\/[0-9a-f]{8}-my_ draft_\.webp$/);
    expect(names.filter((name) => name.startsWith('files/message-attachments/'))).toHaveLength(1);
    const picture = names.find((name) => name.startsWith('files/profile-picture/'));
    expect(picture).toMatch(/^files\/profile-picture\/[0-9a-f]{8}-Me on Bramble\.webp$/);
    expect(entries.get(picture ?? '')?.toString()).toBe('RIFF0000WEBPVP8 picture');
    const profile = zipJson<{
      type: string;
      profile: Record<string, unknown>;
      niches: string[];
      socialLinks: unknown[];
    }>(entries, 'profile.json');
    expect(profile).toMatchObject({ type: 'contentCreator', profile: { firstName: 'Ava' } });
    expect(profile).toHaveProperty('platformStats');
    expect(profile).toHaveProperty('ratePackages');
    expect(profile).toHaveProperty('mediaKit');
    const listed = zipJson<{ name: string; included: boolean }[]>(entries, 'files.json');
    expect(listed.map((file) => [file.name, file.included]).sort()).toEqual(
      [
        [picture, true],
        [ownFile, true],
      ].sort(),
    );
    expect(
      entries
        .get(ownFile ?? '')
        ?.subarray(8, 12)
        .toString(),
    ).toBe('WEBP');

    const account = zipJson<{ account: Record<string, unknown> }>(entries, 'account.json');
    expect(account.account).toMatchObject({ id: ava.id, email: ava.email, type: 'contentCreator' });
    expect(account.account).not.toHaveProperty('passwordHash');
    const threads = zipJson<{
      threads: {
        otherParty: string;
        messages: { content: string; from: string; attachments: { name: string; file: string | null }[] }[];
      }[];
    }>(entries, 'messages.json').threads;
    expect(threads).toHaveLength(1);
    expect(threads[0]?.otherParty).toBe('Hartwell Saddlery');
    expect(threads[0]?.messages.map((message) => [message.from, message.content])).toEqual([
      ['you', 'Here is my draft'],
      ['other party', 'Lovely'],
    ]);
    expect(threads[0]?.messages[1]?.attachments).toEqual([expect.objectContaining({ name: 'brief.png', file: null })]);
    expect(threads[0]?.messages[0]?.attachments[0]?.file).toBe(ownFile);
    const campaigns = zipJson<{ entries: { campaignTitle: string; status: string }[] }>(entries, 'campaigns.json');
    expect(campaigns.entries).toEqual([
      expect.objectContaining({ campaignTitle: 'Autumn Saddle Care', status: 'Hired' }),
    ]);
    expect(zipJson<unknown[]>(entries, 'sessions.json').length).toBeGreaterThan(0);
    expect(entries.get('README.txt')?.toString()).toContain('- messages.json:');

    const everything = [...entries.entries()]
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    for (const secret of [ava.passwordHash, brand.email, token, 'passwordHash', 'tokenHash', 'storageKey']) {
      expect(everything).not.toContain(secret);
    }

    const again = await download(cast.hired, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(DATA_EXPORT_MESSAGES.linkUnusable);
    expect((await state(cast.hired)).latest).toMatchObject({ status: 'downloaded' });
  });

  it('gives a brand its campaigns with entries under the names it sees, never the creator’s address', async () => {
    expect((await ask(cast.brand)).statusCode).toBe(202);
    await processDataExports(context);
    const brand = await emailOf(cast.brand.id);
    const response = await download(cast.brand, await tokenFrom(brand.email));
    const entries = readZipEntries(response.rawPayload);
    const { campaigns } = zipJson<{
      campaigns: { title: string; entries: { creatorName: string; status: string }[] }[];
    }>(entries, 'campaigns.json');
    expect(campaigns[0]?.title).toBe('Autumn Saddle Care');
    expect(campaigns[0]?.entries.map((entry) => entry.status).sort()).toEqual(['Applied', 'Hired', 'Not Applied']);
    expect(campaigns[0]?.entries.find((entry) => entry.status === 'Hired')?.creatorName).toMatch(/^Ava/);
    expect([...entries.keys()].filter((name) => name.startsWith('files/message-attachments/'))).toHaveLength(1);
    const ava = await emailOf(cast.hired.id);
    const text = [...entries.values()].map((data) => data.toString('utf8')).join('\n');
    expect(text).not.toContain(ava.email);
    expect(zipJson<{ threads: { otherParty: string }[] }>(entries, 'messages.json').threads[0]?.otherParty).toMatch(
      /^Ava/,
    );
  });

  it('refuses a link after its 24 hours, shows it expired, and the retention removes the zip', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await ask(creator);
    await processDataExports(context);
    const token = await tokenFrom(creator.email);
    const [row] = await rowsOf(creator.id);
    expect(await context.storage.stat(exportStorageKey(row?.id ?? ''))).not.toBeNull();
    context.clock.advance(DAY_MS);
    expect((await download(creator, token)).statusCode).toBe(404);
    expect((await state(creator)).latest?.status).toBe('expired');
    expect((await processDataExports(context)).removed).toBeGreaterThanOrEqual(1);
    expect(await context.storage.stat(exportStorageKey(row?.id ?? ''))).toBeNull();
    const [after] = await rowsOf(creator.id);
    expect(after).toMatchObject({ status: 'expired', storageKey: null, tokenHash: null });
    // A day has passed: she may ask again.
    expect((await ask(creator)).statusCode).toBe(202);
  });

  it('lets one of two downloads at the same moment win, and removes a downloaded zip after the grace hour', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await ask(creator);
    await processDataExports(context);
    const token = await tokenFrom(creator.email);
    const answers = await Promise.all([download(creator, token), download(creator, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const [row] = await rowsOf(creator.id);
    await processDataExports(context);
    expect(await context.storage.stat(exportStorageKey(row?.id ?? ''))).not.toBeNull();
    context.clock.advance(61 * 60 * 1000);
    await processDataExports(context);
    expect(await context.storage.stat(exportStorageKey(row?.id ?? ''))).toBeNull();
    expect((await rowsOf(creator.id))[0]).toMatchObject({ status: 'downloaded', storageKey: null });
  });

  it('answers another account’s link exactly as a made-up one, telling its holder nothing', async () => {
    const owner = await loggedIn(context, await createCreator(context.db));
    const other: LoggedInAccount = await loggedIn(context, await createCreator(context.db));
    await ask(owner);
    await processDataExports(context);
    const token = await tokenFrom(owner.email);
    const theirs = await download(other, token);
    const madeUp = await download(other, 'made-up');
    expect([theirs.statusCode, theirs.body]).toEqual([madeUp.statusCode, madeUp.body]);
    expect(madeUp.json().message).toBe(DATA_EXPORT_MESSAGES.linkUnusable);
    expect((await download(owner, token)).statusCode).toBe(200);
  });

  it('builds an export once when two workers run at the same moment', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await ask(creator);
    const passes = await Promise.all([processDataExports(context), processDataExports(context)]);
    expect(passes.reduce((sum, pass) => sum + pass.built, 0)).toBe(1);
    expect(await mailsTo(context.db, creator.email)).toHaveLength(1);
  });

  it('retries a failed build with a growing wait, then gives up; a failed export does not count against the day', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await ask(creator);
    const putFile = vi.spyOn(context.storage, 'putFile').mockRejectedValue(new Error('storage is down'));
    try {
      for (let attempt = 1; attempt <= DATA_EXPORT_WORKER_RULES.maxAttempts; attempt += 1) {
        const pass = await processDataExports(context);
        expect(pass).toMatchObject(attempt < DATA_EXPORT_WORKER_RULES.maxAttempts ? { retried: 1 } : { failed: 1 });
        // Not again before its wait: 1, 4, 16, 64 minutes (at most an hour).
        expect((await processDataExports(context)).retried).toBe(0);
        context.clock.advance(DATA_EXPORT_WORKER_RULES.retryMaxMs);
      }
    } finally {
      putFile.mockRestore();
    }
    const [row] = await rowsOf(creator.id);
    expect(row).toMatchObject({ status: 'failed', attempts: DATA_EXPORT_WORKER_RULES.maxAttempts, storageKey: null });
    expect(await mailsTo(context.db, creator.email)).toHaveLength(0);
    expect((await state(creator)).latest?.status).toBe('failed');
    expect((await ask(creator)).statusCode).toBe(202);
  });

  it('gives up at once on an export of an account erased meanwhile', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    await ask(creator);
    await context.db.update(accounts).set({ erasedAt: context.clock.now() }).where(eq(accounts.id, creator.id));
    expect(await processDataExports(context)).toMatchObject({ failed: 1, retried: 0 });
    expect((await rowsOf(creator.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await mailsTo(context.db, creator.email)).toHaveLength(0);
  });
});
