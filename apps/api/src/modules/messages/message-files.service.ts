import type { Readable } from 'node:stream';
import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { ByteRange } from '../../platform/storage/file-storage.ts';
import { parseByteRange } from './byte-range.ts';
import { createMessageFileUrls, type SignedFileRequest } from './message-file-urls.ts';
import { findAttachmentFile } from './messages.repository.ts';

export type ServedFile =
  | { outcome: 'bytes'; contentType: string; byteSize: number; range: ByteRange | null; stream: Readable }
  | { outcome: 'unsatisfiable'; byteSize: number };

/**
 * GET /api/messages/files/{fileId}: an attachment's bytes for whoever holds a valid signed address
 * (only the thread's parties are given one). A wrong or expired signature answers 403, a file that
 * is not a message attachment 404; a `Range` header is answered with just those bytes.
 */
export async function openMessageFile(
  context: AppContext,
  request: SignedFileRequest,
  rangeHeader: string | undefined,
): Promise<ServedFile> {
  const verdict = createMessageFileUrls(context).check(request);
  if (verdict !== 'valid') {
    const why = verdict === 'expired' ? 'has expired' : 'is not valid';
    throw new AppError('FORBIDDEN', `This file link ${why}. Reload the conversation to see the file.`);
  }
  const file = await findAttachmentFile(context.db, request.fileId);
  const key = request.variant === 'thumbnail' ? file?.thumbnailKey : file?.storageKey;
  if (!file || !key) throw fileNotFound();
  const stats = await context.storage.stat(key);
  if (!stats) throw fileNotFound();
  const range = parseByteRange(rangeHeader, stats.byteSize);
  if (range === 'unsatisfiable') return { outcome: 'unsatisfiable', byteSize: stats.byteSize };
  const stored = await context.storage.read(key, range ?? undefined);
  if (!stored) throw fileNotFound();
  // Thumbnails are always WebP; an original keeps the type detected when it was stored.
  const contentType = request.variant === 'thumbnail' ? 'image/webp' : file.contentType;
  return { outcome: 'bytes', contentType, byteSize: stored.byteSize, range, stream: stored.stream };
}

function fileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This file does not exist.');
}
