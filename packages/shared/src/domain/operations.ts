/**
 * Running the product (issue 35): backups, the processes of a cluster and what an operator watches.
 * Read with docs/decisions/032-operate-it.md and docs/deploy.md.
 */

/** A backup run's state: `running` until it wrote its archive (`succeeded`) or gave up (`failed`). */
export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** Who asked: `npm run backup` (or the admin channel for it), or the schedule of BACKUP_AT. */
export const BACKUP_TRIGGERS = ['command', 'schedule'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** How often a process writes its heartbeat, and when the status page calls it gone. */
export const PROCESS_HEARTBEAT = {
  everyMs: 15_000,
  /** Three heartbeats missed: stopped, crashed or cut off from the database. */
  staleAfterMs: 45_000,
  /** Rows of processes not seen for a day are deleted, so restarts do not pile up. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;
