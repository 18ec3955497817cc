import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, dataExports } from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Locks the account's row until the transaction ends, so two requests of one person at the same
 * moment are decided one after the other (one export a day holds under concurrency).
 */
export async function lockAccountForExport(tx: Database, accountId: string): Promise<boolean> {
  const rows = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return rows.length > 0;
}

export async function findLatestExport(db: Database, accountId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.accountId, accountId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The latest export that counts against one a day: a failed one does not (the person may ask again). */
export async function findLatestCountedExport(db: Database, accountId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.accountId, accountId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Every export of the account, newest first (its own export lists the earlier ones). */
export async function listExportsOf(db: Database, accountId: string): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.accountId, accountId))
    .orderBy(desc(dataExports.requestedAt));
}

export async function insertExport(tx: Database, accountId: string, requestedAt: Date): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ accountId, requestedAt, status: 'pending' }).returning();
  if (!row) throw new Error('The export was not stored');
  return row;
}

/**
 * Claims the oldest pending export whose lease is free, for `leaseMs`: SKIP LOCKED lets several
 * processes claim side by side, and the lease (not the row lock) covers the long build outside any
 * transaction, so a process that dies mid-build leaves it to be claimed again once the lease ends.
 */
export async function claimPendingExport(db: Database, now: Date, leaseMs: number): Promise<DataExportRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(eq(dataExports.status, 'pending'), or(isNull(dataExports.lockedUntil), lte(dataExports.lockedUntil, now))),
      )
      .orderBy(asc(dataExports.requestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(dataExports)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${dataExports.attempts} + 1` })
      .where(eq(dataExports.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

type Claim = Pick<DataExportRow, 'id' | 'attempts'>;

/** The claim still holds when the row is pending with the attempt this process took (fencing a stolen lease). */
const stillClaimed = (claim: Claim) =>
  and(eq(dataExports.id, claim.id), eq(dataExports.status, 'pending'), eq(dataExports.attempts, claim.attempts));

export async function markExportReady(
  tx: Database,
  claim: Claim,
  ready: { storageKey: string; byteSize: number; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ ...ready, status: 'ready', lockedUntil: null, lastError: null })
    .where(stillClaimed(claim))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** A failed build: tried again after `retryAt`, or given up (`failed`) after the last attempt. */
export async function markExportAttemptFailed(
  db: Database,
  claim: Claim,
  outcome: { retryAt: Date | null; lastError: string },
): Promise<void> {
  await db
    .update(dataExports)
    .set(
      outcome.retryAt
        ? { lockedUntil: outcome.retryAt, lastError: outcome.lastError }
        : { status: 'failed', lockedUntil: null, lastError: outcome.lastError },
    )
    .where(stillClaimed(claim));
}

export async function findExportByTokenHash(db: Database, tokenHash: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Uses the link up: one conditional write, so of two downloads at the same moment one changes the
 * row and wins, and the other finds it downloaded.
 */
export async function consumeExport(db: Database, id: string, now: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: now })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > ${now}`,
        isNotNull(dataExports.storageKey),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Locks exports whose zip is due to go: downloaded before `downloadedBefore` (a grace for the
 * download still streaming), ready past their expiry, or given up with a file left behind.
 */
export async function lockExportsToClean(
  tx: Database,
  now: Date,
  downloadedBefore: Date,
  limit: number,
): Promise<DataExportRow[]> {
  return tx
    .select()
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.storageKey),
        or(
          and(eq(dataExports.status, 'downloaded'), lte(dataExports.downloadedAt, downloadedBefore)),
          and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)),
          eq(dataExports.status, 'failed'),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The zip is gone: the row keeps its dates, never the key or the token's hash. */
export async function markExportCleaned(tx: Database, row: DataExportRow): Promise<void> {
  await tx
    .update(dataExports)
    .set({ storageKey: null, tokenHash: null, ...(row.status === 'ready' ? { status: 'expired' as const } : {}) })
    .where(eq(dataExports.id, row.id));
}
