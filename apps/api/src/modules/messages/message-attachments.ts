import { randomUUID } from 'node:crypto';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.ts';
import type { MultipartForm } from '../../platform/http/multipart.ts';
import { checkVideo, processImage } from '../../platform/media/media-processing.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { insertFile, type NewFileRow } from '../files/files.repository.ts';
import { deleteStoredBytes } from '../files/files.service.ts';

/** The form's file field for attachments (some clients append `[]` to repeated fields). */
export const ATTACHMENT_FIELDS: readonly string[] = ['attachments', 'attachments[]'];

const VIDEO_TYPES: readonly string[] = UPLOAD_LIMITS.videoContentTypes;
const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.imageContentTypes;

/** An attachment checked (and, for an image, re-encoded), not yet stored. */
export type CheckedAttachment = {
  name: string;
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
  data: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
};

/** An attachment whose bytes are stored: what its `files` row will say. */
export type StoredAttachment = Omit<NewFileRow, 'ownerAccountId' | 'purpose' | 'visibility'> & { id: string };

/**
 * Checks every attachment by its content, one at a time (sharp is CPU- and memory-hungry): images
 * are re-encoded with a thumbnail, videos must be MP4 or MOV. A bad file answers 400 naming it.
 */
export async function checkAttachments(files: MultipartForm['files']): Promise<CheckedAttachment[]> {
  const wrongField = files.find((file) => !ATTACHMENT_FIELDS.includes(file.fieldname));
  if (wrongField) {
    throw attachmentError(`Send files in the attachments field, not ${wrongField.fieldname}.`);
  }
  if (files.length > UPLOAD_LIMITS.maxFilesPerMessage) {
    throw attachmentError(`Add at most ${UPLOAD_LIMITS.maxFilesPerMessage} attachments.`);
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    try {
      checked.push(await checkOne(file.filename, file.data));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw attachmentError(`${file.filename || 'An attachment'}: ${error.message}`, error);
    }
  }
  return checked;
}

async function checkOne(name: string, data: Buffer): Promise<CheckedAttachment> {
  const detected = await fileTypeFromBuffer(data);
  if (detected && VIDEO_TYPES.includes(detected.mime)) {
    const video = await checkVideo(data);
    const common = { name, kind: 'video', thumbnail: null, width: null, height: null } as const;
    return { ...common, contentType: video.contentType, extension: video.extension, data: video.data };
  }
  if (!detected || !IMAGE_TYPES.includes(detected.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Attachments must be JPEG, PNG, WebP or GIF images or MP4 or MOV videos.',
    );
  }
  const image = await processImage(data);
  return {
    name,
    kind: 'image',
    contentType: image.contentType,
    extension: image.extension,
    data: image.data,
    thumbnail: image.thumbnail,
    width: image.width,
    height: image.height,
  };
}

function attachmentError(message: string, cause?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ field: 'attachments', message }], cause });
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
        byteSize: attachment.data.byteLength,
        width: attachment.width,
        height: attachment.height,
        storageKey,
        thumbnailKey,
        originalName: attachment.name || null,
      });
      await storage.put(storageKey, attachment.data);
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
