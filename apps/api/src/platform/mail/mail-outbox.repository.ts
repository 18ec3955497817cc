import type { OptionalMailCategory } from '@equicreators/shared';
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
  };
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

export async function markMailSent(
  db: Database,
  id: string,
  result: { transport: string; providerMessageId: string | null; sentAt: Date },
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
    })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleMailRetry(db: Database, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt, lockedUntil: null, lastError: error }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error })
    .where(eq(mailOutbox.id, id));
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
