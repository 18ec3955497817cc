import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sendByteRange } from '../../platform/http/byte-range.ts';
import { openMessageFile } from './message-files.service.ts';

/** `{fileId}` or `{fileId}.{extension}`: the extension only lets players tell a video by its address. */
const FileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(webp|mp4|mov))?$/i, 'must be a file id'),
});
const SignedQuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().max(128),
  variant: z.enum(['original', 'thumbnail']).optional().default('original'),
});

/**
 * An attachment's bytes for a signed address (no bearer token: `<img>` and `<video>` cannot send
 * one). Served with its stored type, never sniffed, sandboxed, and in ranges so videos seek.
 */
export const messageFilesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/messages/files/:file',
    {
      // Images and videos are compressed already; a 206 must carry exactly the bytes asked for.
      compress: false,
      schema: {
        tags: ['messages'],
        summary: 'A message attachment by its signed address (answers HTTP Range requests)',
        params: FileParamsSchema,
        querystring: SignedQuerySchema,
      },
    },
    async (request, reply) => {
      const { exp, sig, variant } = request.query;
      const fileId = request.params.file.slice(0, 36).toLowerCase();
      const served = await openMessageFile(context, { fileId, exp, sig, variant }, request.headers.range);
      reply
        // Private to the viewer's browser, and no longer than the signed address lives.
        .header(
          'Cache-Control',
          `private, max-age=${Math.max(0, exp - Math.floor(context.clock.now().getTime() / 1000))}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline');
      return sendByteRange(reply, served.read, served.contentType);
    },
  );
};
