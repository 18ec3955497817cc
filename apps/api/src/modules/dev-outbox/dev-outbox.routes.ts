import { OutboxPageSchema, OutboxQuerySchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { presentOutboxMail } from './dev-outbox.presenter.ts';
import { renderOutboxPage } from './dev-outbox.page.ts';
import { listOutboxPage } from './dev-outbox.service.ts';

/**
 * The developer outbox (DECISIONS: e-mail): every queued code and reset link, so it is registered only
 * when NODE_ENV=development was set on purpose (docs/decisions/014).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails the server has queued, newest first (only with NODE_ENV=development)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema },
      },
    },
    async (request) => {
      const { to, page, pageSize } = request.query;
      const mails = await listOutboxPage(context, { to, page, pageSize });
      return { ...mails, items: mails.items.map(presentOutboxMail) };
    },
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const { items, total } = await listOutboxPage(context, { page: 1, pageSize: 50 });
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(items.map(presentOutboxMail), total));
  });
};
