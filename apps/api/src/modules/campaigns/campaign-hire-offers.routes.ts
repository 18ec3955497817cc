import {
  DealAnswerInputSchema,
  DealProposalParamsSchema,
  ErrorResponseSchema,
  HireOfferAnswerResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { answerHireOffer } from './campaign-hire-offers.service.ts';
import { CAMPAIGN_ROUTE_DOCS, CAMPAIGN_ROUTE_ERRORS } from './campaign-route-docs.ts';

// Listed with the order's deal in /api/docs, where the offer's answer belongs to a reader.
const DOCS = { ...CAMPAIGN_ROUTE_DOCS, tags: ['deals'] };
const ERRORS = { ...CAMPAIGN_ROUTE_ERRORS, 402: ErrorResponseSchema, 429: ErrorResponseSchema };

/**
 * The answer to a brand's offer to hire at another fee than the creator's own (issue 46). It lives with
 * the hire, in campaigns, because accepting it starts the order; the deal module keeps only its version.
 */
export const hireOfferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/orders/:campaignId/:creatorId/offer/:proposalId/answer',
    {
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        ...DOCS,
        summary:
          "The creator accepts (she is hired at its terms) or declines the brand's offer to hire her at another fee; the brand may withdraw it",
        params: DealProposalParamsSchema,
        body: DealAnswerInputSchema,
        response: { 200: HireOfferAnswerResponseSchema, ...ERRORS },
      },
    },
    async (request) => answerHireOffer(context, principalOf(request), request.params, request.body),
  );
};
