import {
  AdminListQuerySchema,
  AdminRatingPageSchema,
  AdminRatingSchema,
  ErrorResponseSchema,
  HideRatingSchema,
  OrderParamsSchema,
  OrderRatingSchema,
  RatingIdParamsSchema,
  RatingRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentAdminRating, presentOrderRating } from './ratings.presenter.ts';
import { hideRating, listRatingsPage, rateOrder } from './ratings.service.ts';

const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * Ratings both ways after a completed order (docs/decisions/022): each party's rating of the other,
 * and the admins' moderation of them.
 */
export const ratingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.put(
    '/api/orders/:campaignId/:creatorId/rating',
    {
      // Admins are no party to an order: 403, as for the other order calls.
      preHandler: requireUser('brand', 'contentCreator'),
      schema: {
        tags: ['work'],
        security: [{ bearerAuth: [] }],
        summary: 'Rate the other party of a completed order (1–5 stars, a review), or change it within 14 days',
        params: OrderParamsSchema,
        body: RatingRequestSchema,
        response: { 200: OrderRatingSchema, 201: OrderRatingSchema, ...ERRORS, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { rating, created } = await rateOrder(context, principalOf(request), request.params, request.body);
      return reply.status(created ? 201 : 200).send(presentOrderRating(rating));
    },
  );

  const ADMIN = { preHandler: requireUser('admin') };
  const ADMIN_DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/admin/ratings',
    {
      ...ADMIN,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Ratings, newest first, for moderation',
        querystring: AdminListQuerySchema,
        response: { 200: AdminRatingPageSchema },
      },
    },
    async (request) => {
      const page = await listRatingsPage(context, request.query);
      return { ...page, items: page.items.map(presentAdminRating) };
    },
  );

  app.post(
    '/api/admin/ratings/:ratingId/hide',
    {
      ...ADMIN,
      schema: {
        ...ADMIN_DOCS,
        summary: "Hide a rating's review with a reason: it counts in no average from then on",
        params: RatingIdParamsSchema,
        body: HideRatingSchema,
        response: { 200: AdminRatingSchema, ...ERRORS },
      },
    },
    async (request) =>
      presentAdminRating(
        await hideRating(context, principalOf(request).accountId, request.params.ratingId, request.body),
      ),
  );
};
