import { ClubMeetingsSchema, ErrorResponseSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { getClubMeetings } from './club.service.ts';

/** The creators' club: what membership unlocks (docs/decisions/018). */
export const clubRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/club/meetings',
    {
      preHandler: requireUser('contentCreator', 'admin'),
      schema: {
        tags: ['club'],
        security: [{ bearerAuth: [] }],
        summary: "The club's bi-weekly meetings (club members and admins)",
        response: { 200: ClubMeetingsSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => getClubMeetings(context, principalOf(request)),
  );
};
