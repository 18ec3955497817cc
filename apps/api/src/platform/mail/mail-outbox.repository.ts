import type { OptionalMailCategory } from '@equicreators/shared';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailPreferences, mailOutbox, newsletterSubscriptions } from '../../db/schema/index.ts';
import type { MailRecipient } from './unsubscribe-token.ts';

/**
 * An e-mail ready for the outbox. Every e-mail says what it is about: essential mail always goes;
 * an optional category names its recipient (so an opt-out is checked) and its one-click address.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * A mail that waits until `sendAfter` and replaces, while unsent, the earlier mail of the same
   * `key` to the same address (issue 46: the latest news of one order's deal goes as one e-mail).
   */
  coalesce?: { key: string; sendAfter: Date };
} & ({ category: 'essential' } | { category: OptionalMailCategory; recipient: MailRecipient; unsubscribeUrl: string });
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes an e-mail to the outbox; pass the transaction of the change that caused it. */
export async function insertMail(executor: Database, mail: OutgoingMail): Promise<OutboxRow> {
  const [row] = await executor.insert(mailOutbox).values(outboxValuesOf(mail)).returning();
  if (!row) throw new Error('The outbox insert returned no row');
  return row;
}

/** Rows per statement when many e-mails are written at once (well under the protocol's 65,535 parameters). */
const MAILS_PER_INSERT = 500;

/** Writes many e-mails to the outbox, a few statements for any number; answers how many. */
export async function insertMails(executor: Database, mails: readonly OutgoingMail[]): Promise<number> {
  for (let start = 0; start < mails.length; start += MAILS_PER_INSERT) {
    await executor.insert(mailOutbox).values(mails.slice(start, start + MAILS_PER_INSERT).map(outboxValuesOf));
  }
  return mails.length;
}

function outboxValuesOf(mail: OutgoingMail) {
  return {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    category: mail.category,
    unsubscribeUrl: mail.category === 'essential' ? null : mail.unsubscribeUrl,
    coalesceKey: mail.coalesce?.key ?? null,
    nextAttemptAt: mail.coalesce?.sendAfter ?? null,
  };
}

/**
 * Deletes the unsent mails of a coalescing key to an address: pending, never tried and not
 * claimed by a dispatcher (one on its way is left to go). Answers how many were taken back.
 */
export async function deletePendingCoalesced(executor: Database, key: string, to: string): Promise<number> {
  const rows = await executor
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.coalesceKey, key),
        eq(mailOutbox.toAddress, to),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, 0),
        isNull(mailOutbox.lockedUntil),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Whether the recipient has left this category: an account that turned it off, or a newsletter
 * subscription that is not (or no longer) confirmed. Read in the transaction that would queue it.
 */
export async function hasLeftCategory(
  executor: Database,
  recipient: MailRecipient,
  category: OptionalMailCategory,
): Promise<boolean> {
  if ('newsletterSubscriptionId' in recipient) {
    const [subscription] = await executor
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, recipient.newsletterSubscriptionId));
    return subscription?.status !== 'confirmed';
  }
  const [row] = await executor
    .select({ accountId: emailPreferences.accountId })
    .from(emailPreferences)
    .where(
      and(eq(emailPreferences.accountId, recipient.accountId), arrayContains(emailPreferences.optedOut, [category])),
    );
  return row !== undefined;
}

/**
 * Claims up to `limit` pending e-mails that are due and not claimed by a live lease, and
 * counts the attempt. SKIP LOCKED lets several dispatchers share one outbox.
 */
export async function claimDueMail(
  db: Database,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(sql`${mailOutbox.nextAttemptAt} asc nulls first`, asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * What a delivered or abandoned e-mail keeps of its text: nothing (its codes and links are
 * one-time secrets, and every backup would carry them), unless the developer outbox still shows it.
 */
function bodiesAfterDelivery(keepsBodies: boolean) {
  return keepsBodies ? {} : { textBody: '', htmlBody: null };
}

export async function markMailSent(
  db: Database,
  id: string,
  result: { transport: string; providerMessageId: string | null; sentAt: Date; keepsBodies: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      transport: result.transport,
      providerMessageId: result.providerMessageId,
      sentAt: result.sentAt,
      lockedUntil: null,
      lastError: null,
      ...bodiesAfterDelivery(result.keepsBodies),
    })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleMailRetry(db: Database, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt, lockedUntil: null, lastError: error }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: string, error: string, keepsBodies: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error, ...bodiesAfterDelivery(keepsBodies) })
    .where(eq(mailOutbox.id, id));
}

/** Empties the text of up to `limit` sent or failed e-mails that still hold it (sent before it was emptied at once). */
export async function clearDeliveredBodies(db: Database, limit: number): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        or(ne(mailOutbox.textBody, ''), isNotNull(mailOutbox.htmlBody)),
      ),
    )
    .limit(limit);
  const cleared = await db
    .update(mailOutbox)
    .set({ textBody: '', htmlBody: null })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id });
  return cleared.length;
}

/** Deletes up to `limit` sent or failed e-mails written before `before`; answers how many. */
export async function deleteDeliveredMailBefore(db: Database, before: Date, limit: number): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, before)))
    .limit(limit);
  const deleted = await db.delete(mailOutbox).where(inArray(mailOutbox.id, due)).returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Newest first, optionally for one recipient; for the developer outbox. */
export async function listOutbox(
  db: Database,
  { to, page, pageSize }: { to?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const filter = to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(filter)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailOutbox).where(filter),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
