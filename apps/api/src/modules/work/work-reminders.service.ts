import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MailLinks } from '../../platform/mail/mail-links.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repository.ts';
import type { Metrics } from '../../platform/metrics/metrics.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import {
  brandOrderLink,
  creatorOrderLink,
  deliverablesDueSoonEmail,
  deliverablesOverdueEmail,
  submissionsAwaitReviewEmail,
} from './work-reminders.emails.ts';
import {
  claimDeliverableReminders,
  claimReviewReminders,
  findDeliverableReminders,
  findReviewReminders,
  type ClaimedReminder,
  type DeliverableReminderKind,
} from './work-reminders.repository.ts';

export const WORK_REMINDER_RULES = {
  /** Reminders are about days and hours: a minute late is on time. */
  pollIntervalMs: 60 * 1000,
  batchSize: 50,
  /** Bounds one pass; what is left is taken by the next one. */
  maxBatchesPerPass: 20,
} as const;

/** E-mails queued per kind in one pass (claims of blocked recipients count in `skipped`). */
export type ReminderPass = { dueSoon: number; overdue: number; review: number; skipped: number };

type ReminderDependencies = { db: Database; links: MailLinks };

type Kind = DeliverableReminderKind | 'review';

/**
 * One pass over the reminders due at `now` (issue 22): to the creator 48 hours before a due date
 * and once a deliverable is overdue, to the brand when a submission has waited 3 days. Each batch
 * claims its rows (stamping them sent) and queues the e-mails in one transaction, so a reminder
 * goes once across restarts and processes. One e-mail per order and kind, naming every item.
 * Tests call it directly with the time they want.
 */
export async function processWorkReminders({ db, links }: ReminderDependencies, now: Date): Promise<ReminderPass> {
  const pass: ReminderPass = { dueSoon: 0, overdue: 0, review: 0, skipped: 0 };
  for (const kind of ['dueSoon', 'overdue', 'review'] as const) {
    for (let batch = 0; batch < WORK_REMINDER_RULES.maxBatchesPerPass; batch += 1) {
      const claimed = await db.transaction(async (tx) => {
        const ids =
          kind === 'review'
            ? await claimReviewReminders(tx, now, WORK_REMINDER_RULES.batchSize)
            : await claimDeliverableReminders(tx, kind, now, WORK_REMINDER_RULES.batchSize);
        const reminders =
          kind === 'review' ? await findReviewReminders(tx, ids) : await findDeliverableReminders(tx, ids);
        for (const order of groupByOrder(reminders)) {
          const first = order[0];
          // A blocked account gets no e-mail; its reminders stay claimed, as the order is on hold.
          if (!first || first.recipientStatus === 'blocked') {
            pass.skipped += order.length;
            continue;
          }
          await queueMail(tx, reminderMail(kind, order, first, links));
          pass[kind] += 1;
        }
        return ids.length;
      });
      if (claimed < WORK_REMINDER_RULES.batchSize) break;
    }
  }
  return pass;
}

function reminderMail(kind: Kind, order: ClaimedReminder[], first: ClaimedReminder, links: MailLinks): OutgoingMail {
  const { publicUrl } = links;
  const audience = { recipient: { accountId: first.recipientId }, links };
  if (kind === 'review') {
    return submissionsAwaitReviewEmail(
      first.email,
      {
        campaignTitle: first.campaignTitle,
        creatorName: first.subject,
        count: order.length,
        url: brandOrderLink(publicUrl, first),
      },
      audience,
    );
  }
  const names = {
    campaignTitle: first.campaignTitle,
    companyName: first.companyName,
    url: creatorOrderLink(publicUrl, first.campaignId),
    items: order.map((item) => ({ title: item.subject, dueAt: item.dueAt })),
  };
  return kind === 'dueSoon'
    ? deliverablesDueSoonEmail(first.email, names, audience)
    : deliverablesOverdueEmail(first.email, names, audience);
}

/** The reminders of one batch, one list per order (they come sorted by order). */
function groupByOrder(reminders: ClaimedReminder[]): ClaimedReminder[][] {
  return [...Map.groupBy(reminders, (reminder) => `${reminder.campaignId}:${reminder.creatorId}`).values()];
}

type WorkerDependencies = ReminderDependencies & { clock: Clock; logger: Logger; metrics?: Metrics };

/**
 * Sends the work's reminders: once at start and every minute. Several processes may run one each;
 * the claims keep them from sending one reminder twice.
 */
export class WorkReminderWorker {
  private readonly task: PeriodicTask<ReminderPass>;

  constructor(dependencies: WorkerDependencies) {
    this.task = new PeriodicTask({
      name: 'work-reminders',
      metrics: dependencies.metrics,
      intervalMs: WORK_REMINDER_RULES.pollIntervalMs,
      run: () => processWorkReminders(dependencies, dependencies.clock.now()),
      onResult: (pass) => {
        if (pass.dueSoon + pass.overdue + pass.review > 0) dependencies.logger.info(pass, 'Work reminders queued');
      },
      onError: (error) => dependencies.logger.error({ err: error }, 'Work reminders failed'),
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
  processDue(): Promise<ReminderPass> {
    return this.task.runNow();
  }
}
