import { hostname } from 'node:os';
import { PROCESS_HEARTBEAT } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { deleteServerProcess, forgetServerProcessesSeenBefore, upsertServerProcess } from './operations.repository.ts';
import { EventLoopLag, readProcessNumbers } from './process-numbers.ts';

export type HeartbeatDependencies = Pick<
  AppContext,
  'config' | 'db' | 'clock' | 'logger' | 'metrics' | 'processId' | 'version' | 'startedAt'
>;

/** What one beat did besides writing its row: how many rows of long-gone processes it deleted. */
export type HeartbeatResult = { forgotten: number };

/**
 * This process's row in `server_processes` (issue 35), written at start and every 15 s whatever
 * BACKGROUND_TASKS says, so the admin status page lists every process of the cluster with its
 * numbers; deleted on a graceful close. The process that runs the background tasks also forgets
 * the rows of processes not seen for a day (crashed ones never delete their own).
 */
export class ProcessHeartbeat {
  private readonly task: PeriodicTask<HeartbeatResult>;
  private readonly lag = new EventLoopLag();
  private readonly dependencies: HeartbeatDependencies;

  constructor(dependencies: HeartbeatDependencies) {
    this.dependencies = dependencies;
    this.task = new PeriodicTask({
      name: 'heartbeat',
      metrics: dependencies.metrics,
      intervalMs: PROCESS_HEARTBEAT.everyMs,
      run: () => this.beat(),
      onError: (error) => dependencies.logger.error({ err: error }, 'Process heartbeat failed'),
    });
  }

  start(): void {
    this.lag.start();
    this.task.start();
  }

  /** One beat now; tests call it directly instead of waiting for the timer. */
  runNow(): Promise<HeartbeatResult> {
    return this.task.runNow();
  }

  /** Stops beating (the beat in hand finished) and deletes this process's row: it left on purpose. */
  async stop(): Promise<void> {
    await this.task.stop();
    this.lag.stop();
    const { db, processId, logger } = this.dependencies;
    try {
      await deleteServerProcess(db, processId);
    } catch (error) {
      // The close goes on: the row shows the process gone in 45 s and is forgotten in a day.
      logger.warn({ err: error }, 'Could not delete this process’s heartbeat row');
    }
  }

  private async beat(): Promise<HeartbeatResult> {
    const { config, db, clock, metrics, processId, version, startedAt } = this.dependencies;
    const now = clock.now();
    await upsertServerProcess(db, {
      id: processId,
      instanceId: config.instanceId,
      hostname: hostname(),
      pid: process.pid,
      version,
      runsBackgroundTasks: config.backgroundTasks,
      startedAt,
      lastSeenAt: now,
      numbers: await readProcessNumbers(metrics, this.lag.readP99Ms()),
    });
    // One process forgets for all: the one with the timed tasks (several may, harmlessly).
    if (!config.backgroundTasks) return { forgotten: 0 };
    const forgotten = await forgetServerProcessesSeenBefore(
      db,
      new Date(now.getTime() - PROCESS_HEARTBEAT.forgetAfterMs),
    );
    return { forgotten };
  }
}
