import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageData, SiteConfig } from '@equicreators/shared';
import type { Logger } from '../logger.ts';
import { sendError } from './error-handler.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built React app on the API's port: hashed assets cached for a year; pages never
 * cached, as the public pages rendered ahead or, for every other page path, the app shell
 * (history fallback), so client routes survive a reload. Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; pages: PageRenderer | null },
): Promise<void> {
  const { pages } = options;
  if (pages) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      // Pages (/ included) are answered below, from the renderer; the raw template is not served.
      index: false,
      allowedPath: (path) => path !== '/index.html',
      cacheControl: false,
      setHeaders(response, path) {
        const isHashedAsset = path.startsWith(join(options.webDistDir, 'assets'));
        response.header('Cache-Control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request) || !isPageRequest(request)) {
      return sendError(reply, 404, {
        message: `Nothing is found at ${request.method} ${pathOf(request)}.`,
        code: 'NOT_FOUND',
      });
    }
    if (!pages) {
      return sendError(reply, 404, {
        message: 'The web app is not built here. Run `npm start`, or `npm run dev` and open the Vite address.',
        code: 'NOT_FOUND',
      });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pages.htmlFor(request.url));
  });
}

/**
 * The pages of the built web app, rendered once at start-up; null when the web app is not built
 * here. Made before the routes are registered, since the security headers allow the pages' inline
 * script by its hash (docs/decisions/012).
 */
export async function loadWebPages(options: {
  webDistDir: string;
  siteConfig: SiteConfig;
  pageData: PageData;
  logger: Logger;
}): Promise<PageRenderer | null> {
  return existsSync(join(options.webDistDir, 'index.html')) ? createPageRenderer(options) : null;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? request.url;
}

function isApiPath(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === '/api' || path.startsWith('/api/');
}

/** A browser navigation: GET or HEAD, for a path without a file extension, that accepts HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lastSegment = pathOf(request).split('/').pop() ?? '';
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}
