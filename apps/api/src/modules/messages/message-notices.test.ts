import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAppContext } from '../../app-context.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { campaignEntries, messageNotices } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator } from '../../test/factories.ts';
import { linkIn, mailsTo } from '../../test/outbox.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';
import { createTestContext, testConfig, type TestContext } from '../../test/test-context.ts';
import { createManualClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { createMailLinks, mailLinksOf } from '../../platform/mail/mail-links.ts';
import { createSecretHasher } from '../../platform/auth/secret-hasher.ts';
import { MessageNoticeWorker, processDueNotices } from './message-notices.service.ts';
import { markRead, sendBrandMessage, sendCreatorMessage, type SendRequest } from './messages.service.ts';

const MINUTE = 60 * 1000;

describe('unread message notices', () => {
  let context: TestContext;
  let threadCounter = 0;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  /** A brand, a campaign with a title of its own and a creator hired on it. */
  async function hiredThread() {
    threadCounter += 1;
    const brand = await createBrand(context.db, { companyName: 'Hartwell Saddlery' });
    const creator = await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' });
    const campaign = await createCampaignRow(context.db, brand.id, { title: `Autumn Saddle Care ${threadCounter}` });
    const now = context.clock.now();
    await context.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', appliedAt: now, hiredAt: now });
    return { brand, creator, campaign, ids: { campaignId: campaign.id, creatorId: creator.id } };
  }
  type Thread = Awaited<ReturnType<typeof hiredThread>>;

  const principalOf = (account: AccountRow) => ({
    accountId: account.id,
    type: account.type,
    sessionId: randomUUID(),
    expiresAt: new Date(context.clock.now().getTime() + 3_600_000),
    brandHasPaid: account.type === 'brand',
  });

  /** Through the real send, which schedules the notice in its transaction. */
  const brandWrites = (thread: Thread, content: string) =>
    sendBrandMessage(context, {
      principal: principalOf(thread.brand),
      idempotencyKey: null,
      readForm: textForm({ from: thread.campaign.id, to: thread.creator.id, content }),
    });
  const creatorWrites = (thread: Thread, content: string) =>
    sendCreatorMessage(context, {
      principal: principalOf(thread.creator),
      idempotencyKey: null,
      readForm: textForm({ from: thread.creator.id, to: thread.campaign.id, content }),
    });
  const reads = (reader: AccountRow, thread: Thread) => markRead(context, principalOf(reader), thread.ids);

  /** Moves the clock and runs one pass of the worker, as its timer would. */
  async function after(ms: number) {
    context.clock.advance(ms);
    return processDueNotices({ db: context.db, links: mailLinksOf(context) }, context.clock.now());
  }
  /** A worker of another process on the same database. */
  const newWorker = () =>
    new MessageNoticeWorker({
      db: context.db,
      clock: context.clock,
      logger: context.logger,
      links: mailLinksOf(context),
    });
  const noticesTo = async (account: AccountRow) =>
    (await mailsTo(context.db, account.email)).filter((mail) => mail.subject.startsWith('You have new messages'));

  it('e-mails a message unread for 10 minutes once, naming the campaign and linking to the thread', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'Could you film the saddle soap step?');
    await after(5 * MINUTE);
    await brandWrites(thread, 'And the conditioner, at minute 5');

    // Due 10 minutes after the first unread message, not after the newest.
    await after(4 * MINUTE + 59 * 1000);
    expect(await noticesTo(thread.creator)).toHaveLength(0);

    await after(1000);
    const [mail, ...others] = await noticesTo(thread.creator);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe(`You have new messages about ${thread.campaign.title}`);
    expect(mail?.textBody).toContain('Hartwell Saddlery wrote to you');
    expect(mail?.htmlBody).toContain(thread.campaign.title);
    expect(mail && linkIn(mail, '/orders/')).toBe(`http://equicreators.test/orders/${thread.campaign.id}`);

    // Still unread hours later, but it was said once.
    await after(3 * 60 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
    expect(await noticesTo(thread.brand)).toHaveLength(0);
  });

  it('links the brand to the creator’s page, where it shares the campaigns with them', async () => {
    const thread = await hiredThread();
    await creatorWrites(thread, 'The video is uploaded.');
    await after(10 * MINUTE);
    const [mail] = await noticesTo(thread.brand);
    expect(mail?.subject).toBe(`You have new messages about ${thread.campaign.title}`);
    expect(mail?.textBody).toContain('Ava Sinclair wrote to you');
    expect(mail && linkIn(mail, '/orders-influencer/')).toBe(
      `http://equicreators.test/orders-influencer/${thread.creator.id}`,
    );
  });

  it('sends nothing when the message is read within 10 minutes', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'Welcome aboard!');
    await after(5 * MINUTE);
    expect(await reads(thread.creator, thread)).toBe(1);

    const pass = await after(5 * MINUTE);
    expect(pass.cleared).toBeGreaterThanOrEqual(1);
    await after(2 * 60 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(0);
  });

  it('waits for a newer unread message to be 10 minutes old when the older one was read', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'First');
    await after(5 * MINUTE);
    await reads(thread.creator, thread);
    await after(3 * MINUTE);
    await brandWrites(thread, 'Second, at minute 8');

    await after(2 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(0);
    await after(7 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(0);
    await after(MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
  });

  it('sends at most one notice per thread per hour, and the next one only if still unread', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'One');
    await after(10 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(1);

    await after(10 * MINUTE);
    await brandWrites(thread, 'Two, at minute 20');
    // The first went at minute 10: the next may go at minute 70.
    await after(49 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
    await after(MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(2);

    // A third message, read before its hour is up: nothing more.
    await after(5 * MINUTE);
    await brandWrites(thread, 'Three');
    await after(30 * MINUTE);
    await reads(thread.creator, thread);
    await after(60 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(2);
  });

  it('keeps a notice across a restart and never sends it twice, whichever worker takes it', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'Sent before the restart');
    // The notice is in the database, not in a timer of the process that took the message.
    const [row] = await context.db
      .select()
      .from(messageNotices)
      .where(
        and(
          eq(messageNotices.campaignId, thread.campaign.id),
          eq(messageNotices.recipientAccountId, thread.creator.id),
        ),
      );
    expect(row?.dueAt?.getTime()).toBe(context.clock.now().getTime() + 10 * MINUTE);

    context.clock.advance(10 * MINUTE);
    const workers = [0, 1, 2].map(() => newWorker());
    await Promise.all(workers.map((worker) => worker.processDue()));
    expect(await noticesTo(thread.creator)).toHaveLength(1);
    await Promise.all(workers.map((worker) => worker.processDue()));
    await after(0);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
  });

  it('notices each party of the thread on its own', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'From the brand');
    await after(3 * MINUTE);
    await creatorWrites(thread, 'From the creator, at minute 3');

    await after(7 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
    expect(await noticesTo(thread.brand)).toHaveLength(0);
    await after(3 * MINUTE);
    expect(await noticesTo(thread.brand)).toHaveLength(1);
    expect(await noticesTo(thread.creator)).toHaveLength(1);
  });

  it('never e-mails a blocked account', async () => {
    const thread = await hiredThread();
    await brandWrites(thread, 'Are you there?');
    await changeAccountStatus(context.db, thread.creator.id, 'blocked', context.clock.now());
    await after(10 * MINUTE);
    await after(2 * 60 * MINUTE);
    expect(await noticesTo(thread.creator)).toHaveLength(0);
  });

  it('starts with the server and stops cleanly, taking what is already due', async () => {
    const thread = await hiredThread();
    await creatorWrites(thread, 'Due before the worker starts');
    context.clock.advance(10 * MINUTE);
    const worker = newWorker();
    worker.start();
    await expect.poll(() => noticesTo(thread.brand), { timeout: 5000 }).toHaveLength(1);
    await worker.stop();
  });
});

