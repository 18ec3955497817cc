import {
  ErrorResponseSchema,
  MailTokenRequestSchema,
  MessageResponseSchema,
  NewsletterIssueRequestSchema,
  NewsletterIssueResponseSchema,
  NewsletterRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { requestOrigin } from '../../platform/http/request-origin.ts';
import {
  confirmSubscription,
  NEWSLETTER_MESSAGES,
  sendNewsletterIssue,
  subscribeToNewsletter,
} from './newsletter.service.ts';

export const SUBSCRIBED_MESSAGE = NEWSLETTER_MESSAGES.subscribed;

const HOUR_MS = 60 * 60_000;

export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/newsletter',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-newsletter-ip',
          max: 5,
          windowMs: HOUR_MS,
          keyOf: ipKey,
          message: 'Too many subscriptions from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['site'],
        summary: 'Ask for the newsletter: a link to confirm is e-mailed (the same answer when already subscribed)',
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

  app.post(
    '/api/newsletter/confirm',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-newsletter-confirm-ip',
          max: 30,
          windowMs: HOUR_MS,
          keyOf: ipKey,
          message: 'Too many requests from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['site'],
        summary: "Confirm a newsletter subscription with the e-mailed link's token",
        body: MailTokenRequestSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => ({ message: await confirmSubscription(context, request.body.token) }),
  );

  app.post(
    '/api/admin/newsletter/issues',
    {
      preHandler: requireUser('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Send a newsletter issue to every confirmed subscriber (or product news to accounts)',
        body: NewsletterIssueRequestSchema,
        response: { 200: NewsletterIssueResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => sendNewsletterIssue(context, request.body),
  );
};
