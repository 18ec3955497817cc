import { ADVISORY_LOCKS, runAlone } from '../../db/advisory-lock.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { deleteOldNotifications } from './notifications.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long notifications are kept (docs/decisions/024): a read one 90 days, an unread one a year.
 * The places they link to keep the facts (orders, campaigns, the admin lists); the bell is a
 * pointer to them, not an archive.
 */
export const NOTIFICATION_RETENTION = {
  keepReadDays: 90,
  keepUnreadDays: 365,
  batchSize: 1_000,
  passIntervalMs: 60 * 60_000,
} as const;

/** Deletes what is past its time, in batches; the number deleted. */
export async function deleteExpiredNotifications(db: Database, now: Date): Promise<number> {
  const readBefore = new Date(now.getTime() - NOTIFICATION_RETENTION.keepReadDays * DAY_MS);
  const anyBefore = new Date(now.getTime() - NOTIFICATION_RETENTION.keepUnreadDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteOldNotifications(db, {
      readBefore,
      anyBefore,
      limit: NOTIFICATION_RETENTION.batchSize,
    });
    deleted += batch;
    if (batch < NOTIFICATION_RETENTION.batchSize) return deleted;
  }
}

type RetentionDependencies = { database: Pick<DatabaseHandle, 'db' | 'engine'>; clock: Clock; logger: Logger };

/**
 * Deletes expired notifications at start and every hour after, one process at a time on
 * PostgreSQL (a process finding another's pass under way skips its round), as the web vitals'
 * retention does.
 */
export class NotificationRetention {
  private readonly task: PeriodicTask<number | null>;

  constructor({ database, clock, logger }: RetentionDependencies) {
    this.task = new PeriodicTask({
      intervalMs: NOTIFICATION_RETENTION.passIntervalMs,
      run: async () => {
        const pass = await runAlone(database, ADVISORY_LOCKS.notificationsRetention, () =>
          deleteExpiredNotifications(database.db, clock.now()),
        );
        return pass.ran ? pass.result : null;
      },
      onResult: (deleted) => {
        if (deleted === null) logger.debug('Notification retention skipped: another process is running it');
        else if (deleted > 0) logger.info({ deleted }, 'Expired notifications deleted');
      },
      onError: (error) => logger.error({ err: error }, 'Deleting expired notifications failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops the timer and waits for the pass in hand. */
  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time (null: another process's pass was under way); tests call it. */
  deleteExpired(): Promise<number | null> {
    return this.task.runNow();
  }
}
