import { ErrorResponseSchema, HealthResponseSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkHealth(context);
    },
  );
};
