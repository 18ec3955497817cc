import { asc, count, desc, eq, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupRuns, mailOutbox, serverProcesses } from '../../db/schema/index.ts';

export type ServerProcessRow = typeof serverProcesses.$inferSelect;
export type BackupRunRow = typeof backupRuns.$inferSelect;

/** Writes this process's heartbeat: its row made at the first beat, rewritten at every next one. */
export async function upsertServerProcess(db: Database, row: ServerProcessRow): Promise<void> {
  const { id: _id, ...changes } = row;
  await db.insert(serverProcesses).values(row).onConflictDoUpdate({ target: serverProcesses.id, set: changes });
}

export async function deleteServerProcess(db: Database, id: string): Promise<void> {
  await db.delete(serverProcesses).where(eq(serverProcesses.id, id));
}

/** Deletes the rows of processes last seen before `cutoff`; answers how many. */
export async function forgetServerProcessesSeenBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(serverProcesses)
    .where(lt(serverProcesses.lastSeenAt, cutoff))
    .returning({ id: serverProcesses.id });
  return deleted.length;
}

export async function listServerProcesses(db: Database): Promise<ServerProcessRow[]> {
  return db.select().from(serverProcesses).orderBy(asc(serverProcesses.startedAt), asc(serverProcesses.id));
}

/** The e-mails not sent yet: pending ones, due now or waiting for a retry (failed ones gave up). */
export async function readOutboxWaiting(db: Database): Promise<{ waiting: number; oldestCreatedAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldestCreatedAt: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return { waiting: row?.waiting ?? 0, oldestCreatedAt: row?.oldestCreatedAt ?? null };
}

export async function listRecentBackupRuns(db: Database, limit: number): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit);
}
