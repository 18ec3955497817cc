import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(executor: Database, file: NewFileRow): Promise<FileRow> {
  const [row] = await executor.insert(files).values(file).returning();
  if (!row) throw new Error('The file insert returned no row');
  return row;
}

export async function findFileById(db: Database, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}
