import type { Database } from '../../db/client.ts';
import { type RetentionDependencies, RetentionTask } from '../../db/retention-task.ts';
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

/** Deletes expired notifications at start and every hour after, one process at a time on PostgreSQL. */
export class NotificationRetention extends RetentionTask {
  constructor(dependencies: RetentionDependencies) {
    super(dependencies, {
      what: 'notifications',
      name: 'notifications-retention',
      lock: 'notificationsRetention',
      intervalMs: NOTIFICATION_RETENTION.passIntervalMs,
      deleteExpired: deleteExpiredNotifications,
    });
  }
}
