import type { BackupTrigger } from '@equicreators/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/** Records a run as it starts; null when `slot` is taken (another process took the day's backup). */
export async function startBackupRun(
  db: Database,
  run: { trigger: BackupTrigger; slot: string | null; startedAt: Date },
): Promise<BackupRunRow | null> {
  const [row] = await db.insert(backupRuns).values(run).onConflictDoNothing({ target: backupRuns.slot }).returning();
  return row ?? null;
}

export async function finishBackupRun(
  db: Database,
  id: string,
  outcome:
    | { status: 'succeeded'; finishedAt: Date; archiveName: string; destination: string; byteSize: number }
    | { status: 'failed'; finishedAt: Date; destination: string | null; error: string },
): Promise<void> {
  await db.update(backupRuns).set(outcome).where(eq(backupRuns.id, id));
}

/** The newest runs first (the id breaks a tie of two started in the same millisecond). */
export function findRecentBackupRuns(db: Database, limit: number): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit);
}
