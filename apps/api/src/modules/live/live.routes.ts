import { AppError, ErrorResponseSchema, LiveEventSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { openLiveStream } from './live-stream.ts';

const LIVE_STREAM_DESCRIPTION =
  'Server-Sent Events: `ready` first (refetch what you show), then `message`, `read`, `unread` and ' +
  '`decision` events of all your threads, `notifications` (your unread count) for every user type, and a `: hb` comment every 15 s. Read it with fetch so the ' +
  'token stays in the Authorization header; reconnect with backoff. See docs/decisions/010.';

/**
 * One stream per tab: far more than anyone keeps open, and a bound on the sockets and memory one
 * stolen or scripted token can hold on a process.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

/** GET /api/live: one stream per tab for any user (docs/decisions/010); admins get notifications only (issue 30). */
export const liveRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const openStreams = new Set<() => void>();
  // A stream never finishes by itself: without this, closing the server would wait for every tab.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/api/live',
    {
      preHandler: requireUser('brand', 'contentCreator', 'admin'),
      compress: false,
      schema: {
        tags: ['messages'],
        security: [{ bearerAuth: [] }],
        summary: 'The live stream of your messages, read receipts, unread counts and decisions',
        description: LIVE_STREAM_DESCRIPTION,
        produces: ['text/event-stream'],
        response: {
          // Each event's `data:` line: the stream itself is text, but this is what a client parses.
          200: LiveEventSchema.describe(
            'text/event-stream: each event is `event: <type>` and `data: <LiveEvent as JSON>`',
          ),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { readLiveSession, clock } = request.server.authentication;
      if (context.live.hub.streamCountOf(principal.accountId) >= MAX_STREAMS_PER_ACCOUNT) {
        throw new AppError('RATE_LIMITED', 'Too many open live connections: close a tab and try again.', {
          retryAfterSeconds: 10,
        });
      }

      reply.hijack();
      const end = openLiveStream({
        response: reply.raw,
        hub: context.live.hub,
        principal,
        heartbeatMs: context.live.settings.heartbeatMs,
        isSessionLive: async () => {
          const now = clock.now();
          return principal.expiresAt > now && (await readLiveSession(principal, now)) !== null;
        },
        onError: (error) => request.log.warn({ err: error }, 'live: session check failed'),
      });
      openStreams.add(end);
      reply.raw.on('close', () => openStreams.delete(end));
    },
  );
};
