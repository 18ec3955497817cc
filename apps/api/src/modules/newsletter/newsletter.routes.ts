import { ErrorResponseSchema, MessageResponseSchema, NewsletterRequestSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import { subscribeToNewsletter } from './newsletter.service.ts';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! News from EquiCreators is on its way.';

export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/newsletter',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-newsletter-ip',
          max: 5,
          windowMs: 60 * 60_000,
          keyOf: ipKey,
          message: 'Too many subscriptions from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['site'],
        summary: 'Subscribe an address to the newsletter (the same answer when it already is)',
        body: NewsletterRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await subscribeToNewsletter(context, {
        email: request.body.email,
        ipAddress: requestOrigin(request).ipAddress,
      });
      return { message: SUBSCRIBED_MESSAGE };
    },
  );
};
