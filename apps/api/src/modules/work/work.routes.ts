import {
  CloseOrderSchema,
  ErrorResponseSchema,
  OrderParamsSchema,
  OrderWorkSchema,
  ReplaceDeliverablesSchema,
  ReviewRequestSchema,
  ShowcaseConsentRequestSchema,
  SubmissionFieldsSchema,
  SubmissionParamsSchema,
  WorkChangeResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { idempotencyKeyHeadersSchema } from '../../platform/http/idempotency-key.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { attachmentsFormField, sendRequestOf } from '../messages/message-send-request.ts';
import { buildOrderWork, closeOrder, getOrderWork, replaceDeliverables } from './work.service.ts';
import { reviewSubmissions } from './work-reviews.service.ts';
import { changeShowcaseConsent } from './work-showcase.service.ts';
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
  attachments: attachmentsFormField.describe('Images and videos as for messages, repeated, after the text fields'),
}).meta({ id: 'SubmissionForm' });
const SubmitHeadersSchema = idempotencyKeyHeadersSchema(
  'One per composed submission: a retried one with the same key stores one version',
);

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
        response: { 200: WorkChangeResponseSchema, ...ERRORS, 429: ErrorResponseSchema },
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
        submitDeliverable(context, sendRequestOf(request, read, ['deliverableId']), order),
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

  app.put(
    '/api/orders/:campaignId/:creatorId/submissions/:submissionId/showcase',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary:
          "The caller's consent to show a version in the creator's media kit portfolio: the creator's on any of theirs, the brand's once approved",
        params: SubmissionParamsSchema,
        body: ShowcaseConsentRequestSchema,
        response: { 200: WorkChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) => changeShowcaseConsent(context, principalOf(request), request.params, request.body),
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
