import { isErasedAddress } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import {
  deletePendingCoalesced,
  hasLeftCategory,
  insertMail,
  insertMails,
  type OutboxRow,
  type OutgoingMail,
} from './mail-outbox.repository.ts';

/**
 * Queues an e-mail. Pass the transaction of the change that caused it: the e-mail is sent
 * if and only if the change is committed. The dispatcher delivers it within a second or two.
 * An optional e-mail whose recipient left its category is not queued at all (answers null), nor
 * any e-mail to an erased account's placeholder login, which is no address (issue 34).
 */
export async function queueMail(executor: Database, mail: OutgoingMail): Promise<OutboxRow | null> {
  if (isErasedAddress(mail.to)) return null;
  if (mail.category !== 'essential' && (await hasLeftCategory(executor, mail.recipient, mail.category))) return null;
  const to = mail.to.trim().toLowerCase();
  // A newer mail of the same subject replaces the one still waiting (the latest news, once).
  if (mail.coalesce) await deletePendingCoalesced(executor, mail.coalesce.key, to);
  return insertMail(executor, { ...mail, to });
}

/**
 * Takes back the waiting mail of a coalescing key to an address (a proposal withdrawn before its
 * e-mail left); answers whether one was still waiting.
 */
export async function cancelPendingMail(executor: Database, key: string, to: string): Promise<boolean> {
  return (await deletePendingCoalesced(executor, key, to.trim().toLowerCase())) > 0;
}

/**
 * Queues one e-mail to each of many recipients that the caller's own query chose by their
 * preferences (an admin's issue to the confirmed subscribers, say), in a few statements rather
 * than a check and an insert per recipient. Answers how many were queued.
 */
export async function queueMailsToChosenRecipients(
  executor: Database,
  mails: readonly OutgoingMail[],
): Promise<number> {
  const deliverable = mails.filter((mail) => !isErasedAddress(mail.to));
  return insertMails(
    executor,
    deliverable.map((mail) => ({ ...mail, to: mail.to.trim().toLowerCase() })),
  );
}
