import { randomUUID } from 'node:crypto';
import { AppError } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import type { FilePurpose, FileVisibility } from '../../db/schema/index.ts';
import { readByteRange, type RangedRead } from '../../platform/http/byte-range.ts';
import { processImage, type ProcessedImage } from '../../platform/media/media-processing.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { findFileById, insertFile, type FileRow } from './files.repository.ts';

export type StoreImageInput = {
  bytes: Buffer;
  purpose: FilePurpose;
  visibility: FileVisibility;
  ownerAccountId: string | null;
  originalName?: string | null;
};

/**
 * Checks and re-encodes an image, stores it and its thumbnail, and records it. Pass the
 * transaction of the change that uses the file; if storing or recording fails the stored bytes are removed.
 */
export async function storeImage(executor: Database, storage: FileStorage, input: StoreImageInput): Promise<FileRow> {
  return storeProcessedImage(executor, storage, await processImage(input.bytes), input);
}

/**
 * Stores and records an image already checked by `processImage`, for callers that check every
 * image of a request before writing any (a campaign's images).
 */
export async function storeProcessedImage(
  executor: Database,
  storage: FileStorage,
  image: ProcessedImage,
  input: Omit<StoreImageInput, 'bytes'>,
): Promise<FileRow> {
  const id = randomUUID();
  const folder = `images/${id.slice(0, 2)}`;
  const storageKey = `${folder}/${id}.${image.extension}`;
  const thumbnailKey = `${folder}/${id}-thumb.${image.extension}`;
  try {
    await storage.put(storageKey, image.data);
    await storage.put(thumbnailKey, image.thumbnail);
    return await insertFile(executor, {
      id,
      ownerAccountId: input.ownerAccountId,
      purpose: input.purpose,
      kind: 'image',
      visibility: input.visibility,
      contentType: image.contentType,
      byteSize: image.data.byteLength,
      width: image.width,
      height: image.height,
      storageKey,
      thumbnailKey,
      originalName: input.originalName ?? null,
    });
  } catch (error) {
    await deleteStoredBytes(storage, { storageKey, thumbnailKey });
    throw error;
  }
}

/** Removes a file's bytes (and its thumbnail's), e.g. when the change that recorded it rolled back. */
export async function deleteStoredBytes(
  storage: FileStorage,
  file: Pick<FileRow, 'storageKey' | 'thumbnailKey'>,
): Promise<void> {
  await Promise.all([
    storage.delete(file.storageKey),
    ...(file.thumbnailKey ? [storage.delete(file.thumbnailKey)] : []),
  ]);
}

export type FileVariant = 'original' | 'thumbnail';

export type OpenedFile = { contentType: string; read: RangedRead };

/**
 * A public file's bytes, only those a `Range` header asks for when given (a campaign's video
 * seeks). Private files (message attachments) are never served here.
 */
export async function openPublicFile(
  db: Database,
  storage: FileStorage,
  request: { fileId: string; variant: FileVariant; rangeHeader: string | undefined },
): Promise<OpenedFile> {
  const file = await findFileById(db, request.fileId);
  if (!file || file.visibility !== 'public') throw fileNotFound();
  const key = request.variant === 'thumbnail' ? (file.thumbnailKey ?? file.storageKey) : file.storageKey;
  const read = await readByteRange(storage, key, request.rangeHeader);
  if (!read) throw fileNotFound();
  return { contentType: file.contentType, read };
}

function fileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This file does not exist or is not public.');
}

/** The address the web app uses for a public file. */
export function publicFileUrl(fileId: string, variant: FileVariant = 'original'): string {
  return variant === 'thumbnail' ? `/api/files/${fileId}/thumbnail` : `/api/files/${fileId}`;
}
