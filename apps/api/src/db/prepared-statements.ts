import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

/** A Drizzle query before it is prepared: its SQL text is known, its name not yet. */
export type Preparable<Statement> = { toSQL(): { sql: string }; prepare(name: string): Statement };

/**
 * The statements prepared on each Drizzle database, by key. Kept beside the object they were
 * prepared on because a prepared statement is bound to that object's client, and that object is
 * all a repository receives; unlike the caches (app-context.ts) this holds no data, never needs
 * forgetting, and no test replaces it, so nothing is gained by threading it through the app.
 */
const statementsByDatabase = new WeakMap<Database, Map<string, unknown>>();
/** The SQL text each key and each name was first built as, in this process. */
const sqlByKey = new Map<string, string>();
const sqlByName = new Map<string, string>();

/**
 * A Drizzle prepared statement, made once per database and kept. Building a query's SQL costs
 * Drizzle about as much as PostgreSQL needs to run a small one, and PostgreSQL parses and plans an
 * unnamed statement on every call; a prepared one is built once and, on PostgreSQL, parsed and
 * planned once per pooled connection (it is sent with its name). For the reads every request makes
 * (the session check) and the lists; values go in with `sql.placeholder(…)`.
 *
 * A statement whose SQL depends on its arguments (an optional filter) passes what it depends on as
 * `shape`, and `build` reads nothing else: the key is `family` with the whole shape, so no
 * dimension can be left out of it. The name sent to PostgreSQL is derived from the SQL text when
 * the statement is first built (never per request), so one name is always one SQL text; a key
 * built as two different SQL texts (`build` read something outside its shape) throws. Prepare on
 * the database only, never on a transaction, whose handle lives for one call.
 */
export function preparedOnce<Statement>(
  db: Database,
  family: string,
  build: (db: Database) => Preparable<Statement>,
): Statement;
export function preparedOnce<Statement, Shape>(
  db: Database,
  family: string,
  build: (db: Database, shape: Shape) => Preparable<Statement>,
  shape: Shape,
): Statement;
export function preparedOnce<Statement, Shape>(
  db: Database,
  family: string,
  build: (db: Database, shape: Shape | undefined) => Preparable<Statement>,
  shape?: Shape,
): Statement {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  const key = shape === undefined ? family : `${family}:${JSON.stringify(shape)}`;
  let statement = statements.get(key);
  if (statement === undefined) {
    const query = build(db, shape);
    statement = query.prepare(statementName(key, family, query.toSQL().sql));
    statements.set(key, statement);
  }
  // Only this function stores under `key`, with what `build` made for it.
  return statement as Statement;
}

function statementName(key: string, family: string, text: string): string {
  // PostgreSQL keeps 63 bytes of a name: the family says where it comes from, the hash what it is.
  const name = `${family.slice(0, 40)}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  rememberOnlyText(sqlByKey, key, text);
  rememberOnlyText(sqlByName, name, text);
  return name;
}

function rememberOnlyText(texts: Map<string, string>, id: string, text: string): void {
  const before = texts.get(id);
  if (before !== undefined && before !== text) {
    throw new Error(`${id} was built as two different SQL texts: its shape leaves out something the SQL depends on`);
  }
  texts.set(id, text);
}
