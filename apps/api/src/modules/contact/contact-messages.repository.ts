import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(executor: Database, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await executor.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('The contact message insert returned no row');
  return row;
}

/** Newest first, for the admin inbox. */
export async function listContactMessages(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
