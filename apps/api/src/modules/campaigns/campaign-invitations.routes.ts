import { CampaignPageSchema, CampaignSchema, ErrorResponseSchema, PageQuerySchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { confirmSessionWith, requireUserCheckedByRoute } from '../../platform/auth/authenticate.ts';
import { createItemBytesMemo, sendJsonBody } from '../../platform/http/json-body-memo.ts';
import { NO_CONTACT } from '../creators/contact-visibility.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import { invitationsOfCaller, invitedCampaignViews, type InvitedCampaignView } from './campaigns.service.ts';
import { CAMPAIGN_ROUTE_DOCS } from './campaign-route-docs.ts';

/**
 * The creator's invitations awaiting an answer, which her feed shows in their own section at the
 * top (issue 30); she answers through the apply and withdraw routes.
 */
export const campaignInvitationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Every invitation shows the same status, so a campaign's JSON serves every creator invited to it;
  // its bytes live as long as the cached view (a deadline's state may lag as the view may).
  const invitationBodies = createItemBytesMemo(CampaignSchema, (view: InvitedCampaignView) =>
    presentCampaign({ ...view, myStatus: 'Not Applied' }, { contact: NO_CONTACT, now: context.clock.now() }),
  );

  app.get(
    '/api/influencers/invitations',
    {
      // Her session is checked in the statement that reads which campaigns she is invited to.
      preHandler: requireUserCheckedByRoute('contentCreator', 'contentCreator'),
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
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const invited = await confirmSessionWith(request, invitationsOfCaller({ page, pageSize }));
      const views = await invitedCampaignViews(context, invited.ids);
      return sendJsonBody(reply, invitationBodies.bodyOf(views, { page, pageSize, total: invited.total }));
    },
  );
};
