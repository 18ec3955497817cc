import { DELETED_USER_NAME, ERASED_ADDRESS_DOMAIN } from '@equicreators/shared';
import { and, eq, inArray, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  authCodes,
  campaignImages,
  contactMessages,
  dataExports,
  emailChanges,
  emailPreferences,
  files,
  invitations,
  mailOutbox,
  messageAttachments,
  messageNotices,
  messages,
  newsletterSubscriptions,
  notifications,
  orderRatings,
  passwordResets,
  rateLimits,
  sessions,
} from '../../db/schema/index.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';

/**
 * The erasure's statements on the account and everything about it but the profile
 * (account-erasure-profiles.repository.ts). Each runs in the erasure's one transaction.
 */

/** The account row, locked until the transaction ends: a second erasure waits, then sees it done. */
export async function lockAccountForErasure(tx: Database, accountId: string): Promise<AccountRow | null> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row ?? null;
}

/**
 * The addresses that are the person's: the login's, and a new one waiting in an e-mail change. An
 * address another live account also uses (the same person as a brand and a creator) is left out:
 * what is kept by address (newsletter, mail, support messages) is that account's too.
 */
export async function findPersonAddresses(tx: Database, account: Pick<AccountRow, 'id' | 'email'>): Promise<string[]> {
  const pending = await tx
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.accountId, account.id));
  const addresses = [...new Set([account.email, ...pending.map((row) => row.newEmail)])];
  const shared = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(inArray(accounts.email, addresses), ne(accounts.id, account.id), isNull(accounts.erasedAt)));
  return addresses.filter((address) => !shared.some((row) => row.email === address));
}

/** An address that is no address (RFC 2606 `.invalid`), unique per account, lower case like every login. */
export function erasedEmailOf(accountId: string): string {
  return `erased-${accountId}@${ERASED_ADDRESS_DOMAIN}`.toLowerCase();
}

/** No password hash of any scheme looks like this, so no password ever matches it. */
export const UNUSABLE_PASSWORD_HASH = '!erased';

/** The account row stays (threads keep their sender), blocked, with no address, password or history. */
export async function eraseAccountRow(tx: Database, accountId: string, now: Date): Promise<void> {
  await tx
    .update(accounts)
    .set({
      email: erasedEmailOf(accountId),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      status: 'blocked',
      failedLoginAttempts: 0,
      lockedUntil: null,
      lastLoginAt: null,
      termsVersion: null,
      termsAcceptedAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
}

/**
 * Deletes the rows that exist only for the person: logins, codes, links, preferences, the
 * subscriptions and invitations of their address, what they wrote to support, their mail and the
 * notices and notifications addressed to them, and every counter keyed by their address or id.
 */
export async function deletePersonalRows(tx: Database, accountId: string, addresses: string[]): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
  await tx
    .delete(emailChanges)
    .where(or(eq(emailChanges.accountId, accountId), inArray(emailChanges.newEmail, addresses)));
  await tx.delete(authCodes).where(inArray(authCodes.email, addresses));
  await tx
    .delete(invitations)
    .where(or(inArray(invitations.email, addresses), eq(invitations.acceptedAccountId, accountId)));
  await tx.delete(emailPreferences).where(eq(emailPreferences.accountId, accountId));
  await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, addresses));
  await tx
    .delete(contactMessages)
    .where(or(eq(contactMessages.accountId, accountId), inArray(contactMessages.email, addresses)));
  await tx.delete(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
  await tx.delete(messageNotices).where(eq(messageNotices.recipientAccountId, accountId));
  await tx.delete(notifications).where(eq(notifications.recipientId, accountId));
  // Keys are '<rule>:<what is counted>' (platform/limits, platform/http/rate-limit.ts): an address
  // (login, reset and e-mail change throttles) or an account id.
  for (const part of [...addresses, accountId]) {
    await tx.delete(rateLimits).where(sql`position(${part} in ${rateLimits.key}) > 0`);
  }
}

