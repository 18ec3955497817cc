import { sql } from 'drizzle-orm';

/** The alias of the count subquery; its one column is `total` (`count().as('total')`). */
export const MATCHING = 'matching';
/** The alias of the page subquery. */
export const PAGE_ROWS = 'page_rows';

function countAlias() {
  return sql<number>`count(*)`.mapWith(Number).as('total');
}

/**
 * One page of a list and the number of rows its filter matches, in one statement (one round trip):
 *
 *   db.select().from(matching).leftJoinLateral(pageRows, sql`true`).orderBy(…page's order again)
 *
 *   select … from (select count(*) as total from … where F) matching
 *   left join lateral (select … from … where F order by … limit … offset …) page_rows on true
 *
 * where `matching` is `db.select(totalColumn())….as(MATCHING)` and `pageRows` is the page's select
 * `.as(PAGE_ROWS)`. Each part keeps its own plan: the count an index-only or bitmap scan, the page
 * an index walk that stops after its rows (a `count(*) over ()` on the page would read every
 * matching row instead). A page past the end still carries the total: one row whose page columns
 * are all null. The outer select orders by the page's columns again, as a subquery's order is not
 * promised. `toPage` turns the records into rows and total.
 */
export function totalColumn() {
  return { total: countAlias() };
}

/** The rows and the total out of `selectPageWithTotal`'s records. */
export function toPage<Row>(records: readonly { [MATCHING]: { total: number }; [PAGE_ROWS]: Row | null }[]): {
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
