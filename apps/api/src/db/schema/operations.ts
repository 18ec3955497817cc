import {
  BACKUP_RUN_STATUSES,
  BACKUP_TRIGGERS,
  type BackupRunStatus,
  type BackupTrigger,
  type ProcessNumbers,
} from '@equicreators/shared';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf, timestampTz } from './columns.ts';

/**
 * One row per running server process, rewritten by its heartbeat every 15 s (issue 35): what the
 * admin status page lists for the cluster. A process that stops writing is shown as gone, and
 * forgotten after a day.
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    /** A random id the process draws at start (the same that names it on the live bus). */
    id: text('id').primaryKey(),
    instanceId: text('instance_id'),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    runsBackgroundTasks: boolean('runs_background_tasks').notNull(),
    startedAt: timestampTz('started_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
    numbers: jsonb('numbers').$type<ProcessNumbers>().notNull(),
  },
  (table) => [index('server_processes_last_seen_at_idx').on(table.lastSeenAt)],
);

/**
 * Every backup taken, by `npm run backup` or on the schedule: when, where to, how big, or why it
 * failed. A scheduled run claims its day's `slot` (unique), so of several processes one takes it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').$type<BackupTrigger>().notNull(),
    /** The UTC day a scheduled run is for ('2026-11-27'); null for a command's. */
    slot: text('slot').unique(),
    status: text('status').$type<BackupRunStatus>().notNull().default('running'),
    startedAt: timestampTz('started_at').notNull(),
    finishedAt: timestampTz('finished_at'),
    archiveName: text('archive_name'),
    destination: text('destination'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_at_idx').on(table.startedAt),
    check('backup_runs_status_check', isOneOf(table.status, BACKUP_RUN_STATUSES)),
    check('backup_runs_trigger_check', isOneOf(table.trigger, BACKUP_TRIGGERS)),
  ],
);
