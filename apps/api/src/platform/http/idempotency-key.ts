import { AppError, MESSAGE_LIMITS } from '@equicreators/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The Idempotency-Key header of a route whose retry must store one thing (a message, a work
 * submission), for the route's schema. `description` says what one key stands for. Loose: the
 * other headers (Authorization first) must pass through validation untouched.
 */
export function idempotencyKeyHeadersSchema(description: string) {
  return z.looseObject({
    'idempotency-key': z.string().min(1).max(MESSAGE_LIMITS.idempotencyKeyMaxLength).optional().describe(description),
  });
}

/** The request's Idempotency-Key, or null without one; a malformed one is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > MESSAGE_LIMITS.idempotencyKeyMaxLength) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Idempotency-Key must be 1 to ${MESSAGE_LIMITS.idempotencyKeyMaxLength} characters.`,
    );
  }
  return value;
}
