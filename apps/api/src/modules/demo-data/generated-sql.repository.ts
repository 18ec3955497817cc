import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL pieces of the generated bench data (generated-creators, generated-facets): every value of
 * the n-th creator derives from md5 texts of n, so a run makes the same creators every time.
 */

// The n-th generated creator's account id, so a repeated run finds the creators it made before.
export const ID_PREFIX = 'c0000000-0000-4000-8000-';

export function idOf(n: number): string {
  return `${ID_PREFIX}${n.toString(16).padStart(12, '0')}`;
}

/** The id of generated creator `n` (an SQL integer expression). */
export function idOfColumn(n: string): SQL {
  return sql.raw(`('${ID_PREFIX}' || lpad(to_hex(${n}), 12, '0'))::uuid`);
}

export function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
}

// A fraction in [0, 1) from 7 hex digits of the row's md5 (28 bits): the same n gives the same value.
export function fraction(hash: string, position: number): SQL {
  return sql.raw(`(('x' || substr(${hash}, ${position}, 7))::bit(28)::int / 268435456.0)`);
}

/** `case` picking one value of `weights` (relative, any total) by a fraction in [0, 1). */
export function weightedPick(at: SQL, weights: readonly (readonly [string, number])[]): SQL {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let reached = 0;
  const branches = weights.map(([value, weight]) => {
    reached += weight;
    return sql`when ${at} < ${sql.raw((reached / total).toFixed(6))} then ${sql.raw(`'${value}'`)}`;
  });
  return sql`(case ${sql.join(branches, sql.raw(' '))} else ${sql.raw(`'${weights.at(-1)?.[0] ?? ''}'`)} end)`;
}
