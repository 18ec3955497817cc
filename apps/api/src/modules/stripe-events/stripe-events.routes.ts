import { BillingWebhookAnswerSchema, ErrorResponseSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { receiveWebhook } from './stripe-events.service.ts';

/**
 * Stripe's webhook, in a scope of its own: its JSON arrives as the raw bytes Stripe signed (a
 * buffer parser for this plugin only; every other route keeps the JSON parser).
 */
export const stripeEventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/billing/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Stripe's events, signed (Stripe-Signature); applied once each, answered 500 for Stripe to retry",
        response: { 200: BillingWebhookAnswerSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await receiveWebhook(context, body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
  );
};
