import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import type { FastifyRequest } from 'fastify';
import { requestTooLargeError, unsupportedFileError, type UploadKind } from '../media/media-errors.ts';
import { UploadGuard } from './upload-guard.ts';

/** A file of the form, spooled to disk and checked by its first bytes; `path` lives until its request ends. */
export type ReceivedFile = {
  fieldname: string;
  filename: string;
  path: string;
  byteSize: number;
  kind: UploadKind;
  mime: string;
};

/** A multipart form: its text fields (last value wins) and its files in order. */
export type MultipartForm = { fields: Record<string, string>; files: ReceivedFile[] };

/**
 * Runs on the form's text fields, all of them, before the first file's bytes are read (or at the
 * end of a form without files, which `hasFiles` tells, so every problem can be named at once).
 */
export type BeforeFiles = (fields: Record<string, string>, form: { hasFiles: boolean }) => Promise<void>;

/** What a route takes, and what must be known before a byte of a file is read. */
export type MultipartRules = {
  /** File field names the route takes (some clients append `[]` to repeated fields). */
  fileFields: readonly string[];
  accepts: readonly UploadKind[];
  maxFiles: number;
  /** Says what the files are, for the messages ("images", "attachments"). */
  fileLabel: string;
  /**
   * Fields that decide whether the caller may upload at all (the thread of a message). A file
   * that arrives before them is refused without being read.
   */
  fieldsBeforeFiles?: readonly string[];
  beforeFiles?: BeforeFiles | undefined;
};

/** What the reader needs of the request's scope (multipart.ts): a spool folder and the uploader's slot. */
export type UploadScope = {
  spoolDir(): Promise<string>;
  holdSlot(): void;
};

export const FIELDS_FIRST_MESSAGE = "Send the form's fields before its files.";

/**
 * Reads the form part by part. Text fields must all come before the first file (browsers send
 * them in that order); then `beforeFiles` runs, an upload slot is taken, and each file streams
 * through an UploadGuard into the request's spool folder. Every refusal is an AppError that names
 * the limit; the caller's scope removes whatever was spooled.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  rules: MultipartRules,
  scope: UploadScope,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  let requestBytes = 0;
  const countRequestBytes = (bytes: number) => {
    requestBytes += bytes;
    if (requestBytes > UPLOAD_LIMITS.maxRequestBytes) throw requestTooLargeError(rules.fileFields[0] ?? 'files');
  };
  let filesStarted = false;
  const { multipartErrors } = request.server;
  try {
    // The parser's own file cap sits above ours, so the guard's clearer message is the one that answers.
    const parts = request.parts({ limits: { files: rules.maxFiles, fileSize: UPLOAD_LIMITS.videoMaxBytes + 1 } });
    for await (const part of parts) {
      if (typeof part.fieldname !== 'string' || part.fieldname === '')
        throw new AppError('VALIDATION_FAILED', 'Every part of the form needs a name.');
      if (part.type === 'field') {
        if (filesStarted) throw fieldsFirstError();
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (!filesStarted) {
        filesStarted = true;
        // Every form of ours has text fields; a file before any of them is sent in the wrong order.
        const hasNoFields = Object.keys(form.fields).length === 0;
        if (hasNoFields || (rules.fieldsBeforeFiles ?? []).some((name) => form.fields[name] === undefined)) {
          throw fieldsFirstError();
        }
        await rules.beforeFiles?.(form.fields, { hasFiles: true });
        scope.holdSlot();
      }
      if (!rules.fileFields.includes(part.fieldname)) {
        const message = `Send the ${rules.fileLabel} in the ${rules.fileFields[0]} field, not ${part.fieldname}.`;
        throw new AppError('VALIDATION_FAILED', message, { fields: [{ field: part.fieldname, message }] });
      }
      const path = join(await scope.spoolDir(), String(form.files.length + 1));
      const guard = new UploadGuard({
        accepts: rules.accepts,
        field: part.fieldname,
        filename: part.filename,
        countRequestBytes,
      });
      await pipeline(part.file, guard, createWriteStream(path));
      if (!guard.sniffed) {
        // A file input left empty still sends a part without a name or bytes.
        if (!part.filename) continue;
        throw unsupportedFileError(rules.accepts, part.fieldname, part.filename);
      }
      const { kind, mime } = guard.sniffed;
      form.files.push({
        fieldname: part.fieldname,
        filename: part.filename,
        path,
        byteSize: guard.byteSize,
        kind,
        mime,
      });
    }
  } catch (error) {
    if (error instanceof multipartErrors.FilesLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Add at most ${rules.maxFiles} ${rules.fileLabel}.`);
    }
    if (error instanceof multipartErrors.FieldsLimitError || error instanceof multipartErrors.PartsLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'This form has too many fields.');
    }
    if (isMalformedForm(error))
      throw new AppError('BAD_REQUEST', 'The form could not be read: it is not well-formed multipart/form-data.');
    throw error;
  }
  if (!filesStarted) await rules.beforeFiles?.(form.fields, { hasFiles: false });
  return form;
}

function fieldsFirstError(): AppError {
  return new AppError('VALIDATION_FAILED', FIELDS_FIRST_MESSAGE);
}

/** The parser's own errors for a broken body (no boundary, a cut or garbled part), not a failure of ours (disk). */
function isMalformedForm(error: unknown): boolean {
  if (error instanceof AppError || !(error instanceof Error)) return false;
  if ((error as { code?: unknown }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return true;
  return /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header)/.test(error.message);
}
