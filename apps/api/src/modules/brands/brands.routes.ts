import { BrandProfileSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { presentBrandProfile } from './brands.presenter.ts';
import { getBrand } from './brands.service.ts';

export const brandsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/brands/profile',
    {
      preHandler: requireUser('brand'),
      schema: {
        tags: ['brands'],
        summary: "The logged-in brand's own profile, with its payment flag",
        security: [{ bearerAuth: [] }],
        response: { 200: BrandProfileSchema },
      },
    },
    async (request) => presentBrandProfile(await getBrand(context, principalOf(request).accountId)),
  );
};
