import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';

/** What a route accepts as files: the answer to a wrong file names the same kinds everywhere. */
export type UploadKind = 'image' | 'video';

const MEGABYTE = 1024 * 1024;

/**
 * A file that is not of a kind the route accepts (an SVG named .png, a PDF, an empty file): 415
 * with the same words on every route that takes the same kinds, the file named first.
 */
export function unsupportedFileError(accepts: readonly UploadKind[], field: string, filename?: string): AppError {
  return fileError('UNSUPPORTED_MEDIA_TYPE', field, filename, acceptedKindsWords(accepts));
}

function acceptedKindsWords(accepts: readonly UploadKind[]): string {
  const takesVideos = accepts.includes('video');
  if (!accepts.includes('image') && takesVideos) return 'Videos must be MP4 or MOV files.';
  return takesVideos
    ? 'Attachments must be JPEG, PNG, WebP or GIF images or MP4 or MOV videos.'
    : 'Images must be JPEG, PNG, WebP or GIF files.';
}

/** A file of an accepted kind that could not be decoded: the same 415, with its own words. */
export function unreadableFileError(kind: UploadKind, field: string, filename?: string): AppError {
  const words =
    kind === 'image'
      ? 'This image could not be read. Please try another file.'
      : 'This video could not be read. Please try another file.';
  return fileError('UNSUPPORTED_MEDIA_TYPE', field, filename, words);
}

/** One file over its kind's cap: 413. */
export function fileTooLargeError(kind: UploadKind, field: string, filename?: string): AppError {
  const words =
    kind === 'image'
      ? `Images must be at most ${UPLOAD_LIMITS.imageMaxBytes / MEGABYTE} MB.`
      : `Videos must be at most ${UPLOAD_LIMITS.videoMaxBytes / MEGABYTE} MB.`;
  return fileError('PAYLOAD_TOO_LARGE', field, filename, words);
}

/** The files of one request together over the request's cap: 413. */
export function requestTooLargeError(field: string): AppError {
  const words = `The files of one request must be at most ${UPLOAD_LIMITS.maxRequestBytes / MEGABYTE} MB together.`;
  return fileError('PAYLOAD_TOO_LARGE', field, undefined, words);
}

function fileError(
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE',
  field: string,
  filename: string | undefined,
  words: string,
): AppError {
  const message = filename ? `${filename}: ${words}` : words;
  return new AppError(code, message, { fields: [{ field, message }] });
}

/**
 * The same refusal, naming the file and the form field it came in: what every upload route
 * answers when one of several files fails its check.
 */
export function namingFile(error: unknown, field: string, filename: string): unknown {
  if (!(error instanceof AppError) || error.fields) return error;
  const message = filename ? `${filename}: ${error.message}` : error.message;
  return new AppError(error.code, message, { fields: [{ field, message }], cause: error });
}
