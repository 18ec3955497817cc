import {
  ErrorResponseSchema,
  MediaKitParamsSchema,
  MediaKitSchema,
  MediaKitSettingsSchema,
  PortfolioImageParamsSchema,
  PortfolioImageQuerySchema,
  UpdateMediaKitSettingsSchema,
  type MediaKitPageView,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { identifyUser, principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { sendByteRange } from '../../platform/http/byte-range.ts';
import { sendError } from '../../platform/http/error-handler.ts';
import type { PageRenderer } from '../../platform/http/page-renderer.ts';
import { hiddenHeadOf, kitHeadOf, presentKit, presentKitSettings } from './media-kits.presenter.ts';
import { getKitSettings, openPortfolioImage, readKit, refusalOf, updateKitSettings } from './media-kits.service.ts';

const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const CREATOR = { preHandler: requireUser('contentCreator') };
const CREATOR_DOCS = { tags: ['influencers'], security: [{ bearerAuth: [] }] };

/**
 * Media kits (issue 33, docs/decisions/030 "Media kits"): the creator's settings, the kit as JSON
 * for whoever may see it, and its portfolio images behind the same checks.
 */
export const mediaKitsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/influencers/profile/media-kit',
    {
      ...CREATOR,
      schema: {
        ...CREATOR_DOCS,
        summary: "The creator's media kit settings: address, who sees it, rates and packages",
        response: { 200: MediaKitSettingsSchema, ...ERRORS },
      },
    },
    async (request) => presentKitSettings(await getKitSettings(context, principalOf(request).accountId)),
  );

  app.put(
    '/api/influencers/profile/media-kit',
    {
      ...CREATOR,
      schema: {
        ...CREATOR_DOCS,
        summary: "Replace the creator's media kit settings (the address is unique regardless of case)",
        body: UpdateMediaKitSettingsSchema,
        response: { 200: MediaKitSettingsSchema, ...ERRORS, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) =>
      presentKitSettings(await updateKitSettings(context, principalOf(request).accountId, request.body)),
  );

  app.get(
    '/api/media-kits/:handle',
    {
      preHandler: identifyUser(),
      schema: {
        tags: ['influencers'],
        summary:
          "A creator's media kit: anyone's for 'anyone', logged-in brands' for 'brands', the creator's own always",
        params: MediaKitParamsSchema,
        response: { 200: MediaKitSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const viewer = request.principal;
      const { access, kit } = await readKit(context, request.params.handle, viewer);
      if (!kit) throw refusalOf(access, viewer);
      // Each viewer's answer is their own (signed image addresses, hidden kits).
      reply.header('Cache-Control', 'private, no-store');
      return presentKit(kit, viewer);
    },
  );

  app.get(
    '/api/media-kits/:handle/portfolio/:submissionId/image',
    {
      // Images are compressed already; a 206 must carry exactly the bytes asked for.
      compress: false,
      schema: {
        tags: ['influencers'],
        summary: "An image of a media kit's portfolio work, while both parties consent and the kit is visible",
        params: PortfolioImageParamsSchema,
        querystring: PortfolioImageQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await openPortfolioImage(context, { ...request.params, ...request.query }, request.headers.range);
      reply
        // Briefly, and never in a shared cache: a withdrawn consent or a hidden kit ends it soon.
        .header('Cache-Control', 'private, max-age=60')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline');
      return sendByteRange(reply, image.read, image.contentType);
    },
  );
};

/**
 * GET /c/{handle}: the kit's page, rendered on this request through the web app's server-rendering
 * build (docs/decisions/030). The browser's token is in local storage, so a plain navigation is a
 * guest's: a kit for brands answers the log-in prompt, whose script asks again with the bearer
 * header and puts the kit it is given in place.
 */
export const mediaKitPageRoutes: FastifyPluginAsyncZod<{ context: AppContext; pages: PageRenderer | null }> = async (
  app,
  { context, pages },
) => {
  app.get(
    '/c/:handle',
    // Any text after /c/: one too long to be a handle is the same "not found" page, not a 400.
    { preHandler: identifyUser(), schema: { hide: true, params: z.object({ handle: z.string() }) } },
    async (request, reply) => {
      const { access, kit, handle } = await readKit(context, request.params.handle, request.principal);
      const view: MediaKitPageView = kit
        ? { kind: 'kit', kit: presentKit(kit), url: `${context.config.publicUrl}/c/${handle}` }
        : access === 'brands-only'
          ? { kind: 'brands-only', handle }
          : { kind: 'not-found' };
      const head =
        view.kind === 'kit'
          ? kitHeadOf(view.kit, context.config.publicUrl)
          : view.kind === 'brands-only'
            ? hiddenHeadOf('Media kit', 'This media kit is shown to brands logged in to EquiCreators.')
            : hiddenHeadOf('Page not found', 'There is no media kit at this address.');
      const html = pages ? await pages.renderMediaKit(view, head) : null;
      if (html === null) return sendError(reply, 404, { message: 'The web app is not built here.', code: 'NOT_FOUND' });
      return (
        reply
          .status(view.kind === 'not-found' ? 404 : 200)
          // Rendered for this visitor: a brand's copy (asked with its token) is never shared.
          .header('Cache-Control', request.principal ? 'private, no-store' : 'no-cache')
          .header('Vary', 'Authorization')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    },
  );
};
