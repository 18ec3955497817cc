import type { Database } from '../../db/client.ts';
import { insertMail, type OutboxRow, type OutgoingMail } from './mail-outbox.repository.ts';

/**
 * Queues an e-mail. Pass the transaction of the change that caused it: the e-mail is sent
 * if and only if the change is committed. The dispatcher delivers it within a second or two.
 */
export async function queueMail(executor: Database, mail: OutgoingMail): Promise<OutboxRow> {
  return insertMail(executor, { ...mail, to: mail.to.trim().toLowerCase() });
}
