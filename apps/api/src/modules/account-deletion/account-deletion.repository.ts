import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountDeletions, accounts, sessions } from '../../db/schema/index.ts';

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
type NewAccountDeletionRow = typeof accountDeletions.$inferInsert;

/** The states in which a request is still open (one per account, by a unique index). */
export const OPEN_DELETION_STATES = ['awaiting_confirmation', 'scheduled'] as const;

export async function insertAccountDeletion(
  executor: Database,
  row: NewAccountDeletionRow,
): Promise<AccountDeletionRow> {
  const [inserted] = await executor.insert(accountDeletions).values(row).returning();
  if (!inserted) throw new Error('The account deletion insert returned no row');
  return inserted;
}

/** The account's open request, if any, locked until the caller's transaction ends when asked. */
export async function findOpenDeletion(
  executor: Database,
  accountId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<AccountDeletionRow | null> {
  const query = executor
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.accountId, accountId), inArray(accountDeletions.state, OPEN_DELETION_STATES)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findDeletionByConfirmTokenHash(
  executor: Database,
  tokenHash: string,
): Promise<AccountDeletionRow | null> {
  const [row] = await executor
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.confirmTokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A request waiting for its e-mailed confirmation gets a new link (the older one stops working). */
export async function replaceConfirmToken(
  executor: Database,
  id: string,
  { tokenHash, expiresAt, now }: { tokenHash: string; expiresAt: Date; now: Date },
): Promise<AccountDeletionRow | null> {
  const [row] = await executor
    .update(accountDeletions)
    .set({ confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt, requestedAt: now })
    .where(and(eq(accountDeletions.id, id), eq(accountDeletions.state, 'awaiting_confirmation')))
    .returning();
  return row ?? null;
}

/** Schedules an open request; the confirmation link, used or not, stops working. */
export async function scheduleDeletion(
  executor: Database,
  id: string,
  eraseAfter: Date,
): Promise<AccountDeletionRow | null> {
  const [row] = await executor
    .update(accountDeletions)
    .set({ state: 'scheduled', eraseAfter, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(accountDeletions.id, id), inArray(accountDeletions.state, OPEN_DELETION_STATES)))
    .returning();
  return row ?? null;
}

/**
 * Cancels the account's open request made by the person (an admin's erasure is never cancelled
 * this way). `onlyWithinGraceAt` keeps a scheduled request whose grace period ended before then:
 * a login after the date told in the e-mail does not stop it.
 */
export async function cancelOpenDeletion(
  executor: Database,
  accountId: string,
  { now, onlyWithinGraceAt }: { now: Date; onlyWithinGraceAt?: Date },
): Promise<AccountDeletionRow | null> {
  const [row] = await executor
    .update(accountDeletions)
    .set({ state: 'cancelled', cancelledAt: now, confirmTokenHash: null, confirmExpiresAt: null, lockedUntil: null })
    .where(
      and(
        eq(accountDeletions.accountId, accountId),
        eq(accountDeletions.requestedBy, 'self'),
        inArray(accountDeletions.state, OPEN_DELETION_STATES),
        onlyWithinGraceAt
          ? or(isNull(accountDeletions.eraseAfter), gt(accountDeletions.eraseAfter, onlyWithinGraceAt))
          : undefined,
        // Not while a task is erasing it (its lease, with no error yet): that erasure goes on.
        or(
          isNull(accountDeletions.lockedUntil),
          lte(accountDeletions.lockedUntil, now),
          isNotNull(accountDeletions.lastError),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** When the session behind a token was opened (its login), or null when it is gone. */
export async function findSessionCreatedAt(executor: Database, sessionId: string): Promise<Date | null> {
  const [row] = await executor
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

export type ClaimedErasure = { id: string; accountId: string; attempts: number };

/**
 * Claims up to `limit` scheduled erasures whose time has come and whose lease (or retry wait) is
 * over: the rows are locked FOR UPDATE SKIP LOCKED while the lease is written, so N processes
 * never take one row twice, and a process that dies leaves it to be taken again after the lease.
 */
export async function claimDueErasures(
  executor: Database,
  { now, leaseUntil, limit, accountId }: { now: Date; leaseUntil: Date; limit: number; accountId?: string },
): Promise<ClaimedErasure[]> {
  return executor.transaction(async (tx) => {
    const due = await tx
      .select({ id: accountDeletions.id })
      .from(accountDeletions)
      .where(
        and(
          eq(accountDeletions.state, 'scheduled'),
          accountId ? eq(accountDeletions.accountId, accountId) : undefined,
          lte(accountDeletions.eraseAfter, now),
          or(isNull(accountDeletions.lockedUntil), lte(accountDeletions.lockedUntil, now)),
        ),
      )
      .orderBy(asc(accountDeletions.eraseAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return (
      tx
        .update(accountDeletions)
        // No error while the lease runs: that is how a cancel tells an erasure under way.
        .set({ lockedUntil: leaseUntil, lastError: null })
        .where(
          inArray(
            accountDeletions.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: accountDeletions.id,
          accountId: accountDeletions.accountId,
          attempts: accountDeletions.attempts,
        })
    );
  });
}

/** The erasure is done: the row stays as its record, with no personal data. */
export async function markErased(executor: Database, id: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(accountDeletions)
    .set({ state: 'erased', erasedAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(accountDeletions.id, id), eq(accountDeletions.state, 'scheduled')))
    .returning({ id: accountDeletions.id });
  return rows.length > 0;
}

/** A failed try: counted, its error kept, taken again after `retryAt`. */
export async function markFailed(
  executor: Database,
  id: string,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await executor
    .update(accountDeletions)
    .set({ attempts: sql`${accountDeletions.attempts} + 1`, lastError: error, lockedUntil: retryAt })
    .where(eq(accountDeletions.id, id));
}

/** Not erased now (money is held): why, and when to look again. Not a failure, so not counted. */
export async function markPostponed(
  executor: Database,
  id: string,
  { reason, retryAt }: { reason: string; retryAt: Date },
): Promise<void> {
  await executor
    .update(accountDeletions)
    .set({ lastError: reason, lockedUntil: retryAt })
    .where(eq(accountDeletions.id, id));
}

export async function findDeletionById(executor: Database, id: string): Promise<AccountDeletionRow | null> {
  const [row] = await executor.select().from(accountDeletions).where(eq(accountDeletions.id, id)).limit(1);
  return row ?? null;
}

export type ErasureAuditRow = AccountDeletionRow & { adminEmail: string | null };

/** The erasures admins made on request, newest first (the audit list). */
export async function listAdminErasures(executor: Database, limit: number): Promise<ErasureAuditRow[]> {
  return executor
    .select({ ...getTableColumns(accountDeletions), adminEmail: accounts.email })
    .from(accountDeletions)
    .leftJoin(accounts, eq(accounts.id, accountDeletions.adminAccountId))
    .where(eq(accountDeletions.requestedBy, 'admin'))
    .orderBy(desc(accountDeletions.requestedAt))
    .limit(limit);
}
