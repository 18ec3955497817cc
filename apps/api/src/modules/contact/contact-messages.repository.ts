import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { MATCHING, PAGE_ROWS, pageWindow, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
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
  window: { page: number; pageSize: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  return toPage(await preparedOnce(db, 'admin_contact_messages', prepareContactPage).execute(pageWindow(window)));
}

function prepareContactPage(db: Database, name: string) {
  const matching = db.select(totalColumn()).from(contactMessages).as(MATCHING);
  const pageRows = db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(PAGE_ROWS);
  return db
    .select()
    .from(matching)
    .leftJoinLateral(pageRows, sql`true`)
    .orderBy(desc(pageRows.createdAt), desc(pageRows.id))
    .prepare(name);
}