/**
 * The person's files leave every row that shows them (their messages' attachments, their
 * campaigns' images, their avatar is cleared with the profile) and lose their names; the rows stay,
 * owned by the account, until the bytes are deleted after the commit (`listErasedFiles`), so a run
 * after a failed delete finds them again.
 */
export async function detachPersonFiles(tx: Database, accountId: string): Promise<void> {
  const attachedToTheirMessages = tx
    .select({ fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messages.senderAccountId, accountId));
  // Owned by them, so the leftover search (by owner) finds them too.
  await tx
    .update(files)
    .set({ ownerAccountId: accountId })
    .where(
      and(
        inArray(files.id, attachedToTheirMessages),
        or(isNull(files.ownerAccountId), ne(files.ownerAccountId, accountId)),
      ),
    );
  const theirFiles = tx.select({ id: files.id }).from(files).where(eq(files.ownerAccountId, accountId));
  await tx.delete(messageAttachments).where(inArray(messageAttachments.fileId, theirFiles));
  await tx.delete(campaignImages).where(inArray(campaignImages.fileId, theirFiles));
  await tx.update(files).set({ originalName: null }).where(eq(files.ownerAccountId, accountId));
}

/** Their exports stop working at once; the zips and rows go after the commit (`listErasedExports`). */
export async function closePersonExports(tx: Database, accountId: string): Promise<void> {
  await tx
    .update(dataExports)
    .set({ status: 'expired', tokenHash: null, lockedUntil: null, lastError: null })
    .where(eq(dataExports.accountId, accountId));
}

/** The reviews they wrote lose their words; the stars stay, so the other side's average stands. */
export async function anonymiseRatingsGiven(tx: Database, accountId: string, now: Date): Promise<void> {
  await tx
    .update(orderRatings)
    .set({ review: '', updatedAt: now })
    .where(and(eq(orderRatings.raterAccountId, accountId), ne(orderRatings.review, '')));
}

/**
 * Mail to other people that names the person (a notice of their message, a hire) keeps its
 * place in the outbox with every one of `terms` (names, addresses, phone, handles) replaced by
 * DELETED_USER_NAME, whole words only.
 */
export async function redactOthersMail(tx: Database, terms: string[]): Promise<void> {
  const pattern = wordsPattern(terms);
  if (!pattern) return;
  const redact = (column: SQLWrapper) => sql`regexp_replace(${column}, ${pattern}, ${DELETED_USER_NAME}, 'g')`;
  await tx
    .update(mailOutbox)
    .set({
      subject: redact(mailOutbox.subject),
      textBody: redact(mailOutbox.textBody),
      htmlBody: redact(mailOutbox.htmlBody),
    })
    .where(
      or(
        sql`${mailOutbox.subject} ~ ${pattern}`,
        sql`${mailOutbox.textBody} ~ ${pattern}`,
        sql`${mailOutbox.htmlBody} ~ ${pattern}`,
      ),
    );
}

/** A PostgreSQL regular expression matching any of `terms` as whole words (at least 3 characters). */
export function wordsPattern(terms: string[]): string | null {
  const words = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 3))];
  if (words.length === 0) return null;
  // Longest first, so a full name is replaced whole before its first name alone.
  words.sort((a, b) => b.length - a.length);
  return words
    .map((word) => {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const start = /^\w/.test(word) ? '\\y' : '';
      const end = /\w$/.test(word) ? '\\y' : '';
      return `${start}${escaped}${end}`;
    })
    .join('|');
}

export type StoredFileKeys = { id: string; storageKey: string; thumbnailKey: string | null };

/** The erased account's files whose bytes are still to be deleted. */
export function listErasedFiles(db: Database, accountId: string): Promise<StoredFileKeys[]> {
  return db
    .select({ id: files.id, storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
    .from(files)
    .where(eq(files.ownerAccountId, accountId));
}

export async function deleteFileRow(db: Database, fileId: string): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}

/** The erased account's exports, whose zips (if built) are still to be deleted. */
export function listErasedExports(
  db: Database,
  accountId: string,
): Promise<{ id: string; storageKey: string | null }[]> {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.accountId, accountId));
}

export async function deleteExportRow(db: Database, exportId: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, exportId));
}
