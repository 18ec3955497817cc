import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ByteRange, FileStorage } from '../storage/file-storage.ts';

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

/** A stored file's bytes as a `Range` header asked for them: whole (range null), one range, or none. */
export type RangedRead =
  | { outcome: 'bytes'; byteSize: number; range: ByteRange | null; stream: Readable }
  | { outcome: 'unsatisfiable'; byteSize: number };

/**
 * Reads what `rangeHeader` asks of the file under `key` (the whole file without one), or null when
 * nothing is stored there. Every file route answering Range requests reads through this, on any
 * storage (message attachments, public files).
 */
export async function readByteRange(
  storage: FileStorage,
  key: string,
  rangeHeader: string | undefined,
): Promise<RangedRead | null> {
  const stats = await storage.stat(key);
  if (!stats) return null;
  const range = parseByteRange(rangeHeader, stats.byteSize);
  if (range === 'unsatisfiable') return { outcome: 'unsatisfiable', byteSize: stats.byteSize };
  const stored = await storage.read(key, range ?? undefined);
  if (!stored) return null;
  return { outcome: 'bytes', byteSize: stored.byteSize, range, stream: stored.stream };
}

/**
 * Sends a ranged read: 200 with the whole file, 206 with `Content-Range`, or 416 naming the size,
 * always saying `Accept-Ranges: bytes` so players know they may seek. The route sets its own
 * caching and security headers; its `compress` must be off, a 206 carrying exactly the bytes asked.
 */
export function sendByteRange(reply: FastifyReply, read: RangedRead, contentType: string): FastifyReply {
  reply.header('Accept-Ranges', 'bytes');
  if (read.outcome === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${read.byteSize}`).send();
  }
  const { range, byteSize, stream } = read;
  reply.type(contentType);
  if (!range) return reply.header('Content-Length', String(byteSize)).send(stream);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${byteSize}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(stream);
}
