import { MAIL_RETENTION } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { type RetentionDependencies, RetentionTask } from '../../db/retention-task.ts';
import { clearDeliveredBodies, deleteDeliveredMailBefore } from './mail-outbox.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

export const MAIL_RETENTION_RULES = {
  batchSize: 1_000,
  passIntervalMs: 60 * 60_000,
} as const;

/**
 * One pass (issue 46): deletes the sent and failed e-mails older than MAIL_RETENTION.keepDays (the
 * privacy notice says so) and, unless the developer outbox shows them, empties the text an older
 * version kept of the e-mails already sent. A pending e-mail keeps everything: it is yet to go.
 * Answers the rows deleted and emptied.
 */
export async function expireDeliveredMail(db: Database, now: Date, keepsSentBodies: boolean): Promise<number> {
  const before = new Date(now.getTime() - MAIL_RETENTION.keepDays * DAY_MS);
  let changed = 0;
  for (;;) {
    const batch = await deleteDeliveredMailBefore(db, before, MAIL_RETENTION_RULES.batchSize);
    changed += batch;
    if (batch < MAIL_RETENTION_RULES.batchSize) break;
  }
  if (keepsSentBodies) return changed;
  for (;;) {
    const batch = await clearDeliveredBodies(db, MAIL_RETENTION_RULES.batchSize);
    changed += batch;
    if (batch < MAIL_RETENTION_RULES.batchSize) return changed;
  }
}

/** The outbox's retention at start and every hour after, one process at a time on PostgreSQL. */
export class MailRetention extends RetentionTask {
  constructor(dependencies: RetentionDependencies & { keepsSentBodies: boolean }) {
    super(dependencies, {
      what: 'e-mails (deleted or emptied)',
      name: 'mail-retention',
      lock: 'mailRetention',
      intervalMs: MAIL_RETENTION_RULES.passIntervalMs,
      deleteExpired: (db, now) => expireDeliveredMail(db, now, dependencies.keepsSentBodies),
    });
  }
}
