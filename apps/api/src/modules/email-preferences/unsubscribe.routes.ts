import {
  MailTokenSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  ErrorResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { describeUnsubscribeLink, unsubscribeByLink } from './email-preferences.service.ts';

/**
 * The one-click POST (RFC 8058) carries `List-Unsubscribe=One-Click` form-encoded, the token in the
 * link's query; the /unsubscribe page's button posts JSON with the token. Either is read here.
 */
const UnsubscribeBodySchema = z
  .object({ token: MailTokenSchema.optional(), 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

const FORM_BODY_LIMIT = 2048;

/**
 * The public unsubscribe link (no login). A plugin of its own: the form-body parser it registers
 * serves these routes only.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['site'],
        summary:
          'What an unsubscribe link is about; a browser is sent to the one-button page. It never unsubscribes (mail scanners open links)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema, 303: z.null(), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // The List-Unsubscribe address is opened in a browser by mail clients without one-click
      // support: the person gets the page with its button (which reads this route as JSON), not JSON.
      if (isBrowserNavigation(request.headers.accept)) {
        const token = request.query.token;
        return reply.redirect(token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe', 303);
      }
      return describeUnsubscribeLink(context, request.query.token);
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-unsubscribe-ip',
          // Mailbox providers post one-click unsubscribes from few addresses: generous, yet bounded.
          max: 300,
          windowMs: 60 * 60_000,
          keyOf: ipKey,
          message: 'Too many requests from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['site'],
        summary: 'Unsubscribe from the category of an e-mail (RFC 8058 one-click, or the page)',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => unsubscribeByLink(context, request.query.token ?? request.body?.token),
  );
};

/** A browser's navigation asks for HTML first; the page's own fetch asks for JSON. */
function isBrowserNavigation(accept: string | undefined): boolean {
  if (!accept) return false;
  const first = accept.split(',', 1)[0]?.split(';', 1)[0]?.trim().toLowerCase();
  return first === 'text/html' || first === 'application/xhtml+xml';
}
