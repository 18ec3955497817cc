import { ErrorResponseSchema, OwnInfluencerProfileSchema, UpdateCreatorFacetsSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentOwnProfile } from './influencers.presenter.ts';
import { updateCreatorFacets } from './profile-facets.service.ts';

/** The creator's equestrian facets (issue 33): read with the profile, written here as one set. */
export const profileFacetsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.put(
    '/api/influencers/profile/facets',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        tags: ['influencers'],
        security: [{ bearerAuth: [] }],
        summary:
          'Replace the own equestrian profile: disciplines, level, horses, place, languages and each platform’s figures with their date',
        body: UpdateCreatorFacetsSchema,
        response: {
          200: OwnInfluencerProfileSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { creator, pendingEmail } = await updateCreatorFacets(
        context,
        principalOf(request).accountId,
        request.body,
      );
      return presentOwnProfile(creator, pendingEmail);
    },
  );
};
