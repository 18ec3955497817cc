import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { findFreePort, startSmtpServer } from '../../test/fake-smtp-server.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { DISPATCH_RULES, MailDispatcher, retryDelayMs } from './mail-dispatcher.ts';
import { createLogTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { queueMail } from './mailer.ts';

const FROM = 'EquiCreators <no-reply@equicreators.test>';
const logger = createLogger({ logLevel: 'silent', isProduction: true });

describe('the mail outbox and dispatcher', () => {
  let database: DatabaseHandle;
  const clock = createManualClock();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  const outboxRows = () => database.db.select().from(mailOutbox);
  const dispatcherWith = (transport: MailTransport) =>
    new MailDispatcher({ db: database.db, transport, clock, logger });
  const sampleMail = {
    category: 'essential',
    to: 'Rider@Example.com',
    subject: 'Your auth code',
    text: 'Your code is 123456.',
  } as const;

  it('queues an e-mail only if the change that caused it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, sampleMail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows()).toHaveLength(0);

    await database.db.transaction((tx) => queueMail(tx, sampleMail));
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: 'rider@example.com', status: 'pending', attempts: 0 });
  });

  it('never queues mail to an erased account’s placeholder login (issue 34)', async () => {
    const before = (await outboxRows()).length;
    const erased = await queueMail(database.db, { ...sampleMail, to: 'Erased-1234@Erased.Invalid' });
    expect(erased).toBeNull();
    expect(await outboxRows()).toHaveLength(before);
  });

  it('delivers to the SMTP server and marks the e-mail sent', async () => {
    const smtp = await startSmtpServer();
    try {
      await queueMail(database.db, sampleMail);
      const handled = await dispatcherWith(createSmtpTransport(smtp.url, FROM)).dispatchDue();
      expect(handled).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['rider@example.com']);
      expect(smtp.received[0]?.raw).toContain('Subject: Your auth code');
      expect(smtp.received[0]?.raw).toContain('Your code is 123456.');
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
      expect(row?.sentAt).toEqual(clock.now());
    } finally {
      await smtp.close();
    }
  });

  it('retries with backoff while the SMTP server is down, and delivers once it is back', async () => {
    const port = await findFreePort();
    const dispatcher = dispatcherWith(createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM));
    await queueMail(database.db, sampleMail);

    await dispatcher.dispatchDue();
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 5000);

    expect(await dispatcher.dispatchDue()).toBe(0);

    clock.advance(5000);
    await dispatcher.dispatchDue();
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 10_000);

    const smtp = await startSmtpServer({ port });
    try {
      clock.advance(10_000);
      await dispatcher.dispatchDue();
      [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('marks an e-mail failed at once when the server refuses it for good', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      await queueMail(database.db, sampleMail);
      await dispatcherWith(createSmtpTransport(smtp.url, FROM)).dispatchDue();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toMatch(/550|Mailbox unavailable/);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const port = await findFreePort();
    const dispatcher = dispatcherWith(createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM));
    await queueMail(database.db, sampleMail);
    for (let attempt = 1; attempt <= DISPATCH_RULES.maxAttempts; attempt += 1) {
      await dispatcher.dispatchDue();
      clock.advance(DISPATCH_RULES.maxRetryDelayMs);
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: DISPATCH_RULES.maxAttempts });
    expect(await dispatcher.dispatchDue()).toBe(0);
  });

  it('without SMTP, keeps the e-mail in the outbox, logged and marked as such', async () => {
    await queueMail(database.db, sampleMail);
    await dispatcherWith(createLogTransport(logger)).dispatchDue();
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', transport: 'log' });
  });

  it('sends each e-mail once even when two dispatchers run together', async () => {
    for (let index = 0; index < 6; index += 1)
      await queueMail(database.db, { ...sampleMail, subject: `Mail ${index}` });
    const sentSubjects: string[] = [];
    const countingTransport: MailTransport = {
      name: 'log',
      send: async (mail) => {
        sentSubjects.push(mail.subject);
        return { providerMessageId: null };
      },
      close: () => undefined,
    };
    await Promise.all([
      dispatcherWith(countingTransport).dispatchDue(),
      dispatcherWith(countingTransport).dispatchDue(),
    ]);
    expect(sentSubjects.sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });

  it('picks up an e-mail whose dispatcher died mid-delivery once the lease runs out', async () => {
    const mail = await queueMail(database.db, sampleMail);
    await database.db
      .update(mailOutbox)
      .set({ attempts: 1, lockedUntil: new Date(clock.now().getTime() + DISPATCH_RULES.leaseMs) })
      .where(eq(mailOutbox.id, mail!.id));
    const dispatcher = dispatcherWith(createLogTransport(logger));
    expect(await dispatcher.dispatchDue()).toBe(0);
    clock.advance(DISPATCH_RULES.leaseMs);
    expect(await dispatcher.dispatchDue()).toBe(1);
  });

  it('starts and stops its polling loop cleanly', async () => {
    const dispatcher = dispatcherWith(createLogTransport(logger));
    dispatcher.start();
    await dispatcher.stop();
  });
});

describe('retryDelayMs', () => {
  it('doubles from 5 seconds up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(15 * 60 * 1000);
  });
});
