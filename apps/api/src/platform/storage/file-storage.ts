import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store can take its
 * place by implementing this type (DECISIONS: uploads).
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<{ stream: Readable; byteSize: number } | null>;
  delete(key: string): Promise<void>;
};

// Keys are made by the server (e.g. 'images/3f/3f2a….webp'); nothing a client sends is used as one.
const KEY_PATTERN = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/;

export function assertValidStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
