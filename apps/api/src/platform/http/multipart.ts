import multipart from '@fastify/multipart';
import { AppError } from '@equicreators/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** A multipart form read into memory: its text fields (last value wins) and its files in order. */
export type MultipartForm = {
  fields: Record<string, string>;
  files: { fieldname: string; filename: string; data: Buffer }[];
};

export type MultipartLimits = {
  maxFiles: number;
  maxFileBytes: number;
  /** Says what the files are, for the messages ("images", "attachments"). */
  fileLabel: string;
};

// Text fields of a form are short (the longest campaign text is 5,000 characters, ~20 KB in UTF-8).
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

/**
 * Registers multipart parsing. Nothing is read when the request arrives: a route reads the form
 * with `readMultipartForm` in its handler, after authentication and its own checks (a brand
 * without payment is refused before a byte of its images is read).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 20 },
  });
}

/** Runs on the text fields read so far, before the first file's bytes are read (or at the end without files). */
export type BeforeFiles = (fields: Record<string, string>) => Promise<void>;

/**
 * Reads the whole form, refusing it as soon as a limit is passed, with a message that names the
 * limit instead of the parser's own words. `beforeFiles` may refuse the request (by throwing)
 * before any file is read, e.g. when the fields name something the caller may not write to.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  beforeFiles?: BeforeFiles,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  const { multipartErrors } = request.server;
  let pendingCheck = beforeFiles;
  const runCheck = async () => {
    const check = pendingCheck;
    pendingCheck = undefined;
    await check?.(form.fields);
  };
  try {
    for await (const part of request.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes } })) {
      if (part.type === 'file') {
        await runCheck();
        const data = await part.toBuffer();
        // A file input left empty still sends a part without a name or bytes.
        if (data.byteLength === 0 && !part.filename) continue;
        form.files.push({ fieldname: part.fieldname, filename: part.filename, data });
      } else if (part.valueTruncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof multipartErrors.FilesLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Add at most ${limits.maxFiles} ${limits.fileLabel}.`);
    }
    if (error instanceof multipartErrors.RequestFileTooLargeError) {
      const megabytes = Math.round(limits.maxFileBytes / (1024 * 1024));
      throw new AppError('PAYLOAD_TOO_LARGE', `Each of the ${limits.fileLabel} must be at most ${megabytes} MB.`);
    }
    if (error instanceof multipartErrors.FieldsLimitError || error instanceof multipartErrors.PartsLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'This form has too many fields.');
    }
    throw error;
  }
  await runCheck();
  return form;
}

/**
 * A route validator for multipart routes: the body schema only documents the form in OpenAPI
 * (the handler reads and checks the form itself, after authentication), while the path and
 * query are still validated with their zod schemas.
 */
export function multipartRouteValidator<Schema>(route: FastifyRouteSchemaDef<Schema>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  // Every schema of these routes is a zod schema, as on every other route.
  return validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
}
