import {
  DealAnswerInputSchema,
  DealChangeResponseSchema,
  DealProposalInputSchema,
  DealProposalParamsSchema,
  DealSchema,
  ErrorResponseSchema,
  OrderParamsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { answerDealProposal, getDeal, proposeDealChange } from './deals.service.ts';

const DOCS = { tags: ['deals'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** The order's deal after the hire (issue 31), under /api/orders/{campaignId}/{creatorId}/deal. */
export const dealsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/orders/:campaignId/:creatorId/deal',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: "The order's deal: the terms in force, the proposal waiting for an answer, every version",
        params: OrderParamsSchema,
        response: { 200: DealSchema, ...ERRORS },
      },
    },
    async (request) => getDeal(context, principalOf(request), request.params),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/deal/proposals',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: 'One side proposes new terms (fee, content window, usage rights, exclusivity) with a note',
        params: OrderParamsSchema,
        body: DealProposalInputSchema,
        response: { 201: DealChangeResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await proposeDealChange(context, principalOf(request), request.params, request.body)),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/deal/proposals/:proposalId/answer',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary: 'The other side accepts or declines a proposal; its author may withdraw it',
        params: DealProposalParamsSchema,
        body: DealAnswerInputSchema,
        response: { 200: DealChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) => answerDealProposal(context, principalOf(request), request.params, request.body),
  );
};
