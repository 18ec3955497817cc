import type { AppContext } from '../../app-context.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { dueSlotAt } from './backup-retention.ts';
import { takeBackup, type BackupTaken } from './backup-runs.service.ts';

/** How often a process looks whether the day's backup is due: the time of day is met within a minute. */
const CHECK_EVERY_MS = 60_000;

/**
 * The daily backup of BACKUP_AT (issue 35), run by the processes with background tasks: each
 * looks every minute, and the first to claim the day's slot in backup_runs takes it, so of a
 * cluster exactly one process backs up each day. A failure is e-mailed by takeBackup and logged
 * here; the next try is the next day's (a failed run keeps its slot).
 */
export class BackupSchedule {
  private readonly task: PeriodicTask<BackupTaken | null>;
  /** The last slot this process tried to claim, won or lost: no query a minute once it is settled. */
  private settledSlot: string | null = null;

  constructor(context: AppContext) {
    const { config, clock, logger } = context;
    this.task = new PeriodicTask({
      name: 'backup-schedule',
      metrics: context.metrics,
      intervalMs: CHECK_EVERY_MS,
      run: async () => {
        const schedule = config.backups.schedule;
        const slot = schedule ? dueSlotAt(clock.now(), schedule.at) : null;
        if (!slot || slot === this.settledSlot) return null;
        this.settledSlot = slot;
        return takeBackup(context, { trigger: 'schedule', slot });
      },
      onResult: (taken) => {
        if (taken)
          logger.info({ archive: taken.archiveName, removed: taken.removed.length }, 'Scheduled backup written');
      },
      onError: (error) => logger.error({ err: error }, 'The scheduled backup failed; support was e-mailed'),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One look now; tests call it instead of waiting for the minute. */
  runNow(): Promise<BackupTaken | null> {
    return this.task.runNow();
  }
}
