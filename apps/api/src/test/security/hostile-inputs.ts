/**
 * Hostile inputs for the body and query fuzzing. Everything here is fixed or drawn from a seeded
 * generator, so a failure names an input that the next run sends again.
 */

/** A small, well-known seeded generator (mulberry32): the same seed gives the same bytes on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededBytes(random: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(random() * 256);
  return bytes;
}

export const ONE_MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
const DEPTH = 10_000;

/** `[[[…]]]` and `{"a":{"a":…}}`, 10,000 levels, as JSON text (built as text: no recursion anywhere). */
export const DEEP_ARRAY_JSON = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const DEEP_OBJECT_JSON = '{"a":'.repeat(DEPTH) + 'null' + '}'.repeat(DEPTH);

/** Strings that break naive code: NUL bytes, unicode tricks, injection shapes, numbers in disguise. */
export const HOSTILE_STRINGS: { name: string; value: string }[] = [
  { name: 'empty', value: '' },
  { name: 'blank', value: '   ' },
  { name: 'a NUL byte inside', value: 'Ava\u0000Sinclair' },
  { name: 'only a NUL byte', value: '\u0000' },
  { name: 'a lone high surrogate', value: 'Ava\ud800' },
  { name: 'a lone low surrogate', value: '\udfffAva' },
  { name: 'a right-to-left override', value: 'Ava\u202egnp.exe' },
  { name: 'zero-width characters', value: 'A\u200bv\u200c\u200da\ufeff' },
  { name: 'a combining flood', value: `e${'\u0301'.repeat(10_000)}` },
  { name: 'astral characters', value: '𝕏🐴'.repeat(500) },
  { name: 'a number as text', value: '12345' },
  { name: 'NaN as text', value: 'NaN' },
  { name: 'Infinity as text', value: 'Infinity' },
  { name: 'an overflowing number as text', value: '1e309' },
  { name: 'a hexadecimal number', value: '0x7fffffff' },
  { name: 'true as text', value: 'true' },
  { name: 'SQL', value: "' OR 1=1; DROP TABLE accounts; --" },
  { name: 'LIKE wildcards', value: '%_%\\' },
  { name: 'HTML', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { name: 'a path', value: '../../../../etc/passwd' },
  { name: 'format specifiers', value: '%s%n%x${7*7}{{7*7}}' },
  { name: 'a JSON text', value: '{"__proto__":{"polluted":true}}' },
  { name: 'CRLF and a header', value: 'x\r\nSet-Cookie: hacked=1' },
  { name: '200,000 characters', value: 'y'.repeat(200_000) },
];

/**
 * The strings sent in each field of a form in turn; the others go into every field at once. Forms
 * that succeed write files and rows, so each field gets the few that reach the database differently.
 */
const PER_FIELD_NAMES = new Set([
  'a NUL byte inside',
  'a lone high surrogate',
  'a right-to-left override',
  'a combining flood',
  'a number as text',
  'SQL',
  'a JSON text',
  '200,000 characters',
]);
export const PER_FIELD_STRINGS = HOSTILE_STRINGS.filter((entry) => PER_FIELD_NAMES.has(entry.name));

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: { name: string; value: unknown }[] = [
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'zero', value: 0 },
  { name: 'a negative number', value: -1 },
  { name: 'a fraction', value: 1.5 },
  { name: 'the largest double', value: Number.MAX_VALUE },
  { name: 'an empty array', value: [] },
  { name: 'an array of text', value: ['x', 'y'] },
  { name: 'an empty object', value: {} },
  { name: 'an object', value: { value: 'x' } },
  { name: 'an object with __proto__', value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown },
];

/** JSON text that JSON.stringify cannot make: put in place of a value as it is. */
export const RAW_JSON_VALUES: { name: string; text: string }[] = [
  { name: 'NaN', text: 'NaN' },
  { name: 'Infinity', text: 'Infinity' },
  { name: '1e309 (Infinity once parsed)', text: '1e309' },
  { name: '-1e309', text: '-1e309' },
  { name: '1e-400 (zero once parsed)', text: '1e-400' },
  { name: '-0', text: '-0' },
  { name: 'a leading zero', text: '0123' },
  { name: '2^64', text: '18446744073709551616' },
  { name: '10,000 nested arrays', text: DEEP_ARRAY_JSON },
  { name: '10,000 nested objects', text: DEEP_OBJECT_JSON },
  { name: 'a 1 MB string', text: JSON.stringify(ONE_MEGABYTE_TEXT) },
  { name: 'an escaped NUL', text: '"\\u0000"' },
  { name: 'an escaped lone surrogate', text: '"\\ud800"' },
];

/** Query values for list routes: out-of-range numbers, wrong types, text that parsers trip on. */
export const HOSTILE_QUERY_VALUES: { name: string; encoded: string }[] = [
  { name: 'a negative number', encoded: '-1' },
  { name: 'zero', encoded: '0' },
  { name: '1e309', encoded: '1e309' },
  { name: '2^64', encoded: '18446744073709551616' },
  { name: 'a fraction', encoded: '1.5' },
  { name: 'NaN', encoded: 'NaN' },
  { name: 'text', encoded: 'abc' },
  { name: 'empty', encoded: '' },
  { name: 'a NUL byte', encoded: '%00' },
  { name: 'bytes that are not UTF-8', encoded: '%ff%fe' },
  { name: 'an encoded lone surrogate', encoded: '%ED%A0%80' },
  { name: 'a broken escape', encoded: '%E0%A4%A' },
  { name: 'SQL', encoded: encodeURIComponent("' OR 1=1 --") },
  { name: 'LIKE wildcards', encoded: encodeURIComponent('%_\\') },
  { name: 'a right-to-left override', encoded: encodeURIComponent('\u202eabc') },
  { name: '10,000 characters', encoded: 'q'.repeat(10_000) },
];

/** The leaf paths of a JSON value (keys of objects, indexes of arrays), at most three levels down. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= 3 || value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index): [number, unknown] => [index, item])
    : Object.entries(value);
  const paths: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  for (const [key, child] of entries) paths.push(...leafPaths(child, [...prefix, key]));
  return paths;
}

/** A deep copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[String(head)] = withValueAt(copy[String(head)], rest, replacement);
  return copy;
}

const SLOT = 'raw-json-slot-7f3a9c';

/** The JSON text of `value` with `rawText` put as it is at `path` (for what JSON.stringify cannot write). */
export function jsonWithRawAt(value: unknown, path: (string | number)[], rawText: string): string {
  return JSON.stringify(withValueAt(value, path, SLOT)).replace(`"${SLOT}"`, () => rawText);
}
