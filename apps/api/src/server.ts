import type { FastifyInstance } from 'fastify';
import { createAppContext, type AppContext } from './app-context.ts';
import { buildApp } from './app.ts';
import { migrateDatabase } from './migrate-database.ts';
import { runAdminCommand } from './modules/admin/admin-commands.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seedDemoDataIfEmpty, type DemoLogins } from './modules/demo-data/demo-data.service.ts';
import { AccountErasureWorker } from './modules/account-deletion/account-erasure-task.service.ts';
import { MessageNoticeWorker } from './modules/messages/message-notices.service.ts';
import { ProcessHeartbeat } from './modules/operations/process-heartbeat.ts';
import { NotificationRetention } from './modules/notifications/notification-retention.ts';
import { MailRetention } from './platform/mail/mail-retention.ts';
import { WebVitalsRetention } from './modules/vitals/vitals.service.ts';
import { WorkReminderWorker } from './modules/work/work-reminders.service.ts';
import { DataExportWorker } from './modules/data-export/data-export-worker.ts';
import { PaymentSweepWorker } from './modules/payments/payment-sweep.service.ts';
import { RatingPublicationWorker } from './modules/ratings/rating-publication.service.ts';
import { BackupSchedule } from './modules/backups/backup-schedule.ts';
import { openAdminChannel } from './platform/admin-channel.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import { MailDispatcher } from './platform/mail/mail-dispatcher.ts';
import { mailLinksOf } from './platform/mail/mail-links.ts';
import { createLogTransport, createSmtpTransport } from './platform/mail/mail-transport.ts';
import { startMetricsListener } from './platform/metrics/metrics-listener.ts';
import { makeDataDirPrivate } from './platform/private-files.ts';
import { checkBucketReachable } from './platform/storage/s3-bucket.ts';

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  demoLogins: DemoLogins | null;
  /** Stops taking requests, finishes those in flight and the e-mails in hand, closes the database. */
  close(): Promise<void>;
};

/** A timed task of this process: started after listening, stopped (its pass in hand finished) at close. */
type BackgroundTask = { start(): void; stop(): Promise<void> };

/**
 * Checks that the bucket answers (STORAGE=s3; a StorageUnreachableError otherwise), opens and
 * migrates the database, seeds demo data when asked, and starts HTTP, the admin channel
 * (embedded database only), this process's heartbeat and, unless BACKGROUND_TASKS=off, the background tasks: the mail
 * dispatcher, the unread notices, the work's reminders, the payments' sweep, the ratings' publication, the account erasures, the retention of web vitals and notifications, and the scheduled backups.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  // Before anything else: a wrong bucket would otherwise show only on the first file request.
  if (config.storage.kind === 's3') await checkBucketReachable(config.storage);
  const database = await openConfiguredDatabase(config);
  let stopLive = async () => {};
  try {
    // After opening: PGlite chmods the files of a new database to 0666 itself, whatever the umask.
    closeDataDir(config.dataDir, logger);
    await migrateDatabase(database);
    const context = await createAppContext({ config, database, logger });
    const demoLogins = config.seedDemoData
      ? (await seedDemoDataIfEmpty(context.db, context.storage, logger)).logins
      : null;
    const app = await buildApp(context);
    const tasks = config.backgroundTasks ? backgroundTasksOf(context) : [];
    // Every process beats, whatever BACKGROUND_TASKS says: the status page lists the whole cluster.
    const heartbeat = new ProcessHeartbeat(context);
    if (!config.backgroundTasks) logger.info('Background tasks off (BACKGROUND_TASKS=off): another process runs them');

    // Listening for other processes' signals before taking requests: no stream misses one.
    stopLive = () => context.live.stop();
    await context.live.start();
    await app.listen({ port: config.port, host: config.host });
    // The embedded database admits this process alone: `npm run admin` asks it (decision 017).
    const adminChannel =
      database.engine === 'pglite'
        ? await openAdminChannel({ dataDir: config.dataDir, logger, run: (args) => runAdminCommand(context, args) })
        : null;
    // Without a token, on a port of its own (loopback unless METRICS_HOST says otherwise).
    const metricsListener =
      config.metrics.enabled && config.metrics.port !== null
        ? await startMetricsListener(context.metrics, { port: config.metrics.port, host: config.metrics.host })
        : null;
    heartbeat.start();
    for (const task of tasks) task.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (config.isDevOutboxEnabled) {
      // Every queued login code and reset link is readable there: say so in the log, where an
      // operator who set NODE_ENV=development by mistake on a public server will see it.
      logger.info(`Dev outbox enabled at http://${config.host}:${port}/dev/outbox: NODE_ENV=development`);
    }
    return {
      app,
      database,
      url: `http://localhost:${port}`,
      demoLogins,
      close: async () => {
        await adminChannel?.close();
        await metricsListener?.close();
        await app.close();
        await context.live.stop();
        // Reverse order: the dispatcher last, so it sends what the notices queued on their last pass.
        for (const task of [...tasks].reverse()) await task.stop();
        // Its row deleted: a process closed on purpose is not listed as gone.
        await heartbeat.stop();
        await context.changes.settled();
        await database.close();
      },
    };
  } catch (error) {
    await stopLive().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Every timed task of a server, in start order. Each is safe with several processes running it
 * (issue 23): the dispatcher, the notices and the reminders claim their rows `FOR UPDATE SKIP LOCKED`, and the
 * retention runs under an advisory lock on PostgreSQL, a process finding it taken skipping its round.
 */
function backgroundTasksOf(context: AppContext): BackgroundTask[] {
  const { config, db, clock, logger, metrics } = context;
  const transport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
    : createLogTransport(logger, config.isDevOutboxEnabled ? `${config.publicUrl}/dev/outbox` : null);
  return [
    new MailDispatcher({ db, transport, clock, logger, metrics, keepsSentBodies: config.isDevOutboxEnabled }),
    new MessageNoticeWorker({ db, clock, logger, metrics, links: mailLinksOf(context) }),
    new WorkReminderWorker({ db, clock, logger, metrics, links: mailLinksOf(context) }),
    new PaymentSweepWorker(context),
    new RatingPublicationWorker(context),
    new DataExportWorker(context),
    new AccountErasureWorker(context),
    new WebVitalsRetention({ database: context.database, clock, logger, metrics }),
    new NotificationRetention({ database: context.database, clock, logger, metrics }),
    new MailRetention({
      database: context.database,
      clock,
      logger,
      metrics,
      keepsSentBodies: config.isDevOutboxEnabled,
    }),
    // BACKUP_AT: the day's backup, taken by whichever process claims the day first.
    ...(config.backups.schedule ? [new BackupSchedule(context)] : []),
  ];
}

/** What older versions (or another tool's umask) left readable by others is closed before use. */
function closeDataDir(dataDir: string, logger: Logger): void {
  const result = makeDataDirPrivate(dataDir);
  if (result.changed > 0) logger.info(`Data folder: ${String(result.changed)} entries made private (0700/0600)`);
  if (!result.isComplete) logger.warn(`Data folder: stopped after ${String(result.visited)} entries`);
  for (const { path, reason } of result.failed.slice(0, 10)) {
    logger.warn(`Data folder: could not make ${path} private: ${reason}`);
  }
}
