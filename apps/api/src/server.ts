import type { FastifyInstance } from 'fastify';
import { createAppContext } from './app-context.ts';
import { buildApp } from './app.ts';
import { runAdminCommand } from './modules/admin/admin-commands.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seedDemoDataIfEmpty, type DemoLogins } from './modules/demo-data/demo-data.service.ts';
import { MessageNoticeWorker } from './modules/messages/message-notices.service.ts';
import { WebVitalsRetention } from './modules/vitals/vitals.service.ts';
import { openAdminChannel } from './platform/admin-channel.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import { MailDispatcher } from './platform/mail/mail-dispatcher.ts';
import { createLogTransport, createSmtpTransport } from './platform/mail/mail-transport.ts';

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  demoLogins: DemoLogins | null;
  /** Stops taking requests, finishes those in flight and the e-mails in hand, closes the database. */
  close(): Promise<void>;
};

/**
 * Opens and migrates the database, seeds demo data when asked, and starts HTTP, the admin channel
 * (embedded database only) and the background tasks: the mail dispatcher, the unread notices and
 * the web vitals' retention.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openConfiguredDatabase(config);
  let stopLive = async () => {};
  try {
    await database.migrate();
    const context = await createAppContext({ config, database, logger });
    const demoLogins = config.seedDemoData
      ? (await seedDemoDataIfEmpty(context.db, context.storage, logger)).logins
      : null;
    const app = await buildApp(context);
    const transport = config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
      : createLogTransport(logger, config.isDevOutboxEnabled ? `${config.publicUrl}/dev/outbox` : null);
    const dispatcher = new MailDispatcher({ db: context.db, transport, clock: context.clock, logger });
    const notices = new MessageNoticeWorker({
      db: context.db,
      clock: context.clock,
      logger,
      publicUrl: config.publicUrl,
    });
    const vitalsRetention = new WebVitalsRetention({ db: context.db, clock: context.clock, logger });

    // Listening for other processes' signals before taking requests: no stream misses one.
    stopLive = () => context.live.stop();
    await context.live.start();
    await app.listen({ port: config.port, host: config.host });
    // The embedded database admits this process alone: `npm run admin` asks it (decision 017).
    const adminChannel =
      database.engine === 'pglite'
        ? await openAdminChannel({ dataDir: config.dataDir, logger, run: (args) => runAdminCommand(context, args) })
        : null;
    dispatcher.start();
    notices.start();
    vitalsRetention.start();
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
        await app.close();
        await context.live.stop();
        await notices.stop();
        await vitalsRetention.stop();
        await dispatcher.stop();
        await database.close();
      },
    };
  } catch (error) {
    await stopLive().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
