import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict Content-Security-Policy. Scripts only from our own origin
 * (no inline or third-party script), because tokens live in local storage (DECISIONS: tokens).
 * Inline <style> elements are allowed: the toast and dialog libraries insert them, and styles
 * cannot run code.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; embeddedVideoUrl: string | null },
): Promise<void> {
  const isHttps = options.publicUrl.startsWith('https://');
  // The only frame the site shows is the configured 'How it works' video, after a click.
  const frameSources = options.embeddedVideoUrl ? [new URL(options.embeddedVideoUrl).origin] : ["'none'"];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
}
