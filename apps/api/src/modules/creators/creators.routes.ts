import { InfluencerSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentInfluencer } from './creators.presenter.ts';
import { getCreator } from './creators.service.ts';

export const creatorsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/influencers/profile',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        tags: ['creators'],
        summary: "The logged-in creator's own profile",
        security: [{ bearerAuth: [] }],
        response: { 200: InfluencerSchema },
      },
    },
    async (request) => presentInfluencer(await getCreator(context, principalOf(request).accountId)),
  );
};
