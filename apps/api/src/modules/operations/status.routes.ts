import { AdminStatusSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { readAdminStatus } from './status.service.ts';

export const statusRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/admin/status',
    {
      preHandler: requireUser('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'The database, the outbox, every server process from its heartbeat, and the backups',
        response: { 200: AdminStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readAdminStatus(context);
    },
  );
};
