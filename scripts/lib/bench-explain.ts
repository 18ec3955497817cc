import { sql } from 'drizzle-orm';
import type { Database, QueryListener } from '../../apps/api/src/db/client.ts';

export type RecordedQuery = { query: string; params: unknown[] };

/** Collects the statements Drizzle sends while `record` runs (pass `onQuery` to openDatabase). */
export function createQueryRecorder(): {
  onQuery: QueryListener;
  record: (work: () => Promise<unknown>) => Promise<RecordedQuery[]>;
} {
  let recording: RecordedQuery[] | null = null;
  return {
    onQuery: (query, params) => recording?.push({ query, params: [...params] }),
    async record(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

// PREPARE wants its name to be free on the connection; one explain runs at a time.
const STATEMENT = 'bench_explained';
// The server prepares its statements, and PostgreSQL decides at the sixth execution whether to keep
// planning each one anew (custom plans) or to reuse a generic plan: the seventh shows what it chose
// (a plan with $n in its conditions is the generic one, and its planning time is then near zero).
const EXECUTIONS = 7;

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of a recorded statement as the server runs it: prepared, with the
 * recorded values, at its seventh execution. Read-only statements only (EXPLAIN ANALYZE runs them).
 */
export async function explainAnalyze(db: Database, { query, params }: RecordedQuery): Promise<string[]> {
  if (!/^\s*(select|with)\b/i.test(query)) throw new Error(`Only reads are explained: ${query.slice(0, 60)}`);
  const values = sql.raw(params.length > 0 ? `(${params.map(literalOf).join(', ')})` : '');
  // One transaction keeps every step on one pooled connection, where the statement was prepared.
  return db.transaction(async (tx) => {
    await tx.execute(sql`${sql.raw(`prepare ${STATEMENT} as `)}${sql.raw(query)}`);
    let plan: string[] = [];
    for (let execution = 1; execution <= EXECUTIONS; execution += 1) {
      const result = await tx.execute(sql`explain (analyze, buffers) execute ${sql.raw(STATEMENT)}${values}`);
      plan = rowsOf(result).map((row) => String(Object.values(row)[0]));
    }
    await tx.execute(sql.raw(`deallocate ${STATEMENT}`));
    return plan;
  });
}

/** The indexes a plan reads, by name, and whether it reads a table from end to end. */
export function indexesOf(plan: readonly string[]): { indexes: string[]; sequentialScans: string[] } {
  const indexes = new Set<string>();
  const sequentialScans = new Set<string>();
  for (const line of plan) {
    for (const match of line.matchAll(
      /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
    )) {
      if (match[1]) indexes.add(match[1]);
    }
    const sequential = /Seq Scan on (\w+)/.exec(line);
    if (sequential?.[1]) sequentialScans.add(sequential[1]);
  }
  return { indexes: [...indexes], sequentialScans: [...sequentialScans] };
}

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // An array parameter (niches) in PostgreSQL's array text form: '{"Sports","Travel"}'.
  if (Array.isArray(value)) {
    const elements = value.map((element) => `"${String(element).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
    return literalOf(`{${elements.join(',')}}`);
  }
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  throw new Error('The database answered EXPLAIN without rows');
}
