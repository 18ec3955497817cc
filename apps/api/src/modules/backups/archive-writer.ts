import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** What went into one entry, counted and hashed on the way in. */
export type EntryWritten = { bytes: number; sha256: string };

/**
 * A zip written to disk one entry at a time, each streamed in with backpressure (never held whole)
 * and hashed as it passes. Entries must be added one after another: each `addStream` resolves
 * once the zip has taken all of it.
 */
export class ArchiveWriter {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;
  private readonly failed: Promise<never>;
  private readonly output: ReturnType<typeof createWriteStream>;

  constructor(path: string) {
    const output = createWriteStream(path);
    this.output = output;
    this.written = pipeline(this.zip.outputStream, output);
    this.failed = new Promise<never>((_resolve, reject) => {
      this.zip.once('error', (error: unknown) => {
        output.destroy();
        reject(error instanceof Error ? error : new Error('The backup archive failed'));
      });
      this.written.catch(reject);
    });
    // Every wait races `failed`; this keeps a failure nobody is waiting on from being unhandled.
    this.failed.catch(() => undefined);
  }

  async addStream(name: string, source: AsyncIterable<Buffer | string>, compress: boolean): Promise<EntryWritten> {
    const entry = new PassThrough();
    const hash = createHash('sha256');
    let bytes = 0;
    this.zip.addReadStream(entry, name, { compress, mtime: ENTRY_TIME });
    try {
      for await (const piece of source) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        hash.update(chunk);
        bytes += chunk.length;
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.failed]);
      }
    } catch (error) {
      entry.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    entry.end();
    await Promise.race([once(entry, 'end'), this.failed]);
    return { bytes, sha256: hash.digest('hex') };
  }

  addBuffer(name: string, data: Buffer): EntryWritten {
    this.zip.addBuffer(data, name, { mtime: ENTRY_TIME });
    return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** Writes the central directory and waits for the last byte to reach the disk. */
  async finish(): Promise<void> {
    this.zip.end();
    await Promise.race([this.written, this.failed]);
  }

  /** Stops writing after a failure; the caller deletes the half-written file. */
  async abort(): Promise<void> {
    this.output.destroy();
    await this.written.catch(() => undefined);
  }
}

// The manifest carries the real time; a fixed entry time keeps the zip's headers from varying.
const ENTRY_TIME = new Date('2000-01-01T00:00:00Z');
