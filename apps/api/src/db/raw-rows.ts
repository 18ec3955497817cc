import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw statement (the engines' result types differ; both carry `rows`). */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
