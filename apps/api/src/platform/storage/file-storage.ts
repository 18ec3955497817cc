import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store can take its
 * place by implementing this type (DECISIONS: uploads).
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a copy of the file at `sourcePath` (an upload spooled to disk), streamed, never read whole. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * A stream of the stored bytes (only `range`'s, first and last byte included, when given: videos
   * seek with HTTP Range requests), or null when nothing is stored under the key. `byteSize` is
   * the whole file's size either way.
   */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; byteSize: number } | null>;
  /** The stored size, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ byteSize: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * Every key stored, in no promised order (backups, restores and their emptiness check). Only names
   * this server could have made: anything else in the folder or bucket was put there by someone else.
   */
  list(): AsyncIterable<string>;
};

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range header). */
export type ByteRange = { start: number; end: number };

// Keys are made by the server (e.g. 'images/3f/3f2a….webp'); nothing a client sends is used as one.
const KEY_PATTERN = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/;

/** Whether `key` is a name this server could have stored a file under. */
export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
