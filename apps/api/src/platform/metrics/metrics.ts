import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ScrapeSources } from './scrape-sources.ts';

/**
 * What an operator watches (issue 35, docs/deploy.md): the instruments of one process, in a
 * registry of its own (tests run several apps in one process). Every label takes its values from a
 * short fixed list (a route pattern, a status, a task's or limit's name), never an account, an
 * address or an id, so the number of series stays bounded whatever the traffic.
 */
export const METRIC_PREFIX = 'equicreators_';

/** Seconds: from a cached read (1 ms) to a slow upload or report (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a query waited for a pooled connection: zero almost always, so the small end is fine. */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

export type Metrics = ReturnType<typeof createMetrics>;

/** The instruments, unregistered from any global state; `enabled` false (METRICS=off) records nothing. */
export function createMetrics({ enabled }: { enabled: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  // What the gauges read when scraped (or read with `.get()`); null until `watch`, and with METRICS=off.
  let sources: ScrapeSources | null = null;
  return {
    enabled,
    registry,
    /**
     * Starts collecting: Node's and the process's defaults, and the gauges read at scrape time
     * from `watched`. Does nothing with METRICS=off, so nothing of ours is exported.
     */
    watch(watched: ScrapeSources): void {
      if (!enabled || sources) return;
      sources = watched;
      collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
    },
    httpRequestDuration: new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    databaseConnections: new Gauge({
      name: name('db_pool_connections'),
      help: 'Database connections of this process by state: in_use, idle, waiting (queries queued for one).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        if (!sources) return;
        const counts = sources.connections();
        this.set({ state: 'in_use' }, counts.inUse);
        this.set({ state: 'idle' }, counts.idle);
        this.set({ state: 'waiting' }, counts.waiting);
      },
    }),
    databaseWait: new Histogram({
      name: name('db_pool_wait_seconds'),
      help: 'Time a query waited for a database connection.',
      buckets: WAIT_BUCKETS,
      registers,
    }),
    outboxWaiting: new Gauge({
      name: name('mail_outbox_waiting'),
      help: 'E-mails in the outbox not yet sent (queued or waiting for a retry).',
      registers,
      async collect() {
        const outbox = await sources?.outbox();
        if (outbox) this.set(outbox.waiting);
      },
    }),
    outboxOldestWaiting: new Gauge({
      name: name('mail_outbox_oldest_waiting_seconds'),
      help: 'Age of the oldest e-mail not yet sent; 0 when none waits.',
      registers,
      async collect() {
        const outbox = await sources?.outbox();
        if (outbox) this.set(outbox.oldestWaitingSeconds);
      },
    }),
    liveStreamsOpen: new Gauge({
      name: name('live_streams_open'),
      help: 'Live event streams (messages, notifications) open on this process.',
      registers,
      collect() {
        if (sources) this.set(sources.liveStreamsOpen());
      },
    }),
    taskLag: new Gauge({
      name: name('background_task_lag_seconds'),
      help: 'How much later than planned a timed task started its last pass.',
      labelNames: ['task'] as const,
      registers,
    }),
    taskRuns: new Counter({
      name: name('background_task_runs_total'),
      help: 'Passes of the timed tasks, by task and outcome (ok, failed).',
      labelNames: ['task', 'outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: name('rate_limit_refusals_total'),
      help: 'Requests refused (429) by a rate limit or quota, by the rule that refused.',
      labelNames: ['limit'] as const,
      registers,
    }),
    uploadBytes: new Counter({
      name: name('upload_bytes_total'),
      help: 'Bytes of files stored after upload, by purpose (avatar, campaign-image, message-attachment).',
      labelNames: ['purpose'] as const,
      registers,
    }),
    lastBackupSuccess: new Gauge({
      name: name('backup_last_success_timestamp_seconds'),
      help: 'When the last backup that succeeded finished (Unix time); 0 when none has.',
      registers,
      async collect() {
        const finishedAt = await sources?.lastBackupSuccess();
        if (finishedAt !== undefined && finishedAt !== null) this.set(finishedAt);
      },
    }),
  };
}
