import { CampaignPageSchema, ErrorResponseSchema, PageQuerySchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { NO_CONTACT } from '../creators/contact-visibility.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import { listCreatorInvitations } from './campaigns.service.ts';
import { CAMPAIGN_ROUTE_DOCS } from './campaign-route-docs.ts';

/**
 * The creator's invitations awaiting an answer, which her feed shows in their own section at the
 * top (issue 30); she answers through the apply and withdraw routes.
 */
export const campaignInvitationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/influencers/invitations',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...CAMPAIGN_ROUTE_DOCS,
        tags: ['campaigns', 'influencers'],
        summary:
          "The calling creator's invitations awaiting an answer: open campaigns where her status is 'Not Applied', newest first",
        querystring: PageQuerySchema,
        response: {
          200: CampaignPageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { items, ...envelope } = await listCreatorInvitations(context, principalOf(request), request.query);
      const now = context.clock.now();
      return { ...envelope, items: items.map((row) => presentCampaign(row, { contact: NO_CONTACT, now })) };
    },
  );
};
