import { Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromBuffer } from 'file-type';
import { fileTooLargeError, unsupportedFileError, type UploadKind } from '../media/media-errors.ts';

/** What the first bytes of a file say it is. */
export type SniffedFile = { kind: UploadKind; mime: string };

// file-type decides every type we accept from at most this many leading bytes.
const SNIFF_BYTES = 4100;

const KIND_OF_MIME = new Map<string, UploadKind>([
  ...UPLOAD_LIMITS.imageContentTypes.map((mime) => [mime, 'image'] as const),
  ...UPLOAD_LIMITS.videoContentTypes.map((mime) => [mime, 'video'] as const),
]);

const CAP_OF_KIND: Record<UploadKind, number> = {
  image: UPLOAD_LIMITS.imageMaxBytes,
  video: UPLOAD_LIMITS.videoMaxBytes,
};

export type UploadGuardOptions = {
  accepts: readonly UploadKind[];
  field: string;
  filename: string;
  /** Adds a chunk to the request's running total; throws once the request's cap is passed. */
  countRequestBytes: (bytes: number) => void;
};

/**
 * Sits between an uploaded file's stream and its temporary file. It holds back the first few KB
 * until their type is known, refuses a file of a kind the route does not take before the rest is
 * read, and stops the stream as soon as the file passes its kind's cap or the request its total.
 * Nothing is ever buffered beyond those first bytes.
 */
export class UploadGuard extends Transform {
  /** Known once the first bytes are in; null for an empty part. */
  sniffed: SniffedFile | null = null;
  byteSize = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private readonly options: UploadGuardOptions;

  constructor(options: UploadGuardOptions) {
    super();
    this.options = options;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.byteSize += chunk.byteLength;
      this.options.countRequestBytes(chunk.byteLength);
      if (this.sniffed) {
        this.checkCap(this.sniffed);
        done(null, chunk);
        return;
      }
      this.head.push(chunk);
      this.headBytes += chunk.byteLength;
    } catch (error) {
      done(error as Error);
      return;
    }
    if (this.headBytes < SNIFF_BYTES) {
      done();
      return;
    }
    this.releaseHead().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed || this.headBytes === 0) {
      done();
      return;
    }
    this.releaseHead().then(() => done(), done);
  }

  private async releaseHead(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const detected = await fileTypeFromBuffer(head);
    const kind = detected ? KIND_OF_MIME.get(detected.mime) : undefined;
    if (!detected || !kind || !this.options.accepts.includes(kind)) {
      throw unsupportedFileError(this.options.accepts, this.options.field, this.options.filename);
    }
    this.sniffed = { kind, mime: detected.mime };
    this.checkCap(this.sniffed);
    this.push(head);
  }

  private checkCap(sniffed: SniffedFile): void {
    if (this.byteSize > CAP_OF_KIND[sniffed.kind]) {
      throw fileTooLargeError(sniffed.kind, this.options.field, this.options.filename);
    }
  }
}
