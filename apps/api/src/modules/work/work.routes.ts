import {
  AppError,
  CloseOrderSchema,
  ErrorResponseSchema,
  MESSAGE_LIMITS,
  OrderParamsSchema,
  OrderWorkSchema,
  ReplaceDeliverablesSchema,
  ReviewRequestSchema,
  SubmissionFieldsSchema,
  UPLOAD_LIMITS,
  WorkChangeResponseSchema,
} from '@equicreators/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { ATTACHMENT_FIELDS } from '../messages/message-attachments.ts';
import { buildOrderWork, closeOrder, getOrderWork, replaceDeliverables } from './work.service.ts';
import { reviewSubmissions } from './work-reviews.service.ts';
import { submitDeliverable } from './work-submissions.service.ts';

const DOCS = { tags: ['work'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const UPLOAD_ERRORS = { ...ERRORS, 413: ErrorResponseSchema, 415: ErrorResponseSchema, 429: ErrorResponseSchema };

// For the OpenAPI document only: the handler reads the form itself and checks it with the shared schema.
const SubmissionFormSchema = SubmissionFieldsSchema.extend({
  attachments: z
    .array(z.string().meta({ format: 'binary' }))
    .max(UPLOAD_LIMITS.maxFilesPerMessage)
    .optional()
    .describe('Images and videos as for messages, repeated, after the text fields'),
}).meta({ id: 'SubmissionForm' });
// Loose: the other headers (Authorization first) must pass through validation untouched.
const SubmitHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MESSAGE_LIMITS.idempotencyKeyMaxLength)
    .optional()
    .describe('One per composed submission: a retried one with the same key stores one version'),
});

/** The work of an order between hire and done (docs/decisions/022), under /api/orders/{campaignId}/{creatorId}. */
export const workRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/orders/:campaignId/:creatorId/work',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: "The order's Work panel: deliverables with every version, progress, close and ratings",
        params: OrderParamsSchema,
        response: { 200: OrderWorkSchema, ...ERRORS },
      },
    },
    async (request) => getOrderWork(context, principalOf(request), request.params),
  );

  app.put(
    '/api/orders/:campaignId/:creatorId/deliverables',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: "The brand replaces the order's deliverables (before the first submission)",
        params: OrderParamsSchema,
        body: ReplaceDeliverablesSchema,
        response: { 200: WorkChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) => replaceDeliverables(context, principalOf(request), request.params, request.body),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/submissions',
    {
      preHandler: requireUser('contentCreator'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary: 'The hired creator submits a version of a deliverable (files and/or the post link, a note)',
        consumes: ['multipart/form-data'],
        params: OrderParamsSchema,
        headers: SubmitHeadersSchema,
        body: SubmissionFormSchema,
        response: { 200: WorkChangeResponseSchema, 201: WorkChangeResponseSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request, reply) => {
      const order = request.params;
      const outcome = await withMultipartUpload(request, (read) =>
        submitDeliverable(
          context,
          {
            principal: principalOf(request),
            idempotencyKey: idempotencyKeyOf(request),
            readForm: (beforeFiles) =>
              read({
                fileFields: ATTACHMENT_FIELDS,
                accepts: ['image', 'video'],
                maxFiles: UPLOAD_LIMITS.maxFilesPerMessage,
                fileLabel: 'attachments',
                fieldsBeforeFiles: ['deliverableId'],
                beforeFiles,
              }),
          },
          order,
        ),
      );
      // A retried submission answers 200 with the version stored the first time; a new one 201.
      const work = await buildOrderWork(context, order, 'contentCreator');
      return reply.status(outcome.replayed ? 200 : 201).send({ work, messageSeq: outcome.message.seq });
    },
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/reviews',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: 'The brand approves or asks changes on the pending submissions it names',
        params: OrderParamsSchema,
        body: ReviewRequestSchema,
        response: { 200: WorkChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) => reviewSubmissions(context, principalOf(request), request.params, request.body),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/close',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: 'The brand closes the work: completed (all approved) or cancelled with a reason',
        params: OrderParamsSchema,
        body: CloseOrderSchema,
        response: { 200: WorkChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) => closeOrder(context, principalOf(request), request.params, request.body),
  );
};

function idempotencyKeyOf(request: FastifyRequest): string | null {
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
