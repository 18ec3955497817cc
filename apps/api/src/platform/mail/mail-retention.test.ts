import { MAIL_RETENTION } from '@equicreators/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { startSmtpServer } from '../../test/fake-smtp-server.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { MailDispatcher } from './mail-dispatcher.ts';
import { MailRetention } from './mail-retention.ts';
import { createLogTransport, createSmtpTransport } from './mail-transport.ts';
import { queueMail } from './mailer.ts';

const logger = createLogger({ logLevel: 'silent', isProduction: true });
const DAY_MS = 24 * 60 * 60_000;

/** Issue 46: a backup of the outbox carried every code and link ever sent. */
describe('what the outbox keeps of an e-mail', () => {
  let database: DatabaseHandle;
  const clock = createManualClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  const rows = () => database.db.select().from(mailOutbox);
  const resetMail = {
    category: 'essential',
    to: 'rider@example.com',
    subject: 'Reset your password',
    text: 'Reset it: https://equicreators.test/reset-password?token=secret-token',
    html: '<a href="https://equicreators.test/reset-password?token=secret-token">Reset</a>',
  } as const;

  it('empties its text once it is sent, keeping recipient, category and status', async () => {
    const smtp = await startSmtpServer();
    try {
      await queueMail(database.db, resetMail);
      await new MailDispatcher({
        db: database.db,
        transport: createSmtpTransport(smtp.url, 'EquiCreators <no-reply@equicreators.test>'),
        clock,
        logger,
      }).dispatchDue();
      expect(smtp.received[0]?.raw).toContain('secret-token');
      const [row] = await rows();
      expect(row).toMatchObject({
        toAddress: 'rider@example.com',
        category: 'essential',
        status: 'sent',
        subject: 'Reset your password',
        textBody: '',
        htmlBody: null,
      });
    } finally {
      await smtp.close();
    }
  });

  it('empties the text of an e-mail refused for good too', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      await queueMail(database.db, resetMail);
      await new MailDispatcher({
        db: database.db,
        transport: createSmtpTransport(smtp.url, 'EquiCreators <no-reply@equicreators.test>'),
        clock,
        logger,
      }).dispatchDue();
      expect(await rows()).toMatchObject([{ status: 'failed', textBody: '', htmlBody: null }]);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the text only where the developer outbox shows it', async () => {
    await queueMail(database.db, resetMail);
    const transport = createLogTransport(logger);
    await new MailDispatcher({ db: database.db, transport, clock, logger, keepsSentBodies: true }).dispatchDue();
    expect(await rows()).toMatchObject([{ status: 'sent', textBody: resetMail.text, htmlBody: resetMail.html }]);
  });

  it('deletes delivered e-mails after the retention, empties what an older version kept, and leaves pending ones', async () => {
    const now = clock.now();
    const old = new Date(now.getTime() - (MAIL_RETENTION.keepDays + 1) * DAY_MS);
    const recent = new Date(now.getTime() - (MAIL_RETENTION.keepDays - 1) * DAY_MS);
    const values = (status: 'sent' | 'failed' | 'pending', createdAt: Date, subject: string) => ({
      toAddress: 'rider@example.com',
      subject,
      textBody: resetMail.text,
      htmlBody: resetMail.html,
      status,
      createdAt,
    });
    await database.db
      .insert(mailOutbox)
      .values([
        values('sent', old, 'old sent'),
        values('failed', old, 'old failed'),
        values('sent', recent, 'recent sent'),
        values('pending', old, 'old pending'),
        values('pending', recent, 'recent pending'),
      ]);

    const retention = new MailRetention({ database, clock, logger, keepsSentBodies: false });
    expect(await retention.deleteExpired()).toBe(3);
    const left = (await rows()).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(left.map((row) => [row.subject, row.textBody === '', row.htmlBody === null])).toEqual([
      ['old pending', false, false],
      ['recent pending', false, false],
      ['recent sent', true, true],
    ]);
    expect(await retention.deleteExpired()).toBe(0);
  });
});
