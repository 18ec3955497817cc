import type { OutboxMail } from '@equicreators/shared';
import type { OutboxRow } from '../../platform/mail/mail-outbox.repository.ts';

export function presentOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
