import {
  ErrorResponseSchema,
  ShortlistInviteRequestSchema,
  ShortlistInviteSummarySchema,
  ShortlistListQuerySchema,
  ShortlistMemberPageSchema,
  ShortlistMemberParamsSchema,
  ShortlistMembersQuerySchema,
  ShortlistNameRequestSchema,
  ShortlistParamsSchema,
  ShortlistSchema,
  ShortlistsResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentBrowsedInfluencer } from '../influencers/influencers.presenter.ts';
import { inviteShortlist } from './shortlist-invitations.service.ts';
import { presentShortlist } from './shortlists.presenter.ts';
import {
  addMember,
  createShortlist,
  deleteMyShortlist,
  listMembers,
  myShortlist,
  myShortlists,
  removeMember,
  renameMyShortlist,
} from './shortlists.service.ts';

const DOCS = { tags: ['shortlists'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const BRAND_ONLY = { preHandler: requireUser('brand') };

/**
 * A brand's shortlists (issue 33): named lists of creators saved from browse and the drawer, each
 * brand's own (another brand's list answers 404), and one step to invite a whole list to a campaign.
 */
export const shortlistsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const brandOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).accountId;

  app.get(
    '/api/shortlists',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary:
          "The calling brand's shortlists, newest first, with their counts (and a creator's membership when named)",
        querystring: ShortlistListQuerySchema,
        response: { 200: ShortlistsResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const rows = await myShortlists(context, brandOf(request), request.query.creatorId);
      return { items: rows.map(presentShortlist) };
    },
  );

  app.post(
    '/api/shortlists',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'Start a shortlist (a name unique among the brand’s lists, whatever its case)',
        body: ShortlistNameRequestSchema,
        response: { 201: ShortlistSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const created = await createShortlist(context, brandOf(request), request.body.name);
      return reply.status(201).send(presentShortlist(created));
    },
  );

  app.get(
    '/api/shortlists/:shortlistId',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'One of the brand’s shortlists',
        params: ShortlistParamsSchema,
        response: { 200: ShortlistSchema, ...ERRORS },
      },
    },
    async (request) => presentShortlist(await myShortlist(context, brandOf(request), request.params.shortlistId)),
  );

  app.patch(
    '/api/shortlists/:shortlistId',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'Rename a shortlist',
        params: ShortlistParamsSchema,
        body: ShortlistNameRequestSchema,
        response: { 200: ShortlistSchema, ...ERRORS },
      },
    },
    async (request) =>
      presentShortlist(
        await renameMyShortlist(context, brandOf(request), request.params.shortlistId, request.body.name),
      ),
  );

  app.delete(
    '/api/shortlists/:shortlistId',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'Delete a shortlist (its creators are not touched)',
        params: ShortlistParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteMyShortlist(context, brandOf(request), request.params.shortlistId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/shortlists/:shortlistId/members',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: "A shortlist's creators as browse cards, most recently saved first (contact details as on browse)",
        params: ShortlistParamsSchema,
        querystring: ShortlistMembersQuerySchema,
        response: { 200: ShortlistMemberPageSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { items, contact, ...envelope } = await listMembers(
        context,
        principalOf(request),
        request.params.shortlistId,
        request.query,
      );
      return { ...envelope, items: items.map((creator) => presentBrowsedInfluencer(creator, contact)) };
    },
  );

  app.put(
    '/api/shortlists/:shortlistId/members/:creatorId',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'Save a creator on a shortlist (saving one already there changes nothing)',
        params: ShortlistMemberParamsSchema,
        response: { 200: ShortlistSchema, ...ERRORS },
      },
    },
    async (request) => presentShortlist(await addMember(context, brandOf(request), request.params)),
  );

  app.delete(
    '/api/shortlists/:shortlistId/members/:creatorId',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary: 'Take a creator off a shortlist',
        params: ShortlistMemberParamsSchema,
        response: { 200: ShortlistSchema, ...ERRORS },
      },
    },
    async (request) => presentShortlist(await removeMember(context, brandOf(request), request.params)),
  );

  app.post(
    '/api/shortlists/:shortlistId/invite',
    {
      ...BRAND_ONLY,
      schema: {
        ...DOCS,
        summary:
          "Invite every creator of the shortlist to one of the brand's open campaigns, within the invitation rules and quotas; answers who was invited and who was skipped, and why",
        params: ShortlistParamsSchema,
        body: ShortlistInviteRequestSchema,
        response: { 200: ShortlistInviteSummarySchema, ...ERRORS },
      },
    },
    async (request) =>
      inviteShortlist(context, principalOf(request), {
        shortlistId: request.params.shortlistId,
        campaignId: request.body.campaignId,
      }),
  );
};
