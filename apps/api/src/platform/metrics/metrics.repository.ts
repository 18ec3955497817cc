import { count, eq, max, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupRuns, mailOutbox } from '../../db/schema/index.ts';

/**
 * The e-mails not yet sent (status 'pending': queued, or waiting for a retry) and when the oldest
 * was queued; one statement on the (status, next_attempt_at) index.
 */
export async function readOutboxBacklog(db: Database): Promise<{ waiting: number; oldestQueuedAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldestQueuedAt: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return { waiting: row?.waiting ?? 0, oldestQueuedAt: row?.oldestQueuedAt ?? null };
}

/** When the last backup that succeeded finished, or null when none has. */
export async function readLastBackupSuccess(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: max(backupRuns.finishedAt) })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'));
  return row?.finishedAt ?? null;
}
