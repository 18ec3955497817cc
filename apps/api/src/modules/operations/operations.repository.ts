import { asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverProcesses } from '../../db/schema/index.ts';

export type ServerProcessRow = typeof serverProcesses.$inferSelect;

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
