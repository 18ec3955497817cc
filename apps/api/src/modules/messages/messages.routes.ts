import {
  BrandSendFieldsSchema,
  BrandThreadParamsSchema,
  CreatorSendFieldsSchema,
  CreatorThreadParamsSchema,
  ErrorResponseSchema,
  MarkReadSchema,
  MESSAGE_MESSAGES,
  SendMessageResponseSchema,
  ThreadPageSchema,
  ThreadQuerySchema,
  UnreadCountsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { idempotencyKeyHeadersSchema } from '../../platform/http/idempotency-key.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { messageFilesRoutes } from './message-files.routes.ts';
import { attachmentsFormField, sendRequestOf } from './message-send-request.ts';
import {
  getThread,
  markRead,
  sendBrandMessage,
  sendCreatorMessage,
  unreadCounts,
  type SendOutcome,
} from './messages.service.ts';

const DOCS = { tags: ['messages'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const SEND_ERRORS = {
  ...ERRORS,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

// For the OpenAPI document only: the handler reads the form itself and checks it with the shared schemas.
const attachmentsField = attachmentsFormField.describe(
  'JPEG, PNG, WebP or GIF images (10 MB) and MP4 or MOV videos (100 MB), repeated',
);
const BrandSendFormSchema = BrandSendFieldsSchema.extend({ attachments: attachmentsField }).meta({
  id: 'BrandSendForm',
});
const CreatorSendFormSchema = CreatorSendFieldsSchema.extend({ attachments: attachmentsField }).meta({
  id: 'CreatorSendForm',
});
// The thread's two ends: they decide whether the caller may upload at all.
const SEND_FIELDS_BEFORE_FILES = ['from', 'to'];
const SendHeadersSchema = idempotencyKeyHeadersSchema(
  'One per composed message: a retried send with the same key stores one message',
);

/** The four message calls of spec §7, read marking and unread counts, and the attachments' files. */
export const messagesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // A retried send answers 200 with the message stored the first time; a new one 201.
  const answer = (outcome: SendOutcome) => ({
    status: outcome.replayed ? 200 : 201,
    body: { message: outcome.message, data: MESSAGE_MESSAGES.sent },
  });

  app.post(
    '/api/messages/send',
    {
      preHandler: requireUser('brand'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary:
          "The campaign's brand writes to a creator hired on it (optionally labelled with a decision: a label on the message only, it changes no state)",
        consumes: ['multipart/form-data'],
        headers: SendHeadersSchema,
        body: BrandSendFormSchema,
        response: { 200: SendMessageResponseSchema, 201: SendMessageResponseSchema, ...SEND_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await withMultipartUpload(request, (read) =>
        sendBrandMessage(context, sendRequestOf(request, read, SEND_FIELDS_BEFORE_FILES)),
      );
      const { status, body } = answer(outcome);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/api/messages/sendbrand',
    {
      preHandler: requireUser('contentCreator'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary: "A creator hired on the campaign writes to the campaign's brand",
        consumes: ['multipart/form-data'],
        headers: SendHeadersSchema,
        body: CreatorSendFormSchema,
        response: { 200: SendMessageResponseSchema, 201: SendMessageResponseSchema, ...SEND_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await withMultipartUpload(request, (read) =>
        sendCreatorMessage(context, sendRequestOf(request, read, SEND_FIELDS_BEFORE_FILES)),
      );
      const { status, body } = answer(outcome);
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/api/messages/message-brand/:campaignId/:influencerId',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: 'A thread as its brand sees it, oldest first (?before= older pages, ?after= resume)',
        params: BrandThreadParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadPageSchema, ...ERRORS },
      },
    },
    async (request) =>
      getThread(
        context,
        principalOf(request),
        { campaignId: request.params.campaignId, creatorId: request.params.influencerId },
        request.query,
      ),
  );

  app.get(
    '/api/messages/message-influencer/:influencerId/:campaignId',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...DOCS,
        summary: 'A thread as its creator sees it, oldest first (?before= older pages, ?after= resume)',
        params: CreatorThreadParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadPageSchema, ...ERRORS },
      },
    },
    async (request) =>
      getThread(
        context,
        principalOf(request),
        { campaignId: request.params.campaignId, creatorId: request.params.influencerId },
        request.query,
      ),
  );

  app.post(
    '/api/messages/read',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: "Marks the other party's messages of a thread read (up to upToSeq when given)",
        body: MarkReadSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await markRead(context, principalOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/messages/unread',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: "The caller's unread messages per thread and in all (the notification dots)",
        response: { 200: UnreadCountsSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => unreadCounts(context.db, principalOf(request)),
  );

  await app.register(messageFilesRoutes, context);
};
