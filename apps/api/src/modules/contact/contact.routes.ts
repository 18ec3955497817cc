import { ContactRequestSchema, ErrorResponseSchema, MessageResponseSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { identifyUser } from '../../platform/auth/authenticate.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import { CONTACT_SENT_MESSAGE, sendContactMessage } from './contact.service.ts';

const HOUR_MS = 60 * 60_000;

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/contact',
    {
      // DECISIONS: 5 an hour per IP. The sender is noted when a logged-in brand writes.
      preHandler: [
        throttle(app, [
          {
            name: 'throttle-contact-ip',
            max: 5,
            windowMs: HOUR_MS,
            keyOf: ipKey,
            message: 'You have sent several messages already. Please try again in an hour.',
          },
        ]),
        identifyUser(),
      ],
      schema: {
        tags: ['site'],
        summary: 'Send a message to the support team (stored and e-mailed)',
        body: ContactRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await sendContactMessage(context, {
        ...request.body,
        accountId: request.principal?.accountId ?? null,
        ipAddress: requestOrigin(request).ipAddress,
      });
      return { message: CONTACT_SENT_MESSAGE };
    },
  );
};
