import type { FastifyReply } from 'fastify';
import { safeEncode, type ZodType } from 'zod';

/**
 * Response bodies built once per shared value. A page that many requests answer with for a while
 * (a cached browse page) used to be presented, checked against its response schema and turned
 * into JSON on every request: most of such a request's CPU (docs/decisions/009). A memo keeps the
 * finished bytes beside the value they came from, per variant (what one audience may see), and
 * lets them go with the value: it holds its keys weakly.
 *
 * The bytes go through the route's own response schema once, exactly as the route's serializer
 * would (`fastify-type-provider-zod` encodes, then stringifies), so a field the schema does not
 * allow still never leaves.
 */
export type JsonBodyMemo<T> = {
  /** The body for `source` as `variant` sees it; `build` runs only the first time. */
  bodyOf(source: object, variant: string, build: () => T): Buffer;
};

export function createJsonBodyMemo<T>(schema: ZodType<T>): JsonBodyMemo<T> {
  const bodies = new WeakMap<object, Map<string, Buffer>>();
  return {
    bodyOf(source, variant, build) {
      let variants = bodies.get(source);
      if (!variants) {
        variants = new Map();
        bodies.set(source, variants);
      }
      let body = variants.get(variant);
      if (!body) {
        const encoded = safeEncode(schema, build());
        if (!encoded.success) throw encoded.error;
        body = Buffer.from(JSON.stringify(encoded.data));
        variants.set(variant, body);
      }
      return body;
    },
  };
}

/** Sends JSON bytes already checked and encoded (a memo's body) without serialising them again. */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