/** A database that outlives the handle: closing and opening it again is a server restart. */
async function reopenableDatabase(): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  if (testDatabaseEngine() === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    return { open: () => openDatabase({ engine: 'postgres', url, poolSize: 2 }), dispose: drop };
  }
  const folder = await mkdtemp(join(tmpdir(), 'equicreators-notices-'));
  let template: Blob | null = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  return {
    open: () => {
      const handle = openDatabase({
        engine: 'pglite',
        dataDir: join(folder, 'pglite'),
        ...(template ? { template } : {}),
      });
      template = null;
      return handle;
    },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}

describe('unread message notices across restarts', () => {
  it('neither loses nor repeats a notice when the server stops before or after sending it', async () => {
    const place = await reopenableDatabase();
    const clock = createManualClock(new Date());
    const dataDir = await mkdtemp(join(tmpdir(), 'equicreators-test-'));
    const config = testConfig(dataDir);
    const logger = createLogger({ logLevel: 'silent', isProduction: true });
    const runPass = async (database: DatabaseHandle) =>
      processDueNotices(
        {
          db: database.db,
          links: createMailLinks({ publicUrl: config.publicUrl, secrets: createSecretHasher('test-secret') }),
        },
        clock.now(),
      );
    try {
      // The first process takes the message and stops before the notice is due.
      let database = await place.open();
      const context = await createAppContext({ config, database, logger, clock });
      const brand = await createBrand(database.db);
      const creator = await createCreator(database.db);
      const campaign = await createCampaignRow(database.db, brand.id, { title: 'Winter Blanket Guide' });
      await database.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', hiredAt: clock.now() });
      await sendBrandMessage(context, {
        principal: {
          accountId: brand.id,
          type: brand.type,
          sessionId: randomUUID(),
          expiresAt: new Date(clock.now().getTime() + 3_600_000),
          brandHasPaid: true,
        },
        idempotencyKey: null,
        readForm: textForm({ from: campaign.id, to: creator.id, content: 'Hi' }),
      });
      expect((await runPass(database)).sent).toBe(0);
      await database.close();

      // The next one finds it due and sends it, then stops at once.
      clock.advance(10 * MINUTE);
      database = await place.open();
      expect((await runPass(database)).sent).toBe(1);
      await database.close();

      // The one after that does not send it again.
      clock.advance(MINUTE);
      database = await place.open();
      expect((await runPass(database)).sent).toBe(0);
      clock.advance(2 * 60 * MINUTE);
      expect((await runPass(database)).sent).toBe(0);
      const mails = await mailsTo(database.db, creator.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['You have new messages about Winter Blanket Guide']);
      await database.close();
    } finally {
      await place.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** A form of text fields only, read as the multipart reader does: its fields checked before it is answered. */
function textForm(fields: Record<string, string>): SendRequest['readForm'] {
  return async (beforeFiles) => {
    await beforeFiles(fields, { hasFiles: false });
    return { fields, files: [] };
  };
}
