import { z } from 'zod';
import { BACKUP_RUN_STATUSES, BACKUP_TRIGGERS } from '../domain/operations.ts';

/** The numbers one server process reports in its heartbeat (and the status page shows). */
export const ProcessNumbersSchema = z.object({
  /**
   * False with METRICS=off: the instruments record nothing, so the live streams, requests, database
   * connections and task lag below are not known (their zeros are not facts). The event-loop lag and
   * the memory are measured by the heartbeat itself either way.
   */
  isCollectingMetrics: z.boolean(),
  /**
   * The 99th percentile of event-loop delay since the last heartbeat, in milliseconds, sampled every
   * 10 ms as prom-client's nodejs_eventloop_lag_p99_seconds is (an idle loop shows about 10 ms);
   * null at the first heartbeat, before any sample.
   */
  eventLoopLagP99Ms: z.number().nullable(),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
  liveStreamsOpen: z.number().int(),
  /** Requests answered since the process started, and those answered 5xx. */
  requestsTotal: z.number().int(),
  serverErrorsTotal: z.number().int(),
  /** Database connections in use and requests waiting for one (PostgreSQL's pool; PGlite has one). */
  databaseConnectionsInUse: z.number().int(),
  databaseWaiting: z.number().int(),
  /** How late this process's timed tasks started their last pass, the worst of them, in milliseconds. */
  worstTaskLagMs: z.number(),
});
export type ProcessNumbers = z.infer<typeof ProcessNumbersSchema>;

export const ServerProcessSchema = z.object({
  id: z.string(),
  /** INSTANCE_ID, or null for a single process. */
  instanceId: z.string().nullable(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  runsBackgroundTasks: z.boolean(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** False once it missed three heartbeats (PROCESS_HEARTBEAT.staleAfterMs). */
  isAlive: z.boolean(),
  /** True for the process that answered this request. */
  isThisProcess: z.boolean(),
  numbers: ProcessNumbersSchema,
});
export type ServerProcess = z.infer<typeof ServerProcessSchema>;

export const BackupRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_RUN_STATUSES),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** The archive's name and where it went (a folder or s3://bucket/prefix), once written. */
  archiveName: z.string().nullable(),
  destination: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

/** GET /api/admin/status: this process, every process of the cluster, the outbox and the backups. */
export const AdminStatusSchema = z.object({
  checkedAt: z.iso.datetime(),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** Null when the database does not answer (database.ok false): then nothing below is known. */
  outbox: z.object({ waiting: z.number().int(), oldestWaitingSeconds: z.number().nullable() }).nullable(),
  /** Empty when the database does not answer. */
  processes: z.array(ServerProcessSchema),
  backups: z.object({
    /** Whether BACKUP_AT schedules them, when, and what is kept. */
    schedule: z
      .object({ at: z.string(), keepDaily: z.number().int(), keepWeekly: z.number().int(), destination: z.string() })
      .nullable(),
    /** The last ten runs, newest first; null when the database does not answer. */
    recent: z.array(BackupRunSchema).nullable(),
  }),
});
export type AdminStatus = z.infer<typeof AdminStatusSchema>;
