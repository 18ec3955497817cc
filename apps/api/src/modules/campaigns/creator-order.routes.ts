import { CampaignIdParamsSchema, ErrorResponseSchema, OrderSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentOrder } from './campaigns.presenter.ts';
import { CAMPAIGN_ROUTE_DOCS } from './campaign-route-docs.ts';
import { getCreatorOrder } from './creator-order.service.ts';

/** One order of the calling creator: the Campaign Details of her order page, with the deal's fee. */
export const creatorOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/orders/:id',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...CAMPAIGN_ROUTE_DOCS,
        summary:
          "One of the calling creator's orders (a campaign she is hired on), as a row of her Orders table: the compensation is the deal's",
        params: CampaignIdParamsSchema,
        response: {
          200: OrderSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => presentOrder(await getCreatorOrder(context, principalOf(request), request.params.id)),
  );
};
