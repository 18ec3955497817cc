import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timezone-aware timestamp read as a Date. */
export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** created_at / updated_at, set by the database on insert. Services set updated_at on change. */
export function auditTimestamps() {
  return {
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  };
}

/** `column IN ('a', 'b')` for a check constraint over a fixed list of values. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return sql`${column} in (${list})`;
}
