import { PROCESS_HEARTBEAT, type AdminStatus } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { BackupConfig } from '../../platform/operations-config.ts';
import { readOutboxBacklog } from '../../platform/metrics/metrics.repository.ts';
import { findRecentBackupRuns } from '../backups/backup-runs.repository.ts';
import { listServerProcesses } from './operations.repository.ts';
import { presentAdminStatus, type ProcessView } from './status.presenter.ts';

export type StatusDependencies = Pick<AppContext, 'config' | 'database' | 'clock' | 'processId'>;

/** How many backup runs the status page lists, newest first. */
export const RECENT_BACKUP_RUNS = 10;

/**
 * What the admin status page shows (issue 35): whether the database answers, the outbox's queue,
 * every process of the cluster from its heartbeat row (alive while it beat within 45 s), and the
 * backups' schedule and last runs. When the database does not answer, that is the answer: the
 * rest lives in it and is not known.
 */
export async function readAdminStatus(context: StatusDependencies): Promise<AdminStatus> {
  const { config, database, clock, processId } = context;
  const checkedAt = clock.now();
  const schedule = scheduleOf(config.backups);
  try {
    await database.ping();
  } catch {
    return presentAdminStatus({
      checkedAt,
      database: { engine: database.engine, ok: false },
      outbox: null,
      processes: [],
      backups: { schedule, recent: null },
    });
  }
  const [outbox, processRows, recent] = await Promise.all([
    readOutboxBacklog(database.db),
    listServerProcesses(database.db),
    findRecentBackupRuns(database.db, RECENT_BACKUP_RUNS),
  ]);
  const processes: ProcessView[] = processRows
    .map((row) => ({
      row,
      isAlive: checkedAt.getTime() - row.lastSeenAt.getTime() <= PROCESS_HEARTBEAT.staleAfterMs,
      isThisProcess: row.id === processId,
    }))
    // This process first, then the living, then the gone; in start order within each.
    .sort((a, b) => rank(a) - rank(b));
  return presentAdminStatus({
    checkedAt,
    database: { engine: database.engine, ok: true },
    outbox: {
      waiting: outbox.waiting,
      oldestWaitingSeconds: outbox.oldestQueuedAt
        ? Math.max(0, Math.floor((checkedAt.getTime() - outbox.oldestQueuedAt.getTime()) / 1000))
        : null,
    },
    processes,
    backups: { schedule, recent },
  });
}

function rank(process: Pick<ProcessView, 'isAlive' | 'isThisProcess'>): number {
  if (process.isThisProcess) return 0;
  return process.isAlive ? 1 : 2;
}

/** The schedule as an operator reads it: where archives go, never the bucket's keys. */
function scheduleOf(backups: BackupConfig): AdminStatus['backups']['schedule'] {
  if (!backups.schedule) return null;
  const { destination } = backups;
  return {
    ...backups.schedule,
    destination:
      destination.kind === 'folder' ? destination.dir : `s3://${destination.bucket.bucket}/${destination.prefix}`,
  };
}
