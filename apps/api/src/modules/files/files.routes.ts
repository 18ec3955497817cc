import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sendByteRange } from '../../platform/http/byte-range.ts';
import { openPublicFile, type FileVariant } from './files.service.ts';

const FileParamsSchema = z.object({ fileId: z.uuid('must be a file id') });

// Stored files never change (a new upload gets a new id), so browsers may keep them a year.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const filesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, storage }) => {
  const routeFor = (url: string, variant: FileVariant) =>
    app.get(
      url,
      {
        // Images and videos are compressed already; a 206 must carry exactly the bytes asked for.
        compress: false,
        schema: {
          tags: ['files'],
          summary:
            variant === 'thumbnail'
              ? 'A public image, small (answers HTTP Range requests)'
              : 'A public image or video (answers HTTP Range requests)',
          params: FileParamsSchema,
        },
      },
      async (request, reply) => {
        const { fileId } = request.params;
        const file = await openPublicFile(db, storage, { fileId, variant, rangeHeader: request.headers.range });
        reply
          .header('Cache-Control', IMMUTABLE_CACHE)
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', 'inline');
        return sendByteRange(reply, file.read, file.contentType);
      },
    );
  routeFor('/api/files/:fileId', 'original');
  routeFor('/api/files/:fileId/thumbnail', 'thumbnail');
};
