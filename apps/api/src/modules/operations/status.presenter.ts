import type { AdminStatus, BackupRun, ServerProcess } from '@equicreators/shared';
import type { BackupRunRow } from '../backups/backup-runs.repository.ts';
import type { ServerProcessRow } from './operations.repository.ts';

export type ProcessView = { row: ServerProcessRow; isAlive: boolean; isThisProcess: boolean };

type StatusView = Omit<AdminStatus, 'checkedAt' | 'processes' | 'backups'> & {
  checkedAt: Date;
  processes: ProcessView[];
  backups: { schedule: AdminStatus['backups']['schedule']; recent: BackupRunRow[] | null };
};

export function presentAdminStatus(view: StatusView): AdminStatus {
  return {
    checkedAt: view.checkedAt.toISOString(),
    database: view.database,
    outbox: view.outbox,
    processes: view.processes.map(presentServerProcess),
    backups: { schedule: view.backups.schedule, recent: view.backups.recent?.map(presentBackupRun) ?? null },
  };
}

function presentServerProcess({ row, isAlive, isThisProcess }: ProcessView): ServerProcess {
  return {
    id: row.id,
    instanceId: row.instanceId,
    hostname: row.hostname,
    pid: row.pid,
    version: row.version,
    runsBackgroundTasks: row.runsBackgroundTasks,
    startedAt: row.startedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isAlive,
    isThisProcess,
    numbers: row.numbers,
  };
}

function presentBackupRun(row: BackupRunRow): BackupRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    archiveName: row.archiveName,
    destination: row.destination,
    byteSize: row.byteSize,
    error: row.error,
  };
}
