import type { FastifyRequest } from 'fastify';

/** Where a request came from, recorded with sessions and reset requests. */
export function requestOrigin(request: FastifyRequest): { ipAddress: string | null; userAgent: string | null } {
  return { ipAddress: request.ip || null, userAgent: request.headers['user-agent'] ?? null };
}
