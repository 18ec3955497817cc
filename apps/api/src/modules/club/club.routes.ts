import {
  AdminClubMeetingQuerySchema,
  ClubMeetingPageSchema,
  ClubMeetingParamsSchema,
  ClubMeetingRequestSchema,
  ClubMeetingSchema,
  ErrorResponseSchema,
  PageQuerySchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentClubMeeting } from './club.presenter.ts';
import {
  createClubMeeting,
  editClubMeeting,
  listClubMeetingsPage,
  listUpcomingClubMeetings,
  removeClubMeeting,
} from './club.service.ts';

const ADMIN_ONLY = { preHandler: requireUser('admin') };
const ADMIN_DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** The creators' club: the meetings admins schedule and members see (docs/decisions/018, 027). */
export const clubRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/club/meetings',
    {
      preHandler: requireUser('contentCreator', 'admin'),
      schema: {
        tags: ['club'],
        security: [{ bearerAuth: [] }],
        summary: "The club's meetings not yet over, soonest first (club members and admins)",
        querystring: PageQuerySchema,
        response: { 200: ClubMeetingPageSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const page = await listUpcomingClubMeetings(context, principalOf(request), request.query);
      return { ...page, items: page.items.map(presentClubMeeting) };
    },
  );

  app.get(
    '/api/admin/club-meetings',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Club meetings: upcoming soonest first, or past latest first',
        querystring: AdminClubMeetingQuerySchema,
        response: { 200: ClubMeetingPageSchema },
      },
    },
    async (request) => {
      const page = await listClubMeetingsPage(context, request.query);
      return { ...page, items: page.items.map(presentClubMeeting) };
    },
  );

  app.post(
    '/api/admin/club-meetings',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Schedule a club meeting (a wall-clock start in an IANA time zone; a place or a link)',
        body: ClubMeetingRequestSchema,
        response: { 201: ClubMeetingSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const meeting = await createClubMeeting(context, principalOf(request).accountId, request.body);
      return reply.status(201).send(presentClubMeeting(meeting));
    },
  );

  app.put(
    '/api/admin/club-meetings/:meetingId',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Change a club meeting',
        params: ClubMeetingParamsSchema,
        body: ClubMeetingRequestSchema,
        response: { 200: ClubMeetingSchema, ...ERRORS },
      },
    },
    async (request) => presentClubMeeting(await editClubMeeting(context, request.params.meetingId, request.body)),
  );

  app.delete(
    '/api/admin/club-meetings/:meetingId',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Cancel a club meeting',
        params: ClubMeetingParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await removeClubMeeting(context, request.params.meetingId);
      return reply.status(204).send(null);
    },
  );
};
