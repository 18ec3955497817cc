import type { FastifyInstance } from 'fastify';

export const SERVED_BY_HEADER = 'x-served-by';

/**
 * Names the process that answered (INSTANCE_ID) on every response, the event stream included:
 * behind a balancer it tells an operator, a log or a test which of N processes served a request.
 * Nothing without an INSTANCE_ID (a single process has no name to give).
 */
export function registerServedBy(app: FastifyInstance, instanceId: string | null): void {
  if (!instanceId) return;
  // On the raw response, so that hijacked responses (the live stream) carry it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader(SERVED_BY_HEADER, instanceId);
    done();
  });
}
