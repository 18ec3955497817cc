import type { ByteRange } from '../../platform/storage/file-storage.ts';

/**
 * What a `Range` header asks of a file of `byteSize` bytes (RFC 9110 §14): one range to answer
 * with 206, 'unsatisfiable' for 416, or null to answer the whole file with 200 (no header, another
 * unit, several ranges or a malformed one, which a server may ignore).
 */
export function parseByteRange(header: string | undefined, byteSize: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || byteSize === 0) return 'unsatisfiable';
    return { start: Math.max(0, byteSize - length), end: byteSize - 1 };
  }
  const start = Number(first);
  const end = last === '' ? byteSize - 1 : Math.min(Number(last), byteSize - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= byteSize) return 'unsatisfiable';
  return { start, end };
}
