import { AppError, ERROR_STATUS, type ErrorCode, type ErrorResponse, type FieldIssue } from '@equicreators/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own client errors, worded for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object or drop the JSON content type.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
};

/**
 * The one error handler: every failure leaves as `{ message, code }` JSON with the right status.
 * Expected failures (AppError, validation, malformed requests) keep their message; anything else
 * is logged and answered with a generic message, so no stack trace or internal detail leaks.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.status, { message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath),
        message: issue.message ?? 'is not valid',
      }));
      return sendError(reply, 400, {
        message: describeFields(fields),
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    if (isTextTheDatabaseRefuses(error)) {
      return sendError(reply, 400, {
        message: 'The request contains characters that cannot be stored (NUL).',
        code: 'VALIDATION_FAILED',
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, ERROR_STATUS[known.code], known);
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(reply, 429, { message: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's remaining client errors carry safe, specific messages (bad headers, methods…).
      return sendError(reply, status, { message: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return sendError(reply, 500, { message: GENERIC_SERVER_MESSAGE, code: 'INTERNAL' });
  });
}

/** `{ message, code }` with the status; used by the error and not-found handlers. */
export function sendError(
  reply: FastifyReply,
  status: number,
  body: { message: string; code: string; fields?: FieldIssue[] | undefined },
): FastifyReply {
  const payload: ErrorResponse = { message: body.message, code: body.code };
  if (body.fields && body.fields.length > 0) payload.fields = body.fields;
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

const CONTEXT_LABELS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
  return path || CONTEXT_LABELS[context ?? 'body'] || 'request';
}

function describeFields(fields: FieldIssue[]): string {
  if (fields.length === 0) return 'The request is not valid.';
  return fields.map((field) => `${field.field}: ${field.message}`).join('; ');
}

/** PostgreSQL (and PGlite) refuse a NUL character in text: SQLSTATE 22021, character_not_in_repertoire. */
function isTextTheDatabaseRefuses(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '22021') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
