import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

/** What the transport sends: the outbox row's address, subject, parts and one-click address. */
export type DeliverableMail = {
  /** The outbox row's id and category: what a log line names (never the address or subject). */
  id: string;
  category: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** RFC 8058: sent as List-Unsubscribe with List-Unsubscribe-Post (null for essential mail). */
  unsubscribeUrl?: string | null;
};

export type DeliveryResult = { providerMessageId: string | null };

/** Where the dispatcher hands e-mails: an SMTP server, or the log when none is configured. */
export type MailTransport = {
  name: 'smtp' | 'log';
  send(mail: DeliverableMail): Promise<DeliveryResult>;
  close(): void;
};

/** A failure worth retrying later (server down, busy, 4xx) rather than giving up on. */
export class TemporaryDeliveryError extends Error {
  override name = 'TemporaryDeliveryError';
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
        return { providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        throw isTemporary(error) ? new TemporaryDeliveryError(describe(error), { cause: error }) : error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP_URL the e-mail stays in the outbox. The log names it by its outbox id and category
 * only: its text holds one-time secrets (codes, reset and e-mail-change links, docs/decisions/014),
 * and its address and subject are personal data (issue 46). The developer reads it at the outbox's
 * address when it is served.
 */
export function createLogTransport(logger: Logger, outboxUrl: string | null = null): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      const where = outboxUrl ? `: read it at ${outboxUrl}` : '';
      logger.info(
        { mail: { id: mail.id, category: mail.category } },
        `E-mail kept in the outbox (no SMTP_URL)${where}`,
      );
      return { providerMessageId: null };
    },
    close: () => undefined,
  };
}

// SMTP 5xx replies are permanent (bad address, refused); anything else, including
// a server that does not answer, may work on a later try.
function isTemporary(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const responseCode = 'responseCode' in error ? Number(error.responseCode) : NaN;
  return !(responseCode >= 500 && responseCode < 600);
}

export function describe(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}
