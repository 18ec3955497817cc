import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { preparedOnce } from './prepared-statements.ts';

// Only the object's identity matters here: the statements below never reach a database.
const newDatabase = () => ({}) as Database;

/** A query whose SQL text is `text`; preparing it answers the name it was given. */
function query(text: string) {
  return { toSQL: () => ({ sql: text }), prepare: (name: string) => ({ name, text }) };
}

describe('prepared statements', () => {
  it('prepares a statement once per database and shape, named after its SQL', () => {
    const db = newDatabase();
    let builds = 0;
    const build = (_db: Database, shape: { search: boolean }) => {
      builds += 1;
      return query(shape.search ? 'select 1 where name ilike $1' : 'select 1');
    };
    const plain = preparedOnce(db, 'test_list', build, { search: false });
    expect(preparedOnce(db, 'test_list', build, { search: false })).toBe(plain);
    const search = preparedOnce(db, 'test_list', build, { search: true });
    expect(search.name).not.toBe(plain.name);
    expect(builds).toBe(2);
    // Another database prepares its own, under the same name for the same SQL.
    expect(preparedOnce(newDatabase(), 'test_list', build, { search: false })).toEqual(plain);
    expect(builds).toBe(3);
  });

  it('fails when one statement is built as two SQL texts (a dimension left out of its shape)', () => {
    let filtered = false;
    const build = () => query(filtered ? 'select 2 where archived' : 'select 2');
    preparedOnce(newDatabase(), 'test_leaky', build);
    filtered = true;
    expect(() => preparedOnce(newDatabase(), 'test_leaky', build)).toThrow(/two different SQL texts/);
  });
});
