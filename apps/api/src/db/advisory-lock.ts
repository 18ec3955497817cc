import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';

/** Fixed numbers, one per task that must run in one process at a time (the migrations' is 7_406_210_433). */
export const ADVISORY_LOCKS = {
  webVitalsRetention: 7_406_210_435,
  notificationsRetention: 7_406_210_436,
  /** Changes of the home page's featured creators, one at a time (at most four, docs/decisions/030). */
  featuredCreators: 7_406_210_437,
  /** The outbox's retention: delivered e-mails emptied, old ones deleted (issue 46). */
  mailRetention: 7_406_210_438,
} as const;

export type AloneOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` unless another process is running it now: then answers `{ ran: false }` at once and
 * the caller skips its round (issue 23: timed tasks safe with N runners). On PostgreSQL a
 * transaction holds `pg_try_advisory_xact_lock` for the work's whole duration while the work runs
 * its own statements on the pool, so its batches still commit one by one; the lock goes with the
 * transaction, also when the work fails or the process dies. The embedded database admits one
 * process, and its single connection would wait for that open transaction: there the work just runs.
 */
export async function runAlone<T>(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  lockId: number,
  work: () => Promise<T>,
): Promise<AloneOutcome<T>> {
  if (database.engine !== 'postgres') return { ran: true, result: await work() };
  return database.db.transaction(async (tx): Promise<AloneOutcome<T>> => {
    if (!(await tryTransactionLock(tx, lockId))) return { ran: false };
    return { ran: true, result: await work() };
  });
}

/** Takes the lock for the transaction `tx` if no other session holds it; never waits. */
async function tryTransactionLock(tx: Database, lockId: number): Promise<boolean> {
  const taken = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId}) as "locked"`);
  return (taken as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
