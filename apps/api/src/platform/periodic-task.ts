import type { Metrics } from './metrics/metrics.ts';
import { recordTaskEnd, recordTaskStart } from './metrics/timed-passes.ts';

export type PeriodicTaskOptions<Result> = {
  /** A fixed word naming the task in the metrics (`task` label): 'mail-dispatch', 'work-reminders'… */
  name: string;
  /** Where its lag and the outcome of each timed pass are recorded (absent in most unit tests). */
  metrics?: Metrics | undefined;
  /** The wait between the end of one pass and the start of the next. */
  intervalMs: number;
  run: () => Promise<Result>;
  onResult?: (result: Result) => void;
  onError: (error: unknown) => void;
};

/**
 * A background pass repeated on a timer: the first right after `start`, the next `intervalMs`
 * after each one ends, so passes never overlap. A call to `runNow` during a pass joins it, and
 * `stop` waits for the pass in hand, so a shutdown never cuts a transaction in half. The timer
 * never keeps the process alive by itself.
 */
export class PeriodicTask<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;
  private stopped = true;

  private readonly options: PeriodicTaskOptions<Result>;

  constructor(options: PeriodicTaskOptions<Result>) {
    this.options = options;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass now; tests call it directly instead of waiting for the timer. */
  runNow(): Promise<Result> {
    if (this.running) return this.running;
    this.running = this.options.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const { name, metrics } = this.options;
    const plannedAt = performance.now() + delayMs;
    this.timer = setTimeout(() => {
      // Late by the timer's own slack, or by an event loop too busy to run it on time.
      recordTaskStart(metrics, name, performance.now() - plannedAt);
      this.runNow()
        .then(
          (result) => {
            recordTaskEnd(metrics, name, 'ok');
            this.options.onResult?.(result);
          },
          (error: unknown) => {
            recordTaskEnd(metrics, name, 'failed');
            throw error;
          },
        )
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
