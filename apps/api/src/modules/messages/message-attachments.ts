import { randomUUID } from 'node:crypto';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import type { ReceivedFile } from '../../platform/http/multipart.ts';
import { namingFile } from '../../platform/media/media-errors.ts';
import { processImage } from '../../platform/media/media-processing.ts';
import { prepareVideo } from '../../platform/media/video-processing.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { insertFile, type NewFileRow } from '../files/files.repository.ts';
import { deleteStoredBytes } from '../files/files.service.ts';

/** The form's file field for attachments (some clients append `[]` to repeated fields). */
export const ATTACHMENT_FIELDS: readonly string[] = ['attachments', 'attachments[]'];

/** An attachment checked (an image re-encoded in memory, a video rewritten on disk), not yet stored. */
export type CheckedAttachment = {
  name: string;
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
  /** An image's re-encoded bytes, or the path of a video's file (videos are never read whole). */
  content: { data: Buffer } | { path: string };
  byteSize: number;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
};

/** An attachment whose bytes are stored: what its `files` row will say. */
export type StoredAttachment = Omit<NewFileRow, 'ownerAccountId' | 'purpose' | 'visibility'> & { id: string };

/**
 * Checks every attachment by its content, one at a time (sharp is CPU- and memory-hungry): images
 * are re-encoded with a thumbnail, videos rewritten without their metadata. A bad file answers
 * as on every upload route (415 or 413), naming it.
 */
export async function checkAttachments(files: ReceivedFile[]): Promise<CheckedAttachment[]> {
  if (files.length > UPLOAD_LIMITS.maxFilesPerMessage) {
    const message = `Add at most ${UPLOAD_LIMITS.maxFilesPerMessage} attachments.`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ field: 'attachments', message }] });
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    try {
      checked.push(await checkOne(file));
    } catch (error) {
      throw namingFile(error, 'attachments', file.filename);
    }
  }
  return checked;
}

async function checkOne(file: ReceivedFile): Promise<CheckedAttachment> {
  const name = file.filename;
  if (file.kind === 'video') {
    const video = await prepareVideo(file.path, `${file.path}.clean`);
    const common = { name, kind: 'video', thumbnail: null, width: null, height: null } as const;
    return {
      ...common,
      contentType: video.contentType,
      extension: video.extension,
      content: { path: video.path },
      byteSize: video.byteSize,
    };
  }
  const image = await processImage(file.path);
  return {
    name,
    kind: 'image',
    contentType: image.contentType,
    extension: image.extension,
    content: { data: image.data },
    byteSize: image.data.byteLength,
    thumbnail: image.thumbnail,
    width: image.width,
    height: image.height,
  };
}

/**
 * Writes the checked attachments' bytes, before the message's transaction so the thread's row lock
 * is never held during disk writes. If one write fails, those already written are removed.
 */
export async function storeAttachmentBytes(
  storage: FileStorage,
  attachments: CheckedAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const attachment of attachments) {
      const id = randomUUID();
      const folder = `messages/${id.slice(0, 2)}`;
      const storageKey = `${folder}/${id}.${attachment.extension}`;
      const thumbnailKey = attachment.thumbnail ? `${folder}/${id}-thumb.webp` : null;
      stored.push({
        id,
        kind: attachment.kind,
        contentType: attachment.contentType,
        byteSize: attachment.byteSize,
        width: attachment.width,
        height: attachment.height,
        storageKey,
        thumbnailKey,
        originalName: attachment.name || null,
      });
      if ('path' in attachment.content) await storage.putFile(storageKey, attachment.content.path);
      else await storage.put(storageKey, attachment.content.data);
      if (thumbnailKey && attachment.thumbnail) await storage.put(thumbnailKey, attachment.thumbnail);
    }
  } catch (error) {
    await deleteAttachmentBytes(storage, stored);
    throw error;
  }
  return stored;
}

/** Records the stored attachments as private files of the sender, in the message's transaction. */
export async function recordAttachmentFiles(
  executor: Database,
  stored: StoredAttachment[],
  ownerAccountId: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of stored) {
    const row = await insertFile(executor, {
      ...file,
      ownerAccountId,
      purpose: 'message-attachment',
      visibility: 'private',
    });
    ids.push(row.id);
  }
  return ids;
}

/** Removes stored bytes whose message was not written (a refusal, a rollback, a replayed send). */
export async function deleteAttachmentBytes(storage: FileStorage, stored: StoredAttachment[]): Promise<void> {
  await Promise.all(
    stored.map((file) =>
      deleteStoredBytes(storage, { storageKey: file.storageKey, thumbnailKey: file.thumbnailKey ?? null }),
    ),
  );
}
