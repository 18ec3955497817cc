import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import type { ProcessNumbers } from '@equicreators/shared';
import type { Metrics } from '../../platform/metrics/metrics.ts';

/** How finely the event loop's delay is sampled: 10 ms, cheap, and fine enough for a p99 worth alarming on. */
const EVENT_LOOP_RESOLUTION_MS = 10;
const NANOSECONDS_PER_MS = 1e6;

/**
 * The event loop's delay, measured from `start` and read (then reset) at every heartbeat, so each
 * beat reports the 99th percentile since the one before. The instruments do not give it: a
 * Prometheus default metric measures it, but over the life of the process.
 */
export class EventLoopLag {
  private readonly histogram: ELDHistogram = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });

  start(): void {
    this.histogram.enable();
  }

  stop(): void {
    this.histogram.disable();
  }

  /**
   * The p99 in milliseconds since the last read (null before any sample: not a measured zero), and a
   * fresh start for the next. Like prom-client's default metric it counts the sampling interval in.
   */
  readP99Ms(): number | null {
    if (this.histogram.count === 0) return null;
    const p99 = this.histogram.percentile(99) / NANOSECONDS_PER_MS;
    this.histogram.reset();
    return Math.round(p99 * 100) / 100;
  }
}

/**
 * What one process reports in its heartbeat: its instruments as they stand (they stay at zero with
 * METRICS=off, which `isCollectingMetrics` says), its memory and its event loop's lag.
 */
export async function readProcessNumbers(metrics: Metrics, eventLoopLagP99Ms: number | null): Promise<ProcessNumbers> {
  const [liveStreams, requests, connections, taskLag] = await Promise.all([
    metrics.liveStreamsOpen.get(),
    metrics.httpRequestDuration.get(),
    metrics.databaseConnections.get(),
    metrics.taskLag.get(),
  ]);
  // A histogram's `_count` series holds how many requests each (method, route, status) answered.
  const counts = requests.values.filter((value) => value.metricName?.endsWith('_count'));
  const connectionsIn = (state: string) => connections.values.find((value) => value.labels.state === state)?.value ?? 0;
  const memory = process.memoryUsage();
  return {
    isCollectingMetrics: metrics.enabled,
    eventLoopLagP99Ms,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    liveStreamsOpen: Math.round(liveStreams.values[0]?.value ?? 0),
    requestsTotal: sum(counts.map((value) => value.value)),
    serverErrorsTotal: sum(
      counts.filter((value) => String(value.labels.status_code ?? '').startsWith('5')).map((value) => value.value),
    ),
    databaseConnectionsInUse: Math.round(connectionsIn('in_use')),
    databaseWaiting: Math.round(connectionsIn('waiting')),
    // Seconds in the gauge, milliseconds here, like the event loop's lag beside it.
    worstTaskLagMs: Math.round(Math.max(0, ...taskLag.values.map((value) => value.value)) * 1000),
  };
}

function sum(values: number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0));
}
