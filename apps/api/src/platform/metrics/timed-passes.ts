import type { Metrics } from './metrics.ts';

export type TaskOutcome = 'ok' | 'failed';

/**
 * Records that a timed task's pass started `lateMs` after it was planned (the timer's own delay,
 * or an event loop too busy to run it on time). Names are fixed words, never per-run values.
 */
export function recordTaskStart(metrics: Metrics | undefined, task: string, lateMs: number): void {
  if (metrics?.enabled) metrics.taskLag.set({ task }, Math.max(0, lateMs) / 1000);
}

export function recordTaskEnd(metrics: Metrics | undefined, task: string, outcome: TaskOutcome): void {
  if (metrics?.enabled) metrics.taskRuns.inc({ task, outcome });
}

/**
 * `setInterval` for the timed tasks that are not PeriodicTasks (they run on a fixed beat, not a
 * wait after each pass), with their lag and outcomes recorded the same way. The timer never keeps
 * the process alive; clear it with clearInterval.
 */
export function repeatTimed(
  task: string,
  intervalMs: number,
  metrics: Metrics | undefined,
  run: () => Promise<TaskOutcome>,
): NodeJS.Timeout {
  // Node plans a repeating timer's next run an interval after the start of the one before.
  let plannedAt = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const startedAt = performance.now();
    recordTaskStart(metrics, task, startedAt - plannedAt);
    plannedAt = startedAt + intervalMs;
    void run().then(
      (outcome) => recordTaskEnd(metrics, task, outcome),
      () => recordTaskEnd(metrics, task, 'failed'),
    );
  }, intervalMs);
  timer.unref();
  return timer;
}
