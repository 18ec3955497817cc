import { ErrorResponseSchema, WebVitalsReportSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { recordWebVitals } from './vitals.service.ts';

/** Ten metrics with their page names fit in about 1.5 KB; anything much larger is not a report. */
const REPORT_BODY_LIMIT_BYTES = 8 * 1024;

export const vitalsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // NOTE: `navigator.sendBeacon(url, string)` sends `text/plain;charset=UTF-8`, a type that needs no
  // CORS preflight, which a beacon cannot make. Its body is JSON all the same, so this plugin (and
  // only this one: Fastify keeps the parser to it) reads text/plain as JSON with Fastify's own parser.
  // https://developer.mozilla.org/docs/Web/API/Navigator/sendBeacon
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/api/vitals',
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      // No login: most visits are anonymous. A page view sends one or two reports, so this only
      // stops a flood from one address (docs/decisions/011).
      preHandler: throttle(app, [
        {
          name: 'throttle-vitals-ip',
          max: 120,
          windowMs: 60_000,
          keyOf: ipKey,
          message: 'Too many performance reports from your network. Please try again later.',
        },
      ]),
      schema: {
        tags: ['site'],
        summary: 'Record the web vitals of one real page view (sent by navigator.sendBeacon)',
        consumes: ['application/json', 'text/plain'],
        body: WebVitalsReportSchema,
        response: { 204: z.null(), 400: ErrorResponseSchema, 413: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await recordWebVitals(context, request.body);
      return reply.status(204).send(null);
    },
  );
};
