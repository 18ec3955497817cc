import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
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
  return toPage(await preparedOnce(db, 'admin_contact_messages', selectContactPage).execute(pageWindow(window)));
}

function selectContactPage(db: Database) {
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(contactMessages),
    rows: db.select().from(contactMessages).$dynamic(),
    orderBy: (message) => [desc(message.createdAt), desc(message.id)],
  });
}
