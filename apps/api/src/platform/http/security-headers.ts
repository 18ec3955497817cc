import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy. Scripts only from our own origin (no
 * third-party script, and no inline one but the pages' head script, allowed by its hash: decision
 * 012), because tokens live in local storage (DECISIONS: tokens).
 * Inline <style> elements are allowed: the toast and dialog libraries insert them, and styles
 * cannot run code.
 *
 * The headers depend on the configuration only, so helmet computes them once, at start-up, and
 * every response copies them: helmet run per request (as @fastify/helmet does) rebuilt and
 * re-serialised the whole policy each time, a fifth of a cached list's CPU (docs/decisions/009).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; embeddedVideoUrl: string | null; inlineScriptSources?: string[] },
): void {
  const isHttps = options.publicUrl.startsWith('https://');
  // The only frame the site shows is the configured 'How it works' video, after a click.
  const frameSources = options.embeddedVideoUrl ? [new URL(options.embeddedVideoUrl).origin] : ["'none'"];
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: frameSources,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const entries = Object.entries(headers);
  // Written on the raw response so that they also reach hijacked ones (the live event stream).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets for `options`, read off once instead of set on each response. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  let failure: Error | undefined;
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
  });
  if (failure) throw failure;
  return headers;
}
