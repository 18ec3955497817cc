import { z } from 'zod';

/** Every error the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldIssue = { field: string; message: string };

type AppErrorOptions = {
  fields?: FieldIssue[];
  retryAfterSeconds?: number;
  cause?: unknown;
};

/**
 * The one error type for expected failures. Its message is safe to show to the user;
 * anything that is not an AppError is answered as INTERNAL without details.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const ErrorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
