import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { Metrics } from '../platform/metrics/metrics.ts';
import { PeriodicTask } from '../platform/periodic-task.ts';
import { ADVISORY_LOCKS, runAlone } from './advisory-lock.ts';
import type { Database, DatabaseHandle } from './client.ts';

export type RetentionDependencies = {
  database: Pick<DatabaseHandle, 'db' | 'engine'>;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
};

export type RetentionRule = {
  /** What is deleted, for the log ("web vitals", "notifications"). */
  what: string;
  /** The task's fixed name in the metrics ('vitals-retention'). */
  name: string;
  lock: keyof typeof ADVISORY_LOCKS;
  intervalMs: number;
  /** Deletes what is past its time at `now`; the number deleted. */
  deleteExpired: (db: Database, now: Date) => Promise<number>;
};

/**
 * Deletes expired rows once at start and every interval after. With several processes on one
 * PostgreSQL one pass runs at a time: a process that finds another's pass under way skips its
 * round (null) instead of deleting the same rows beside it.
 */
export class RetentionTask {
  private readonly task: PeriodicTask<number | null>;

  constructor({ database, clock, logger, metrics }: RetentionDependencies, rule: RetentionRule) {
    this.task = new PeriodicTask({
      name: rule.name,
      metrics,
      intervalMs: rule.intervalMs,
      run: async () => {
        const pass = await runAlone(database, ADVISORY_LOCKS[rule.lock], () =>
          rule.deleteExpired(database.db, clock.now()),
        );
        return pass.ran ? pass.result : null;
      },
      onResult: (deleted) => {
        if (deleted === null) logger.debug(`Retention of ${rule.what} skipped: another process is running it`);
        else if (deleted > 0) logger.info({ deleted }, `Expired ${rule.what} deleted`);
      },
      onError: (error) => logger.error({ err: error }, `Deleting expired ${rule.what} failed`),
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops the timer and waits for the pass in hand. */
  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time (null: another process's pass was under way); tests call it instead of waiting. */
  deleteExpired(): Promise<number | null> {
    return this.task.runNow();
  }
}
