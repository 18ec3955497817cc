import {
  AdminFeaturedCreatorListSchema,
  ErrorResponseSchema,
  FeaturedCreatorListSchema,
  IdParamsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { presentAdminFeaturedList, presentFeaturedCreator } from './featured-creators.presenter.ts';
import {
  featureCreator,
  readFeaturedCreators,
  readShownFeaturedCreators,
  unfeatureCreator,
} from './featured-creators.service.ts';

const ADMIN_ONLY = { preHandler: requireUser('admin') };
const ADMIN_DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const ERRORS = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** The home page's featured creators (docs/decisions/030): the public read, and the admin's choice. */
export const featuredCreatorsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/featured-creators',
    {
      schema: {
        tags: ['site'],
        summary: "The home page's featured creators who qualify now, in the order they were featured",
        response: { 200: FeaturedCreatorListSchema },
      },
    },
    async () => ({ items: (await readShownFeaturedCreators(context.db)).map(presentFeaturedCreator) }),
  );

  app.get(
    '/api/admin/featured-creators',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'The featured creators, each with whether the home page shows them now',
        response: { 200: AdminFeaturedCreatorListSchema },
      },
    },
    async () => presentAdminFeaturedList(await readFeaturedCreators(context)),
  );

  app.put(
    '/api/admin/featured-creators/:id',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Feature a verified creator whose media kit anyone may open (at most four)',
        params: IdParamsSchema,
        response: { 200: AdminFeaturedCreatorListSchema, ...ERRORS },
      },
    },
    async (request) => presentAdminFeaturedList(await featureCreator(context, request.params.id)),
  );

  app.delete(
    '/api/admin/featured-creators/:id',
    {
      ...ADMIN_ONLY,
      schema: {
        ...ADMIN_DOCS,
        summary: 'Stop featuring a creator',
        params: IdParamsSchema,
        response: { 200: AdminFeaturedCreatorListSchema, ...ERRORS },
      },
    },
    async (request) => presentAdminFeaturedList(await unfeatureCreator(context, request.params.id)),
  );
};
