import type { MessageSenderType, UserType } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MailLinks } from '../../platform/mail/mail-links.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { Metrics } from '../../platform/metrics/metrics.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { threadLink, unreadMessagesEmail } from './message-notices.emails.ts';
import {
  findNoticeFacts,
  findOldestUnreadAt,
  lockDueNotices,
  UNREAD_NOTICE_RULES,
  updateNotice,
  type DueNotice,
} from './message-notices.repository.ts';

export const NOTICE_WORKER_RULES = {
  /** A notice may go up to this late after its 10 minutes; nobody waits on it to the second. */
  pollIntervalMs: 30 * 1000,
  batchSize: 50,
  /** Bounds one pass; what is left is taken by the next one. */
  maxBatchesPerPass: 20,
} as const;

export type NoticePass = { sent: number; rescheduled: number; cleared: number };

type NoticeDependencies = { db: Database; links: MailLinks };

/**
 * One pass over the due notices (docs/decisions/010 "Unread notices"). Each batch is locked, decided
 * and, when an e-mail is due, queued in the outbox in one transaction with `last_sent_at`: a crash
 * before the commit leaves the notice due (not lost), after it leaves it sent (not repeated), and
 * the outbox delivers what was committed. Tests call it directly with the time they want.
 */
export async function processDueNotices({ db, links }: NoticeDependencies, now: Date): Promise<NoticePass> {
  const pass: NoticePass = { sent: 0, rescheduled: 0, cleared: 0 };
  for (let batch = 0; batch < NOTICE_WORKER_RULES.maxBatchesPerPass; batch += 1) {
    const handled = await db.transaction(async (tx) => {
      const due = await lockDueNotices(tx, now, NOTICE_WORKER_RULES.batchSize);
      for (const notice of due) pass[await settleNotice(tx, notice, now, links)] += 1;
      return due.length;
    });
    // Every notice handled is now sent, cleared or due later than `now`: the next batch is new ones.
    if (handled < NOTICE_WORKER_RULES.batchSize) break;
  }
  return pass;
}

async function settleNotice(tx: Database, notice: DueNotice, now: Date, links: MailLinks): Promise<keyof NoticePass> {
  const facts = await findNoticeFacts(tx, notice);
  const reader = facts ? readerTypeOf(facts.recipientType) : null;
  // A blocked account gets no e-mail; a later message schedules a notice again should it return.
  if (!facts || !reader || facts.recipientStatus === 'blocked') {
    await updateNotice(tx, notice, { dueAt: null });
    return 'cleared';
  }
  const oldestUnreadAt = await findOldestUnreadAt(tx, notice, reader);
  if (!oldestUnreadAt) {
    // Read in time: nothing to say until the next message schedules a notice again.
    await updateNotice(tx, notice, { dueAt: null });
    return 'cleared';
  }
  // The message read was older, the unread one is younger: look again when it is 10 minutes old.
  // The hour since the last e-mail is checked here too, whatever set `due_at`.
  const earliest = Math.max(
    oldestUnreadAt.getTime() + UNREAD_NOTICE_RULES.unreadForMs,
    (notice.lastSentAt?.getTime() ?? 0) + UNREAD_NOTICE_RULES.minIntervalMs,
  );
  if (earliest > now.getTime()) {
    await updateNotice(tx, notice, { dueAt: new Date(earliest) });
    return 'rescheduled';
  }
  const mail = unreadMessagesEmail(
    facts.email,
    {
      campaignTitle: facts.campaignTitle,
      senderName: reader === 'brand' ? facts.creatorName : facts.companyName,
      url: threadLink(links.publicUrl, reader, notice),
    },
    { recipient: { accountId: notice.recipientAccountId }, links },
  );
  await queueMail(tx, mail);
  await updateNotice(tx, notice, { dueAt: null, lastSentAt: now });
  return 'sent';
}

function readerTypeOf(type: UserType): MessageSenderType | null {
  return type === 'brand' || type === 'contentCreator' ? type : null;
}

type WorkerDependencies = NoticeDependencies & { clock: Clock; logger: Logger; metrics?: Metrics };

/**
 * Sends the unread notices: once at start and every 30 seconds it takes the due ones. Several
 * processes may run one each; the row locks keep them from handling one notice twice.
 */
export class MessageNoticeWorker {
  private readonly task: PeriodicTask<NoticePass>;

  constructor(dependencies: WorkerDependencies) {
    this.task = new PeriodicTask({
      name: 'message-notices',
      metrics: dependencies.metrics,
      intervalMs: NOTICE_WORKER_RULES.pollIntervalMs,
      run: () => processDueNotices(dependencies, dependencies.clock.now()),
      onResult: (pass) => {
        if (pass.sent > 0) dependencies.logger.info(pass, 'Unread message notices queued');
      },
      onError: (error) => dependencies.logger.error({ err: error }, 'Unread notices failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops polling and waits for the pass in hand to commit or roll back. */
  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time; a call during a pass joins it. */
  processDue(): Promise<NoticePass> {
    return this.task.runNow();
  }
}
