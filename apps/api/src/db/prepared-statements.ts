import type { Database } from './client.ts';

const statementsByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A Drizzle prepared statement, made once per database handle and kept. Building a query's SQL
 * costs Drizzle about as much as PostgreSQL needs to run a small one, and PostgreSQL parses and
 * plans an unnamed statement on every call; a prepared one is built once and, on PostgreSQL,
 * parsed and planned once per pooled connection (it is sent with its `name`). For the reads every
 * request makes (the session check) and the lists; values go in with `sql.placeholder(…)`.
 *
 * `name` must be unique in the process and always name the same SQL text: a statement whose SQL
 * depends on its arguments (an optional filter) needs one name per shape. Prepare on the database
 * only, never on a transaction, whose handle lives for one call.
 */
export function preparedOnce<Statement>(
  db: Database,
  name: string,
  prepare: (db: Database, name: string) => Statement,
): Statement {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, prepare(db, name));
  // Only this function stores under `name`, with what `prepare` returned for it.
  return statements.get(name) as Statement;
}
