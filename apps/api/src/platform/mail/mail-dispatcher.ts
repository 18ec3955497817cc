import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { PeriodicTask } from '../periodic-task.ts';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
  type OutboxRow,
} from './mail-outbox.repository.ts';
import { describe, TemporaryDeliveryError, type MailTransport } from './mail-transport.ts';

export const DISPATCH_RULES = {
  pollIntervalMs: 1000,
  batchSize: 20,
  /** How long a claimed e-mail stays with one dispatcher before another may retry it. */
  leaseMs: 2 * 60 * 1000,
  firstRetryDelayMs: 5000,
  maxRetryDelayMs: 15 * 60 * 1000,
  /** About two hours of retries before an e-mail is marked failed. */
  maxAttempts: 14,
} as const;

/** The wait before the next try after `attempts` failed ones: 5 s, 10 s, 20 s … at most 15 min. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(DISPATCH_RULES.firstRetryDelayMs * 2 ** exponent, DISPATCH_RULES.maxRetryDelayMs);
}

type DispatcherDependencies = {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
  /**
   * Whether a delivered e-mail keeps its text: only where the developer outbox shows it
   * (NODE_ENV=development, config.isDevOutboxEnabled). Anywhere else it is emptied once sent.
   */
  keepsSentBodies?: boolean;
};

/**
 * Delivers the outbox: every second it claims due e-mails, hands each to the transport,
 * and marks it sent, schedules a retry with backoff, or marks it failed.
 */
export class MailDispatcher {
  private readonly task: PeriodicTask<number>;
  private readonly dependencies: DispatcherDependencies;

  constructor(dependencies: DispatcherDependencies) {
    this.dependencies = dependencies;
    this.task = new PeriodicTask({
      name: 'mail-dispatch',
      metrics: dependencies.metrics,
      intervalMs: DISPATCH_RULES.pollIntervalMs,
      run: () => this.dispatchBatch(),
      onError: (error) => dependencies.logger.error({ err: error }, 'Mail dispatch failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops polling and waits for the e-mails in hand to finish. */
  async stop(): Promise<void> {
    await this.task.stop();
    this.dependencies.transport.close();
  }

  /** One pass over the due e-mails; answers how many were handled. Tests call it directly. */
  dispatchDue(): Promise<number> {
    return this.task.runNow();
  }

  private async dispatchBatch(): Promise<number> {
    const { db, clock } = this.dependencies;
    const now = clock.now();
    const batch = await claimDueMail(db, {
      now,
      leaseUntil: new Date(now.getTime() + DISPATCH_RULES.leaseMs),
      limit: DISPATCH_RULES.batchSize,
    });
    for (const mail of batch) await this.deliver(mail);
    return batch.length;
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const { db, transport, clock, logger } = this.dependencies;
    const keepsBodies = this.dependencies.keepsSentBodies ?? false;
    try {
      const result = await transport.send({
        id: mail.id,
        category: mail.category,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        unsubscribeUrl: mail.unsubscribeUrl,
      });
      await markMailSent(db, mail.id, { transport: transport.name, ...result, sentAt: clock.now(), keepsBodies });
    } catch (error) {
      // A relay's refusal often quotes the address: it is kept on the row, never written to the log.
      const reason = describe(error);
      const logged = reason.split(mail.toAddress).join('<recipient>');
      const canRetry = error instanceof TemporaryDeliveryError && mail.attempts < DISPATCH_RULES.maxAttempts;
      if (canRetry) {
        const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
        await scheduleMailRetry(db, mail.id, reason, nextAttemptAt);
        logger.warn(
          { mailId: mail.id, category: mail.category, attempts: mail.attempts, nextAttemptAt },
          `E-mail delivery will be retried: ${logged}`,
        );
      } else {
        await markMailFailed(db, mail.id, reason, keepsBodies);
        logger.error(
          { mailId: mail.id, category: mail.category, attempts: mail.attempts },
          `E-mail delivery failed: ${logged}`,
        );
      }
    }
  }
}
