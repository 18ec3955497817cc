import { UPLOAD_LIMITS } from '@equicreators/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/authenticate.ts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import type { MultipartReader } from '../../platform/http/multipart.ts';
import { ATTACHMENT_FIELDS } from './message-attachments.ts';
import type { SendRequest } from './message-sending.ts';

/**
 * The attachments of a form sent through the messages' pipeline (a message, a work submission),
 * for the OpenAPI document only: the handler reads the form itself. Each route describes it.
 */
export const attachmentsFormField = z
  .array(z.string().meta({ format: 'binary' }))
  .max(UPLOAD_LIMITS.maxFilesPerMessage)
  .optional();

/**
 * What a multipart route hands the messages' pipeline: the caller, its Idempotency-Key, and how to
 * read the form, with images and videos as attachments after `fieldsBeforeFiles` (the fields that
 * decide whether the caller may upload at all).
 */
export function sendRequestOf(
  request: FastifyRequest,
  read: MultipartReader,
  fieldsBeforeFiles: readonly string[],
): SendRequest {
  return {
    principal: principalOf(request),
    idempotencyKey: idempotencyKeyOf(request),
    readForm: (beforeFiles) =>
      read({
        fileFields: ATTACHMENT_FIELDS,
        accepts: ['image', 'video'],
        maxFiles: UPLOAD_LIMITS.maxFilesPerMessage,
        fileLabel: 'attachments',
        fieldsBeforeFiles,
        beforeFiles,
      }),
  };
}
