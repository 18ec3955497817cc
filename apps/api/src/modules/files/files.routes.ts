import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { openPublicFile, type FileVariant } from './files.service.ts';

const FileParamsSchema = z.object({ fileId: z.uuid('must be a file id') });

// Stored files never change (a new upload gets a new id), so browsers may keep them a year.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const filesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, storage }) => {
  const routeFor = (url: string, variant: FileVariant) =>
    app.get(
      url,
      {
        schema: {
          tags: ['files'],
          summary: variant === 'thumbnail' ? 'A public image, small' : 'A public image or video',
          params: FileParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await openPublicFile(db, storage, request.params.fileId, variant);
        return reply
          .type(file.contentType)
          .header('Content-Length', String(file.byteSize))
          .header('Cache-Control', IMMUTABLE_CACHE)
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', 'inline')
          .send(file.stream);
      },
    );
  routeFor('/api/files/:fileId', 'original');
  routeFor('/api/files/:fileId/thumbnail', 'thumbnail');
};
