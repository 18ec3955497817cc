import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../operations-config.ts';
import { sendError } from '../http/error-handler.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/**
 * Streams open for minutes (the live stream): their "duration" is a visit's length, which would
 * swamp the latency of everything else; live_streams_open counts them instead.
 */
const LONG_LIVED_ROUTES = new Set(['/api/live']);
/** A route of the web build's own files (`/assets/index-3f2a.js`, `/favicon.ico`): one label for all. */
const STATIC_FILE = /\/[^/:*]+\.[a-z0-9]+$/i;

/**
 * The HTTP side of the metrics: every answered request timed by method, route pattern and status
 * (with METRICS=on), and `GET /metrics` on the main port for the bearer of METRICS_TOKEN. Without
 * a token (or with METRICS=off) it answers 404 like any unknown path, so the public learns nothing.
 */
export function registerMetricsRoutes(app: FastifyInstance, metrics: Metrics, config: MetricsConfig): void {
  if (metrics.enabled) {
    // A callback hook, not an async one: every request passes here, and a promise each is waste.
    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabelOf(request, reply.statusCode);
      if (route !== null) {
        const method = KNOWN_METHODS.has(request.method) ? request.method : 'other';
        metrics.httpRequestDuration.observe(
          { method, route, status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      }
      done();
    });
  }
  const token = metrics.enabled ? config.token : null;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return notFound(request, reply);
    if (!isBearerOf(request.headers.authorization, token)) {
      return sendError(reply.header('WWW-Authenticate', 'Bearer'), 401, {
        message: 'The metrics need the token of METRICS_TOKEN as a bearer token.',
        code: 'UNAUTHENTICATED',
      });
    }
    return sendMetrics(metrics, reply);
  });
}

/** The scrape's text, not cached by anyone between. */
export async function sendMetrics(metrics: Metrics, reply: FastifyReply): Promise<FastifyReply> {
  const text = await metrics.registry.metrics();
  return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
}

/**
 * The route a request counts under: its pattern (`/api/campaigns/:id`), never the path, so ids
 * never become series. What matched no route is 'unmatched' when it answered 404, else 'page' (the
 * web app's pages, answered by the fallback); the build's files are 'static'. Null: not counted
 * (the scrapes themselves, and the long-lived streams).
 */
export function routeLabelOf(request: FastifyRequest, statusCode: number): string | null {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return statusCode === 404 ? 'unmatched' : 'page';
  if (pattern === METRICS_PATH || LONG_LIVED_ROUTES.has(pattern)) return null;
  if (!pattern.startsWith('/api/') && STATIC_FILE.test(pattern)) return 'static';
  return pattern;
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The words of every unknown path (web-app.ts), so /metrics tells nobody it exists.
  return sendError(reply, 404, {
    message: `Nothing is found at ${request.method} ${METRICS_PATH}.`,
    code: 'NOT_FOUND',
  });
}

/** Compares digests, so neither the token's bytes nor its length show in the time taken. */
function isBearerOf(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}
