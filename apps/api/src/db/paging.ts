import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import type { Preparable } from './prepared-statements.ts';

/** The alias of the count subquery; its one column is `total`. */
const MATCHING = 'matching';
/** The alias of the page subquery. */
const PAGE_ROWS = 'page_rows';

/** The one column of `selectPageWithTotal`'s count: `db.select(totalColumn()).from(…).where(F)`. */
export function totalColumn() {
  return { total: sql<number>`count(*)`.mapWith(Number).as('total') };
}

/**
 * One page of a list and the number of rows its filter matches, in one statement (one round trip),
 * ready for `preparedOnce`:
 *
 *   select … from (select count(*) as total from … where F) matching
 *   left join lateral (select … from … where F order by … limit … offset …) page_rows on true
 *   order by …the page's order again
 *
 * `count` is `db.select(totalColumn()).from(…).where(F)`, `rows` the page's select on the same
 * filter, unordered and `.$dynamic()`; `orderBy` gives the order from the rows' columns. Each part
 * keeps its own plan: the count an index-only or bitmap scan, the page an index walk that stops
 * after its rows (a `count(*) over ()` on the page would read every matching row instead). A page
 * past the end still carries the total: one row whose page columns are all null. The outer select
 * orders by the page's columns again, as a subquery's order is not promised. The window is the
 * placeholders `limit` and `offset` (`pageWindow`); `toPage` turns the records into rows and total.
 */
export function selectPageWithTotal<Rows extends PgSelect>(
  db: Database,
  {
    count,
    rows,
    orderBy,
  }: { count: CountSelect; rows: Rows; orderBy: (columns: Rows['_']['selectedFields']) => SQL[] },
): Preparable<PreparedPage<Rows['_']['result'][number]>> {
  const matching = count.as(MATCHING);
  const pageRows: Subquery<typeof PAGE_ROWS, Record<string, unknown>> = rows
    .orderBy(...orderBy(rows._.selectedFields))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(PAGE_ROWS);
  // Drizzle cannot type a join on a subquery of a generic select: the page's columns stand where
  // the rows' did (the same keys, aliased to the subquery), and each record is its total and row.
  const pageColumns = pageRows as unknown as Rows['_']['selectedFields'];
  const query = db
    .select()
    .from(matching)
    .leftJoinLateral(pageRows, sql`true`)
    .orderBy(...orderBy(pageColumns));
  return query as unknown as Preparable<PreparedPage<Rows['_']['result'][number]>>;
}

/** `db.select(totalColumn()).from(…).where(F)`: what `selectPageWithTotal` needs of the count. */
type CountSelect = { as(alias: typeof MATCHING): Subquery<typeof MATCHING, Record<string, unknown>> };

/** One record of a page statement: the total, and one row of the page (null past its end). */
export type PageRecord<Row> = { [MATCHING]: { total: number }; [PAGE_ROWS]: Row | null };
export type PreparedPage<Row> = { execute(values: Record<string, unknown>): Promise<PageRecord<Row>[]> };

/** The rows and the total out of `selectPageWithTotal`'s records. */
export function toPage<Row>(records: readonly PageRecord<Row>[]): {
  rows: Row[];
  total: number;
} {
  return {
    rows: records.flatMap((record) => (record[PAGE_ROWS] ? [record[PAGE_ROWS]] : [])),
    total: records[0]?.[MATCHING].total ?? 0,
  };
}

/** `limit`/`offset` of a page, as the placeholders of a prepared list statement expect them. */
export function pageWindow({ page, pageSize }: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
