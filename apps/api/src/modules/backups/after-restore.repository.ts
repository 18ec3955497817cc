import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountDeletions, accounts, dataExports } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/raw-rows.ts';

/**
 * The accounts the target database had erased before a restore replaced it: the erasures an older
 * archive knows nothing of. Read before anything is deleted; a target without the accounts table
 * (a new database, or one of another product) has none.
 */
export async function erasedAccountIdsOf(db: Database): Promise<string[]> {
  const [found] = await rowsOf<{ hasColumn: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.columns
        where table_schema = 'public' and table_name = 'accounts' and column_name = 'erased_at') as "hasColumn"`,
  );
  if (!found?.hasColumn) return [];
  const rows = await rowsOf<{ id: string }>(db, sql`select id from accounts where erased_at is not null`);
  return rows.map((row) => row.id);
}

export const ERASED_AGAIN_REASON =
  'Erased before the backup now restored was replaced; erased again after the restore.';

/**
 * Of `accountIds`, those the restored rows hold and have not erased get an erasure due now,
 * requested as an admin's (a login does not cancel it): the erasure task, or the restore command
 * at once, erases them. Its rows are the durable record until it is done. Answers them.
 */
export async function scheduleErasuresAgain(db: Database, accountIds: string[], now: Date): Promise<string[]> {
  if (accountIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, accountIds), isNull(accounts.erasedAt)));
    for (const { id } of due) {
      const open = await tx
        .update(accountDeletions)
        .set({ state: 'scheduled', requestedBy: 'admin', adminReason: ERASED_AGAIN_REASON, eraseAfter: now })
        .where(
          and(
            eq(accountDeletions.accountId, id),
            inArray(accountDeletions.state, ['awaiting_confirmation', 'scheduled']),
          ),
        )
        .returning({ id: accountDeletions.id });
      if (open.length > 0) continue;
      await tx.insert(accountDeletions).values({
        accountId: id,
        state: 'scheduled',
        requestedBy: 'admin',
        adminReason: ERASED_AGAIN_REASON,
        requestedAt: now,
        eraseAfter: now,
      });
    }
    return due.map((row) => row.id);
  });
}

/**
 * An archive holds no export zips (they are a person's whole data, and their links secrets): an
 * export it names as ready is expired, so its page offers a new one instead of a broken link.
 */
export async function expireArchivedExports(db: Database): Promise<number> {
  const expired = await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null, tokenHash: null })
    .where(eq(dataExports.status, 'ready'))
    .returning({ id: dataExports.id });
  return expired.length;
}
