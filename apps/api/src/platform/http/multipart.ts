import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { principalOf } from '../auth/authenticate.ts';
import type { Clock } from '../clock.ts';
import { readMultipartParts, type MultipartForm, type MultipartRules } from '../uploads/multipart-reader.ts';
import { createUploadInbox, type UploadInbox } from '../uploads/upload-inbox.ts';
import { createUploadSlots, type ReleaseSlot, type UploadSlots } from '../uploads/upload-slots.ts';

export type { BeforeFiles, MultipartForm, MultipartRules, ReceivedFile } from '../uploads/multipart-reader.ts';

// Module augmentation only works with interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    uploads: { inbox: UploadInbox; slots: UploadSlots };
  }
  interface FastifyRequest {
    /** Marks the request's remaining body as unwanted: the connection is cut soon after the answer. */
    refuseUploadBody(): void;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

// Text fields of a form are short (the longest campaign text is 5,000 characters, ~20 KB in UTF-8).
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;
/**
 * After refusing an upload mid-stream the server answers at once, leaves the rest of the body
 * unread (the socket is paused, so the client's sends stall) and cuts the connection this long
 * after the answer. Not `Connection: close`: Node would then close the socket right after the
 * answer while the client's bytes are still arriving, and the reset that follows can wipe the
 * answer from the client's buffer before it is read (a lingering close, as web servers do it).
 */
const REFUSED_UPLOAD_GRACE_MS = 3_000;

/** Reads the form with the route's rules; see `withMultipartUpload`. */
export type MultipartReader = (rules: MultipartRules) => Promise<MultipartForm>;

/**
 * Registers multipart parsing. Nothing is read when the request arrives: a route reads the form
 * inside `withMultipartUpload`, after authentication and its own checks (a brand without payment
 * is refused before a byte of its images is read).
 */
export async function registerMultipart(
  app: FastifyInstance,
  options: { incomingDir: string; clock: Clock },
): Promise<void> {
  await app.register(multipart, {
    limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 20 },
  });
  const inbox = createUploadInbox(options.incomingDir);
  await inbox.removeStale(options.clock.now());
  app.decorate('uploads', { inbox, slots: createUploadSlots() });

  const refused = new WeakSet<FastifyRequest>();
  app.decorateRequest('refuseUploadBody', function (this: FastifyRequest) {
    refused.add(this);
  });
  // A refused upload is answered while the client may still be sending: the socket is cut soon
  // after, so nobody streams 1 GB into a refusal.
  app.addHook('onResponse', async (request) => {
    if (!refused.has(request) || request.raw.complete) return;
    setTimeout(() => request.raw.destroy(), REFUSED_UPLOAD_GRACE_MS).unref();
  });
}

/**
 * Runs `work` with a reader of the request's multipart form. Whatever the reader spooled to disk
 * is removed and the account's upload slot given back when `work` ends, however it ends; a
 * refusal while the body is still arriving cuts the connection soon after the answer.
 */
export async function withMultipartUpload<T>(
  request: FastifyRequest,
  work: (read: MultipartReader) => Promise<T>,
): Promise<T> {
  const { inbox, slots } = request.server.uploads;
  const held: { spoolDir: Promise<string> | null; releaseSlot: ReleaseSlot | null } = {
    spoolDir: null,
    releaseSlot: null,
  };
  const scope = {
    spoolDir: () => (held.spoolDir ??= inbox.openSpool()),
    // Every upload route is behind requireUser: the caller is who the slot counts.
    holdSlot: () => {
      held.releaseSlot ??= slots.acquire(principalOf(request).accountId);
    },
  };
  try {
    return await work((rules) => readMultipartParts(request, rules, scope));
  } catch (error) {
    if (!request.raw.complete) request.refuseUploadBody();
    throw error;
  } finally {
    held.releaseSlot?.();
    if (held.spoolDir) await inbox.closeSpool(await held.spoolDir);
  }
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
