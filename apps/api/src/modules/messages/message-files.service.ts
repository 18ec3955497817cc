import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { readByteRange, type RangedRead } from '../../platform/http/byte-range.ts';
import { createMessageFileUrls, type SignedFileRequest } from './message-file-urls.ts';
import { findAttachmentFile } from './messages.repository.ts';

export type ServedFile = { contentType: string; read: RangedRead };

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
  const read = await readByteRange(context.storage, key, rangeHeader);
  if (!read) throw fileNotFound();
  // Thumbnails are always WebP; an original keeps the type detected when it was stored.
  return { contentType: request.variant === 'thumbnail' ? 'image/webp' : file.contentType, read };
}

function fileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This file does not exist.');
}
