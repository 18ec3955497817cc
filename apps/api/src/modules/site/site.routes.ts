import { SiteConfigSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { siteConfigOf } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config }) => {
  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Addresses the web app links to, from the server configuration',
        response: { 200: SiteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return siteConfigOf(config);
    },
  );
};
