import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, creatorProfiles, emailChanges, files } from '../../db/schema/index.ts';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** The texts and picture a creator edits; niches and links have their own replace functions. */
export type ProfileFields = {
  firstName: string;
  lastName: string;
  bio: string;
  description: string;
  phoneNumber: string;
  avatarFileId: string | null;
};

export async function updateCreatorProfileFields(
  executor: Database,
  creatorId: string,
  fields: ProfileFields,
  now: Date,
): Promise<void> {
  await executor
    .update(creatorProfiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(creatorProfiles.accountId, creatorId));
}

/** Removes a file's row (its bytes are the caller's, after the change commits). */
export async function deleteFileRow(executor: Database, fileId: string) {
  const [row] = await executor.delete(files).where(eq(files.id, fileId)).returning();
  return row ?? null;
}

/** Stores the account's one pending change; a new request replaces the old one (and its link). */
export async function replaceEmailChange(
  executor: Database,
  change: { accountId: string; newEmail: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await executor
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: emailChanges.accountId,
      set: {
        newEmail: change.newEmail,
        tokenHash: change.tokenHash,
        expiresAt: change.expiresAt,
        createdAt: change.createdAt,
        usedAt: null,
      },
    });
}

/** The account's change that is still waiting for its link: unused and unexpired. */
export async function findPendingEmailChange(
  db: Database,
  accountId: string,
  now: Date,
): Promise<EmailChangeRow | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function findEmailChangeByTokenHash(db: Database, tokenHash: string): Promise<EmailChangeRow | null> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Uses the link up; false when it was used (or replaced) meanwhile. */
export async function markEmailChangeUsed(executor: Database, id: string, tokenHash: string, now: Date) {
  const updated = await executor
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.id, id), eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return updated.length > 0;
}

/**
 * Withdraws the change still waiting for its link, so the link stops working. A used row stays:
 * it is the account's history, and a later request replaces it.
 */
export async function deletePendingEmailChange(executor: Database, accountId: string): Promise<void> {
  await executor.delete(emailChanges).where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt)));
}

/** The login e-mail changes; the unique (type, email) index refuses an address taken meanwhile. */
export async function updateAccountEmail(executor: Database, accountId: string, email: string, now: Date) {
  await executor.update(accounts).set({ email, updatedAt: now }).where(eq(accounts.id, accountId));
}
